import type { Database } from '../../db/client.ts';
import type { RequestOrganization } from '../../http/tenancy.ts';
import { findRegistrationSettings } from '../registration-settings/registration-settings.repository.ts';
import { findSsoButton } from '../sso/sso.service.ts';

/** An organization as anyone on its host reads it: its name, and whether new accounts wait for approval. */
export interface PublicOrganization extends RequestOrganization {
  isApprovalRequired: boolean;
  /** The single sign-on button of the login page, when the organization has one. */
  sso: { providerId: string; label: string } | null;
}

export async function describeOrganization(options: { db: Database; organization: RequestOrganization }): Promise<PublicOrganization> {
  const { db, organization } = options;
  const settings = await db.withTenantRead({ organizationId: organization.id }, (tx) => findRegistrationSettings(tx, organization.id));
  return {
    ...organization,
    isApprovalRequired: settings.manualApproval,
    sso: await findSsoButton({ db, organizationId: organization.id }),
  };
}
