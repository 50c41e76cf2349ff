import { eq } from 'drizzle-orm';
import { isWhiteLabel } from '../../../domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { findRegistrationSettings } from '../registration-settings/registration-settings.repository.ts';
import { findSsoButton } from '../sso/sso.service.ts';
import { findThemeSettings } from '../theme-settings/theme-settings.repository.ts';
import { themeViewOf } from '../theme-settings/theme-settings.service.ts';

/** An organization as anyone on its host reads it: its name, whether new accounts wait for approval, and whether it is white-labelled. */
export interface PublicOrganization extends RequestOrganization {
  isApprovalRequired: boolean;
  /** The single sign-on button of the login page, when the organization has one. */
  sso: { providerId: string; label: string } | null;
  isWhiteLabel: boolean;
  /** A white-labelled organization's logo, shown in place of the product's mark; null otherwise or without one. */
  logoUrl: string | null;
}

export async function describeOrganization(options: { db: Database; organization: RequestOrganization }): Promise<PublicOrganization> {
  const { db, organization } = options;
  const described = await db.withTenantRead({ organizationId: organization.id }, async (tx) => {
    const settings = await findRegistrationSettings(tx, organization.id);
    const [row] = await tx
      .select({ tier: organizations.subscriptionTier })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    const isOwnBrand = isWhiteLabel(row?.tier ?? '');
    const logoUrl = isOwnBrand ? themeViewOf(await findThemeSettings(tx, organization.id)).logoUrl : null;
    return { ...organization, isApprovalRequired: settings.manualApproval, isWhiteLabel: isOwnBrand, logoUrl };
  });
  return { ...described, sso: await findSsoButton({ db, organizationId: organization.id }) };
}
