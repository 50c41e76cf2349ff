import { describe, expect, it } from 'vitest';
import { addOns, featureFlagsFor, isWhiteLabel, planOf, plans, trialDaysLeft, trialEndDate } from './plans.ts';

describe('plans', () => {
  it('lists the three yearly plans with Pro marked popular', () => {
    expect(plans.map((plan) => [plan.name, plan.pricePerYear, plan.isPopular])).toEqual([
      ['Starter', 49, false],
      ['Pro', 99, true],
      ['Elite', 199, false],
    ]);
  });

  it('lists the monthly add-ons, two with a 14-day trial', () => {
    expect(addOns.map((addOn) => [addOn.name, addOn.pricePerMonth, addOn.freeTrialDays])).toEqual([
      ['Calendar & Scheduling', 15, 14],
      ['Advanced Analytics', 25, null],
      ['API Access', 30, null],
      ['Time Card System', 20, 14],
      ['Project Management', 18, null],
    ]);
  });

  it('gives each business model its feature flags, never API access or advanced reporting', () => {
    expect(featureFlagsFor('customer-service')).toEqual({
      multiOrganization: true,
      whiteLabelBranding: true,
      customerPortal: true,
      slaManagement: true,
      departments: false,
      timeTracking: false,
      projectIntegration: false,
      apiAccess: false,
      advancedReporting: false,
    });
    expect(featureFlagsFor('in-house')).toEqual({
      multiOrganization: false,
      whiteLabelBranding: false,
      customerPortal: false,
      slaManagement: false,
      departments: true,
      timeTracking: true,
      projectIntegration: true,
      apiAccess: false,
      advancedReporting: false,
    });
  });

  it('ends a trial 30 days after it starts', () => {
    expect(trialEndDate(new Date('2026-01-31T12:00:00Z')).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('white-labels the Elite plan only, and reads no plan from the tier sign-up leaves', () => {
    expect(['free', 'starter', 'pro', 'elite'].map(isWhiteLabel)).toEqual([false, false, false, true]);
    expect(planOf('free')).toBeNull();
    expect(planOf('pro')?.name).toBe('Pro');
  });

  it("counts a trial's days left rounded up, and none once it has ended", () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(trialDaysLeft(new Date('2026-01-11T11:00:00Z'), now)).toBe(10);
    expect(trialDaysLeft(new Date('2026-01-01T13:00:00Z'), now)).toBe(1);
    expect(trialDaysLeft(new Date('2025-12-31T12:00:00Z'), now)).toBe(0);
  });
});
