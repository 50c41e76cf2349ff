export const TRIAL_DAYS = 30;
export const TRIAL_EXTENSIONS = [7, 14, 30] as const;

export const businessModels = ['customer-service', 'in-house'] as const;
export type BusinessModel = (typeof businessModels)[number];

export interface Plan {
  id: 'starter' | 'pro' | 'elite';
  name: string;
  pricePerYear: number;
  features: string[];
  isPopular: boolean;
}

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    pricePerYear: 49,
    features: ['Up to 3 team members', 'Basic ticket management', 'Email notifications', 'Standard support'],
    isPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    pricePerYear: 99,
    features: ['Up to 10 team members', 'Advanced ticket management', 'Custom branding', 'Priority support', 'Basic reporting'],
    isPopular: true,
  },
  {
    id: 'elite',
    name: 'Elite',
    pricePerYear: 199,
    features: [
      'Unlimited team members',
      'White-label solution',
      'Advanced reporting & analytics',
      'Dedicated account manager',
      'API access',
    ],
    isPopular: false,
  },
];

export const addOnIds = ['calendar', 'analytics', 'api', 'timecards', 'projects'] as const;
export type AddOnId = (typeof addOnIds)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  pricePerMonth: number;
  freeTrialDays: number | null;
}

export const addOns: AddOn[] = [
  { id: 'calendar', name: 'Calendar & Scheduling', pricePerMonth: 15, freeTrialDays: 14 },
  { id: 'analytics', name: 'Advanced Analytics', pricePerMonth: 25, freeTrialDays: null },
  { id: 'api', name: 'API Access', pricePerMonth: 30, freeTrialDays: null },
  { id: 'timecards', name: 'Time Card System', pricePerMonth: 20, freeTrialDays: 14 },
  { id: 'projects', name: 'Project Management', pricePerMonth: 18, freeTrialDays: null },
];

export interface FeatureFlags {
  multiOrganization: boolean;
  whiteLabelBranding: boolean;
  customerPortal: boolean;
  slaManagement: boolean;
  departments: boolean;
  timeTracking: boolean;
  projectIntegration: boolean;
  apiAccess: boolean;
  advancedReporting: boolean;
}

/** The feature flags an organization starts with, by its business model. */
export function featureFlagsFor(model: BusinessModel): FeatureFlags {
  const isCustomerService = model === 'customer-service';
  return {
    multiOrganization: isCustomerService,
    whiteLabelBranding: isCustomerService,
    customerPortal: isCustomerService,
    slaManagement: isCustomerService,
    departments: !isCustomerService,
    timeTracking: !isCustomerService,
    projectIntegration: !isCustomerService,
    apiAccess: false,
    advancedReporting: false,
  };
}

export function trialEndDate(from: Date, days: number = TRIAL_DAYS): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
