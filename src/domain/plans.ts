export const TRIAL_DAYS = 30;
export const TRIAL_EXTENSIONS = [7, 14, 30] as const;

export const businessModels = ['customer-service', 'in-house'] as const;
export type BusinessModel = (typeof businessModels)[number];

export const planIds = ['starter', 'pro', 'elite'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
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

/** An organization's plan by its subscription tier; null while it has chosen none ('free', as sign-up leaves it). */
export function planOf(tier: string): Plan | null {
  return plans.find((plan) => plan.id === tier) ?? null;
}

/** The team members (org admins and agents) each plan includes, as its card says; null for no limit. */
const teamMemberLimits: Record<PlanId, number | null> = { starter: 3, pro: 10, elite: null };

/** How many team members an organization's plan allows; null for no limit (Elite, or no plan chosen yet). */
export function teamMemberLimitOf(tier: string): number | null {
  const plan = planOf(tier);
  return plan ? teamMemberLimits[plan.id] : null;
}

/** Why a team may not grow, or a plan may not be chosen, with what to do about it. */
export function teamMemberLimitMessage(plan: Plan, teamSize: number, limit: number): string {
  return teamSize > limit
    ? `Your team has ${teamSize} members, and the ${plan.name} plan includes up to ${limit}. Remove members in Settings → Agents before choosing it.`
    : `Your ${plan.name} plan includes up to ${limit} team members. Choose a larger plan in Settings → Plan & Billing to add more.`;
}

/**
 * Whether the organization's portal, pages and customer mails carry its own name (and logo) instead of the
 * product's: the Elite plan's "White-label solution", on trial as well as paid (decision 178).
 */
export function isWhiteLabel(tier: string): boolean {
  return tier === 'elite';
}

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

/** Whole days left until a trial ends, rounded up; 0 once it has ended. */
export function trialDaysLeft(trialEnd: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)));
}
