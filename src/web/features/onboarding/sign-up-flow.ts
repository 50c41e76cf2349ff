import { z } from 'zod';
import { addOnIds, businessModels } from '../../../domain/plans.ts';

/** Step 1: the business model and the add-ons chosen for a free trial. */
const businessChoiceSchema = z.object({
  businessType: z.enum(businessModels),
  addOns: z.array(z.enum(addOnIds)),
});

/** Step 2: the admin's account, carried to the last step, which signs up with it. */
const accountDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string(),
  phone: z.string(),
  password: z.string(),
});

export type BusinessChoice = z.infer<typeof businessChoiceSchema>;
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** What the sign-up steps carry from one page to the next in the router's state. */
export interface SignUpFlow {
  business?: BusinessChoice;
  account?: AccountDetails;
}

/** The carried state as far as it is valid: the router's state survives a reload, but can hold anything. */
export function readSignUpFlow(state: unknown): { business: BusinessChoice | null; account: AccountDetails | null } {
  const carried = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const business = businessChoiceSchema.safeParse(carried.business);
  const account = accountDetailsSchema.safeParse(carried.account);
  return { business: business.success ? business.data : null, account: business.success && account.success ? account.data : null };
}
