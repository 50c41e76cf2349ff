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

export type VisitMailKind = 'scheduled' | 'moved' | 'unscheduled' | 'reminder' | 'on_the_way';

/**
 * The customer's e-mail about a visit: scheduled, moved, no longer scheduled, tomorrow's reminder, or the technician on the way, with the
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
  if (!visit.customerEmail) return null;
  if (!(await wantsStatusMail(tx, organizationId, visit.customerUserId))) return null;
  const organization = await findOrganizationAddress(tx, organizationId);
  if (!organization) return null;
  const line = await lineOf(tx, organizationId, visit, kind, `${technicianName} from ${organization.name}`, now);
  if (!line) return null;
  const portal = linkFor(config, organization, '/#work-orders');
  const text = `Hello ${visit.customerName ?? ''},\n\n${line.text}${visit.address ? `\nAddress: ${visit.address}` : ''}\n\nFollow it in your portal: ${portal}\n\n${organization.name}`;
  return { to: visit.customerEmail, subject: line.subject, text, html: `<p style="white-space: pre-line">${linkifyText(text)}</p>` };
}

/** What the mail says: its subject and its sentence, with the arrival window; null for a kind the visit cannot have. */
async function lineOf(
  tx: Tx,
  organizationId: string,
  visit: JobRecord,
  kind: VisitMailKind,
  who: string,
  now: Date | undefined,
): Promise<{ subject: string; text: string } | null> {
  const job = `${visit.workOrderNumber} (${visit.title})`;
  if (kind === 'unscheduled') {
    return {
      subject: `Visit to be rescheduled: ${visit.workOrderNumber}`,
      text: `Your visit for ${job} is no longer scheduled. We will let you know its new time.`,
    };
  }
  const deadline = arrivalDeadlineOf(visit);
  if (!visit.scheduledDate || !deadline) return null;
  const settings = await findDateTimeSettings(tx, organizationId);
  const window = formatVisitWindow(visit.scheduledDate, deadline, settings);
  const arrival =
    kind === 'on_the_way' && now && now >= visit.scheduledDate
      ? `expected to arrive by ${formatVisitTime(deadline, settings)}`
      : `arriving ${window}`;
  switch (kind) {
    case 'scheduled':
      return { subject: `Visit scheduled: ${window}`, text: `Your visit for ${job} is scheduled with ${who}, ${arrival}.` };
    case 'moved':
      return { subject: `Visit moved: ${window}`, text: `Your visit for ${job} has moved: ${who}, ${arrival}.` };
    case 'reminder':
      return {
        subject: `Reminder: your visit tomorrow, ${window}`,
        text: `A reminder of your visit tomorrow for ${job}: ${who}, ${arrival}.`,
      };
    case 'on_the_way':
      return { subject: `${who} is on the way`, text: `${who} is on the way for ${job}, ${arrival}.` };
  }
}
