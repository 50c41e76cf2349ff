import { arrivalDeadlineOf, formatVisitTime, formatVisitWindow } from '../../../domain/visit-state.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { linkifyText } from '../../mail/mail-html.ts';
import type { MailMessage } from '../../mail/mail-queue.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { linkFor } from '../notifications/notification-mail.ts';
import { findOrganizationAddress } from '../notifications/notifications.repository.ts';
import type { JobRecord } from './dispatch.repository.ts';
import { wantsStatusMail } from './dispatch.repository.ts';

export type VisitMailKind = 'scheduled' | 'moved' | 'reminder' | 'on_the_way';

/**
 * The customer's e-mail about a visit: scheduled, moved, tomorrow's reminder, or the technician on the way, with the
 * arrival window in the organization's time zone. Null when the customer has no address or turned status e-mails off.
 */
export async function visitMail(
  tx: Tx,
  config: Config,
  organizationId: string,
  visit: JobRecord,
  kind: VisitMailKind,
  technicianName: string,
  now?: Date,
): Promise<MailMessage | null> {
  const deadline = arrivalDeadlineOf(visit);
  if (!visit.customerEmail || !visit.scheduledDate || !deadline) return null;
  if (!(await wantsStatusMail(tx, organizationId, visit.customerUserId))) return null;
  const organization = await findOrganizationAddress(tx, organizationId);
  if (!organization) return null;
  const settings = await findDateTimeSettings(tx, organizationId);
  const window = formatVisitWindow(visit.scheduledDate, deadline, settings);
  const who = `${technicianName} from ${organization.name}`;
  const subjects: Record<VisitMailKind, string> = {
    scheduled: `Visit scheduled: ${window}`,
    moved: `Visit moved: ${window}`,
    reminder: `Reminder: your visit tomorrow, ${window}`,
    on_the_way: `${who} is on the way`,
  };
  const arrival =
    kind === 'on_the_way' && now && now >= visit.scheduledDate
      ? `expected to arrive by ${formatVisitTime(deadline, settings)}`
      : `arriving ${window}`;
  const lines: Record<VisitMailKind, string> = {
    scheduled: `Your visit for ${visit.workOrderNumber} (${visit.title}) is scheduled with ${who}, ${arrival}.`,
    moved: `Your visit for ${visit.workOrderNumber} (${visit.title}) has moved: ${who}, ${arrival}.`,
    reminder: `A reminder of your visit tomorrow for ${visit.workOrderNumber} (${visit.title}): ${who}, ${arrival}.`,
    on_the_way: `${who} is on the way for ${visit.workOrderNumber} (${visit.title}), ${arrival}.`,
  };
  const portal = linkFor(config, organization, '/#work-orders');
  const text = `Hello ${visit.customerName ?? ''},\n\n${lines[kind]}${visit.address ? `\nAddress: ${visit.address}` : ''}\n\nFollow it in your portal: ${portal}\n\n${organization.name}`;
  return { to: visit.customerEmail, subject: subjects[kind], text, html: `<p style="white-space: pre-line">${linkifyText(text)}</p>` };
}
