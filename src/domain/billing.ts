import { z } from 'zod';
import { addOnIds, businessModels, planIds } from './plans.ts';

/** A change of the organization's plan, business model or add-ons, as its org admin makes it: any of the three. */
export const billingChangeSchema = z
  .object({
    plan: z.enum(planIds, { error: 'Choose Starter, Pro or Elite.' }).optional(),
    businessModel: z.enum(businessModels, { error: 'Choose customer-service or in-house.' }).optional(),
    addOns: z
      .array(z.enum(addOnIds, { error: `An add-on is one of ${addOnIds.join(', ')}.` }))
      .max(addOnIds.length)
      .refine((ids) => new Set(ids).size === ids.length, 'An add-on is listed twice.')
      .optional(),
  })
  .refine((change) => change.plan !== undefined || change.businessModel !== undefined || change.addOns !== undefined, {
    message: 'Name a plan, a business model or the add-ons to change.',
  });
export type BillingChange = z.infer<typeof billingChangeSchema>;
