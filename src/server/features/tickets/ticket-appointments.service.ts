import { DomainError } from '../../../domain/errors.ts';
import { ticketLimits } from '../../../domain/ticket-limits.ts';
import { CLOCK_TIME_PATTERN, instantOfLocal, isCalendarDate, localDateOf } from '../../../domain/zoned-time.ts';
import type { Tx } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { publishEvents } from '../../realtime/publish-event.ts';
import { findOrganizationTimeZone } from '../datetime-settings/datetime-settings.repository.ts';
import type { TicketRecord } from './tickets.repository.ts';
import * as repository from './tickets.repository.ts';
import type { AppointmentDto, AppointmentInput } from './tickets.schemas.ts';
import { appointmentDtoOf, type Services, ticketEvents, ticketForStaffChange } from './tickets.shared.ts';

const appointmentReference = (ticketNumber: string) => `Appointment for ticket ${ticketNumber}`;

/** An appointment's description: the ticket it is for (decision 141), then the notes written with it. */
function appointmentDescriptionOf(ticketNumber: string, notes: string): string {
  return notes ? `${appointmentReference(ticketNumber)}\n\n${notes}` : appointmentReference(ticketNumber);
}

function validAppointment(input: AppointmentInput): AppointmentInput {
  const date = input.date.trim();
  const time = input.time.trim();
  const title = input.title.trim();
  if (!date || !time || !title) throw new DomainError('appointment_fields_required');
  if (!isCalendarDate(date)) throw new DomainError('validation_failed', 'date: use YYYY-MM-DD', { field: 'date' });
  if (!CLOCK_TIME_PATTERN.test(time)) throw new DomainError('validation_failed', 'time: use HH:mm', { field: 'time' });
  return { date, time, title, description: input.description?.trim(), durationMinutes: input.durationMinutes };
}

/** The appointment's times in the organization's time zone, refused before today there. */
async function appointmentTimes(tx: Tx, organizationId: string, input: AppointmentInput, now: Date) {
  const timeZone = await findOrganizationTimeZone(tx, organizationId);
  if (input.date < localDateOf(now, timeZone)) throw new DomainError('appointment_date_past', undefined, { field: 'date' });
  const startTime = instantOfLocal(input.date, input.time, timeZone);
  const endTime = input.durationMinutes === undefined ? null : new Date(startTime.getTime() + input.durationMinutes * 60_000);
  return { timeZone, startTime, endTime };
}

async function publishAppointmentEvents(
  tx: Tx,
  ticket: TicketRecord,
  eventId: string,
  type: 'calendar_event.created' | 'calendar_event.updated',
) {
  const customerUserId = ticket.customerId
    ? ((await repository.findCustomer(tx, ticket.organizationId, ticket.customerId))?.userId ?? null)
    : null;
  await publishEvents(tx, [
    ...ticketEvents({ ...ticket, customerUserId }, 'ticket.updated', { ticketId: ticket.id, status: ticket.status, change: 'appointment' }),
    { organizationId: ticket.organizationId, type, payload: { eventId, ticketId: ticket.id } },
  ]);
}

/** A calendar event of type ticket_appointment for the ticket, at a local date and time, an hour long unless chosen. */
export function scheduleAppointment(
  options: Services & { actor: ActingMember; ticketId: string; input: AppointmentInput },
): Promise<AppointmentDto> {
  const { db, clock, actor, ticketId } = options;
  const input = validAppointment(options.input);
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await ticketForStaffChange(tx, actor, ticketId);
    const now = clock.now();
    const { timeZone, startTime, endTime } = await appointmentTimes(tx, actor.organizationId, input, now);
    // The event finds its ticket by ticket_id: the text names the ticket as people know it (decision 141).
    const event = await repository.insertAppointment(tx, {
      organizationId: actor.organizationId,
      ticketId,
      title: input.title,
      description: appointmentDescriptionOf(ticket.ticketNumber, input.description ?? ''),
      startTime,
      endTime: endTime ?? new Date(startTime.getTime() + ticketLimits.appointmentMinutesDefault * 60_000),
      createdBy: actor.userId,
      now,
    });
    await publishAppointmentEvents(tx, ticket, event.id, 'calendar_event.created');
    return appointmentDtoOf({ ...event, ticketId }, timeZone);
  });
}

/** Moves, renames or resizes a ticket's appointment, and replaces its notes. */
export function rescheduleAppointment(
  options: Services & { actor: ActingMember; ticketId: string; eventId: string; input: AppointmentInput },
): Promise<AppointmentDto> {
  const { db, clock, actor, ticketId, eventId } = options;
  const input = validAppointment(options.input);
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await ticketForStaffChange(tx, actor, ticketId);
    const now = clock.now();
    const { timeZone, startTime, endTime } = await appointmentTimes(tx, actor.organizationId, input, now);
    const event = await repository.updateAppointment(tx, {
      organizationId: actor.organizationId,
      ticketId,
      eventId,
      title: input.title,
      ...(input.description === undefined ? {} : { description: appointmentDescriptionOf(ticket.ticketNumber, input.description) }),
      startTime,
      endTime,
      now,
    });
    if (!event) throw new DomainError('appointment_not_found');
    await publishAppointmentEvents(tx, ticket, event.id, 'calendar_event.updated');
    return appointmentDtoOf({ ...event, ticketId }, timeZone);
  });
}
