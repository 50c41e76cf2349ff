import { IconBuildingSkyscraper, IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BusinessModel } from '../../../domain/plans.ts';

export interface BusinessModelDetails {
  id: BusinessModel;
  title: string;
  summary: string;
  icon: ReactNode;
  features: string[];
  useCase: string;
  examples: string;
}

export const businessModelDetails: BusinessModelDetails[] = [
  {
    id: 'customer-service',
    title: 'Customer Service Business',
    summary: 'You support other companies: IT and service providers with clients.',
    icon: <IconHeadset size={26} stroke={1.6} />,
    features: [
      'Customers from many client organizations',
      'A customer portal on your own address',
      'White-label branding on the Elite plan',
      'Service level agreements',
    ],
    useCase: 'Clients send requests; your team answers, visits on site and closes the work order.',
    examples: 'Managed IT providers, facilities contractors, software support desks',
  },
  {
    id: 'in-house',
    title: 'In-House Service',
    summary: 'You support your own colleagues: an internal department.',
    icon: <IconBuildingSkyscraper size={26} stroke={1.6} />,
    features: [
      'Departments and internal requesters',
      'Time tracking for your team',
      'Project integration',
      'One desk for the whole company',
    ],
    useCase: 'Employees report what they need; your team tracks, schedules and resolves it.',
    examples: 'Internal IT, facilities and maintenance, office and HR services',
  },
];

export function businessModelTitle(model: BusinessModel): string {
  return businessModelDetails.find((details) => details.id === model)?.title ?? model;
}
