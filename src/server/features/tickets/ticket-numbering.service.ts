import { randomInt } from 'node:crypto';
import { DomainError } from '../../../domain/errors.ts';
import {
  formatTicketNumber,
  type NumberingSettings,
  nextSequence,
  numberingProblemOf,
  numberingSettingsSchema,
  PLATFORM_TICKET_PREFIX,
  periodKeyOf,
  uuidTicketNumber,
} from '../../../domain/ticket-numbering.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import * as repository from './ticket-numbering.repository.ts';

export interface TicketNumbering {
  settings: NumberingSettings;
  /** The number the next ticket will get (a sample for the uuid scheme). */
  preview: string;
}

/** The organization's numbering settings; a new ticket reads them before its transaction takes any lock. */
export async function readNumberingSettings(tx: Tx, organizationId: string): Promise<NumberingSettings> {
  const { saved, isPlatform } = await repository.findNumberingSettings(tx, organizationId);
  // Escalations are the platform organization's tickets and show in the tenant's list beside its own.
  const defaults = isPlatform ? { prefix: PLATFORM_TICKET_PREFIX } : {};
  const parsed = numberingSettingsSchema.safeParse({ ...defaults, ...(saved as object) });
  return parsed.success ? parsed.data : numberingSettingsSchema.parse(defaults);
}

/**
 * Takes and formats the next ticket number of an organization, inside the ticket's transaction: the counter's
 * row stays locked until the transaction ends, so take it as late as possible.
 */
export async function takeTicketNumber(options: {
  tx: Tx;
  organizationId: string;
  settings: NumberingSettings;
  now: Date;
}): Promise<string> {
  const { tx, organizationId, settings, now } = options;
  if (settings.numbering_scheme === 'uuid') return uuidTicketNumber(randomInt);
  const periodKey = periodKeyOf(settings.reset_period, now);
  const sequence = await repository.allocateSequence(tx, organizationId, periodKey, settings.starting_number, now);
  return formatTicketNumber(settings, sequence, now);
}

async function previewOf(tx: Tx, organizationId: string, settings: NumberingSettings, now: Date): Promise<string> {
  if (settings.numbering_scheme === 'uuid') return uuidTicketNumber(randomInt);
  const last = await repository.findLastSequence(tx, organizationId, periodKeyOf(settings.reset_period, now));
  return formatTicketNumber(settings, nextSequence(settings, last), now);
}

export function getTicketNumbering({
  db,
  clock,
  organizationId,
}: {
  db: Database;
  clock: Clock;
  organizationId: string;
}): Promise<TicketNumbering> {
  return db.withTenant({ organizationId }, async (tx) => {
    const settings = await readNumberingSettings(tx, organizationId);
    return { settings, preview: await previewOf(tx, organizationId, settings, clock.now()) };
  });
}

/** Saves the numbering scheme; refused when it would hand out a number twice. Open settings screens hear of it. */
export function updateTicketNumbering(options: {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
  input: NumberingSettings;
}): Promise<TicketNumbering> {
  const { db, clock, organizationId, actor, input } = options;
  const problem = numberingProblemOf(input);
  if (problem) throw new DomainError('ticket_numbering_invalid', problem, { field: 'custom_format' });
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const before = await readNumberingSettings(tx, organizationId);
    await repository.saveNumberingSettings(tx, organizationId, input, now);
    await recordSettingsChange(tx, { organizationId, actor, settings: 'ticket_numbering', before, after: input });
    const numbering = { settings: input, preview: await previewOf(tx, organizationId, input, now) };
    await publishEvent(tx, { organizationId, type: 'settings.updated', payload: { group: 'ticket_numbering', settings: input } });
    return numbering;
  });
}
