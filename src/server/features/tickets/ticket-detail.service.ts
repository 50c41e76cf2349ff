import { DomainError } from '../../../domain/errors.ts';
import { firstNameOf } from '../../../domain/person-name.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import { resolveTimeZone } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { listTicketClocks } from '../service-levels/ticket-clocks.ts';
import * as repository from './tickets.repository.ts';
import type { TicketDetail } from './tickets.schemas.ts';
import { appointmentDtoOf, isTicketTeam, ticketDtoOf, viewerOf } from './tickets.shared.ts';

/**
 * A comment as a customer reads it: their own as written; the team's signed with the author's first name and the
 * organization ("Andy from Acme Field Services"), never with a staff member's e-mail address.
 */
function asCustomerSees<Comment extends { userId: string | null; userName: string; userEmail: string; isPlatformSupport: boolean }>(
  comment: Comment,
  actor: ActingMember,
  teamName: string | null,
): Comment {
  const isOwn = comment.userId === actor.userId || comment.userEmail.toLowerCase() === actor.email.toLowerCase();
  if (isOwn) return comment;
  const name = comment.isPlatformSupport || !teamName ? comment.userName : `${firstNameOf(comment.userName)} from ${teamName}`;
  return { ...comment, userName: name, userEmail: '' };
}

/**
 * A ticket with its comments and appointment, whatever the number of comments: two statements, one more when it
 * has an appointment and one more when it came in by e-mail.
 */
export function getTicket(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  ticketId: string;
  /** The organization's name, which a customer sees the team's replies signed with. */
  teamName: string | null;
}): Promise<TicketDetail> {
  const { db, clock, actor, ticketId, teamName } = options;
  return db.withTenantRead({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await repository.findTicketToRead(tx, await viewerOf(tx, actor), ticketId);
    if (!ticket) throw new DomainError('ticket_not_found');
    const comments = await repository.listComments(tx, ticket.organizationId, ticket.id);
    // The ticket carries its earliest scheduled appointment: without one, none is upcoming either.
    const upcoming = ticket.appointment ? await repository.listUpcomingAppointments(tx, ticket.organizationId, ticket.id, clock.now()) : [];
    // A ticket that came in by e-mail lists its opening mail's files with that mail.
    const mail = ticket.openingMail;
    const isTeam = isTicketTeam(actor, ticket);
    const attachments = mail ? [] : ticket.openingAttachments;
    const timeZone = resolveTimeZone(ticket.timeZone);
    const upcomingAppointments = upcoming.map((event) => appointmentDtoOf({ ...event, ticketId: ticket.id }, timeZone));
    const dto = ticketDtoOf(ticket);
    // The ticket's appointment with its notes, which the list leaves out: an edit starts from them.
    const appointment = upcomingAppointments.find((candidate) => candidate.id === dto.appointment?.id) ?? dto.appointment;
    return {
      ticket: { ...dto, appointment },
      mail,
      attachments,
      followers: isTeam ? ticket.followers : [],
      copiedAddresses: isTeam ? ticket.copiedAddresses : [],
      history: isTeam ? ticket.history : [],
      // Whether a reply bounced is for the staff, who can reach the customer another way.
      comments: comments
        .filter((comment) => !comment.isInternal || isTicketTeam(actor, ticket))
        .map(({ undelivered, ...comment }) =>
          isStaffRole(actor.role) ? (undelivered ? { ...comment, undelivered } : comment) : asCustomerSees(comment, actor, teamName),
        ),
      upcomingAppointments,
      serviceLevels: isStaffRole(actor.role) ? await listTicketClocks(tx, ticket.organizationId, ticket.id) : [],
    };
  });
}
