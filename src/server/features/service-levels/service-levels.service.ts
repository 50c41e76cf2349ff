import Holidays from 'date-holidays';
import { DomainError } from '../../../domain/errors.ts';
import {
  SLA_CALENDARS_MAX,
  SLA_POLICIES_MAX,
  type SlaCalendarInput,
  type SlaPolicyInput,
  type SlaSettings,
} from '../../../domain/service-levels.ts';
import type { Clock } from '../../clock.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-worker.ts';
import { type AuditActor, recordSettingsChange } from '../audit-log/audit-log.repository.ts';
import { findMemberIdsWithRoles } from '../members/members.repository.ts';
import type { CalendarRecord, PolicyRecord, RecomputeProgress } from './service-levels.repository.ts';
import * as repository from './service-levels.repository.ts';
import { loadServiceLevelContext, reapplyServiceLevels } from './ticket-clocks.ts';

export const SERVICE_LEVEL_RECOMPUTE_QUEUE = 'service-level-recompute';
/** Open tickets brought under the new terms per transaction. */
const RECOMPUTE_BATCH = 500;

export interface ServiceLevelsView {
  settings: SlaSettings;
  calendars: CalendarRecord[];
  policies: PolicyRecord[];
  /** The last recomputation of the open tickets after a change; null before the first. */
  recompute: RecomputeProgress | null;
}

export function getServiceLevels({ db, organizationId }: { db: Database; organizationId: string }): Promise<ServiceLevelsView> {
  return db.withTenantRead({ organizationId }, async (tx) => ({
    settings: await repository.findSettings(tx, organizationId),
    calendars: await repository.listCalendars(tx, organizationId),
    policies: await repository.listPolicies(tx, organizationId),
    recompute: await repository.findRecompute(tx, organizationId),
  }));
}

/** Open tickets are brought under the changed terms by a job, in batches; its progress shows on the settings. */
async function recomputeOpenTickets(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await repository.saveRecompute(tx, organizationId, {
    total: await repository.countOpenTickets(tx, organizationId),
    done: 0,
    startedAt: now.toISOString(),
    finishedAt: null,
  });
  await enqueueJob(tx, {
    queue: SERVICE_LEVEL_RECOMPUTE_QUEUE,
    payload: { organizationId },
    dedupeKey: `${SERVICE_LEVEL_RECOMPUTE_QUEUE}:${organizationId}`,
  });
}

interface ChangeOptions {
  db: Database;
  clock: Clock;
  organizationId: string;
  actor: AuditActor;
}

/** What a change of the terms was, for the audit log: the part changed, and its fields before and after. */
interface TermsChange {
  detail: string;
  before?: object;
  after?: object;
}

/** One policy, from the organization's few (at most SLA_POLICIES_MAX). */
async function policyOf(tx: Tx, organizationId: string, id: string): Promise<PolicyRecord | null> {
  return (await repository.listPolicies(tx, organizationId)).find((policy) => policy.id === id) ?? null;
}

/** A calendar's or policy's terms as the log shows them: without its bookkeeping. */
function termsOf(record: object): object {
  const { id: _id, organizationId: _organization, createdAt: _created, updatedAt: _updated, ...terms } = record as Record<string, unknown>;
  return terms;
}

/** A change of the terms, then the open tickets' recomputation, and the audit log's entry, in one transaction. */
function changeTerms<Result>(
  options: ChangeOptions,
  change: (tx: Tx, now: Date) => Promise<Result>,
  describe: (result: Result) => TermsChange,
): Promise<Result> {
  const { db, clock, organizationId, actor } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const result = await change(tx, now);
    await recomputeOpenTickets(tx, organizationId, now);
    const { detail, before = {}, after = {} } = describe(result);
    await recordSettingsChange(tx, { organizationId, actor, settings: 'service_levels', detail, before, after });
    return result;
  });
}

export function saveServiceLevelSettings(options: ChangeOptions & { settings: SlaSettings }): Promise<SlaSettings> {
  let before: object = {};
  return changeTerms(
    options,
    async (tx, now) => {
      before = (await repository.findSettings(tx, options.organizationId)) ?? {};
      await repository.saveSettings(tx, options.organizationId, options.settings, now);
      return options.settings;
    },
    (saved) => ({ detail: 'settings', before, after: saved }),
  );
}

export function createCalendar(options: ChangeOptions & { input: SlaCalendarInput }): Promise<CalendarRecord> {
  const { organizationId, input } = options;
  return changeTerms(
    options,
    async (tx, now) => {
      if ((await repository.listCalendars(tx, organizationId)).length >= SLA_CALENDARS_MAX) throw new DomainError('sla_calendar_limit');
      const created = await repository.insertCalendar(tx, { organizationId, ...input, createdAt: now, updatedAt: now });
      if (!created) throw new DomainError('sla_calendar_name_taken', undefined, { field: 'name' });
      return created;
    },
    () => ({ detail: `calendar ${input.name} added`, after: input }),
  );
}

export function updateCalendar(options: ChangeOptions & { id: string; input: SlaCalendarInput }): Promise<CalendarRecord> {
  const { organizationId, id, input } = options;
  let before: object = {};
  return changeTerms(
    options,
    async (tx, now) => {
      const taken = (await repository.listCalendars(tx, organizationId)).some(
        (calendar) => calendar.id !== id && calendar.name.toLowerCase() === input.name.toLowerCase(),
      );
      if (taken) throw new DomainError('sla_calendar_name_taken', undefined, { field: 'name' });
      before = (await repository.findCalendar(tx, organizationId, id)) ?? {};
      const updated = await repository.updateCalendar(tx, organizationId, id, { ...input, updatedAt: now });
      if (!updated) throw new DomainError('sla_calendar_not_found');
      return updated;
    },
    () => ({ detail: `calendar ${input.name}`, before: termsOf(before), after: input }),
  );
}

export function deleteCalendar(options: ChangeOptions & { id: string }): Promise<void> {
  const { db, organizationId, actor, id } = options;
  return db.withTenant({ organizationId }, async (tx) => {
    if (await repository.isCalendarInUse(tx, organizationId, id)) throw new DomainError('sla_calendar_in_use');
    const before = await repository.findCalendar(tx, organizationId, id);
    if (!before || !(await repository.deleteCalendar(tx, organizationId, id))) throw new DomainError('sla_calendar_not_found');
    const detail = `calendar ${before.name} removed`;
    await recordSettingsChange(tx, { organizationId, actor, settings: 'service_levels', detail, before: termsOf(before), after: {} });
  });
}

async function assertPolicyReferences(tx: Tx, organizationId: string, input: SlaPolicyInput): Promise<void> {
  if (input.calendarId && !(await repository.findCalendar(tx, organizationId, input.calendarId))) {
    throw new DomainError('sla_calendar_not_found', undefined, { field: 'calendarId' });
  }
  const reassignTo = input.breachActions.reassignTo;
  if (reassignTo && !(await findMemberIdsWithRoles(tx, organizationId, ['agent', 'org_admin'])).includes(reassignTo)) {
    throw new DomainError('assignee_not_staff', undefined, { field: 'breachActions.reassignTo' });
  }
}

export function createPolicy(options: ChangeOptions & { input: SlaPolicyInput }): Promise<PolicyRecord> {
  const { organizationId, input } = options;
  return changeTerms(
    options,
    async (tx, now) => {
      await assertPolicyReferences(tx, organizationId, input);
      const policies = await repository.listPolicies(tx, organizationId);
      if (policies.length >= SLA_POLICIES_MAX) throw new DomainError('sla_policy_limit');
      const position = Math.max(0, ...policies.map((policy) => policy.position + 1));
      return repository.insertPolicy(tx, { organizationId, ...input, position, createdAt: now, updatedAt: now });
    },
    () => ({ detail: `policy ${input.name} added`, after: input }),
  );
}

export function updatePolicy(options: ChangeOptions & { id: string; input: SlaPolicyInput }): Promise<PolicyRecord> {
  const { organizationId, id, input } = options;
  let before: object = {};
  return changeTerms(
    options,
    async (tx, now) => {
      await assertPolicyReferences(tx, organizationId, input);
      before = (await policyOf(tx, organizationId, id)) ?? {};
      const updated = await repository.updatePolicy(tx, organizationId, id, { ...input, updatedAt: now });
      if (!updated) throw new DomainError('sla_policy_not_found');
      return updated;
    },
    () => ({ detail: `policy ${input.name}`, before: termsOf(before), after: input }),
  );
}

export function deletePolicy(options: ChangeOptions & { id: string }): Promise<void> {
  const { organizationId, id } = options;
  let before: object = {};
  return changeTerms(
    options,
    async (tx) => {
      before = (await policyOf(tx, organizationId, id)) ?? {};
      if (!(await repository.deletePolicy(tx, organizationId, id))) throw new DomainError('sla_policy_not_found');
    },
    () => ({ detail: `policy ${'name' in before ? String(before.name) : id} removed`, before: termsOf(before) }),
  );
}

/** Puts the policies in the given order: the first that matches a ticket applies to it. */
export function reorderPolicies(options: ChangeOptions & { ids: string[] }): Promise<PolicyRecord[]> {
  const { organizationId, ids } = options;
  return changeTerms(
    options,
    async (tx, now) => {
      const policies = await repository.listPolicies(tx, organizationId);
      const known = new Set(policies.map((policy) => policy.id));
      if (ids.length !== policies.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
        throw new DomainError('sla_policy_order_incomplete', undefined, { field: 'ids' });
      }
      for (const [position, id] of ids.entries()) await repository.updatePolicy(tx, organizationId, id, { position, updatedAt: now });
      return repository.listPolicies(tx, organizationId);
    },
    (policies) => ({ detail: 'policy order', after: { order: policies.map((policy) => policy.name) } }),
  );
}

/** A country's public holidays in a year, as closed dates to add to a calendar. */
export function publicHolidays(country: string, year: number): { date: string; name: string }[] | null {
  const holidays = new Holidays();
  if (!holidays.getCountries()[country]) return null;
  holidays.init(country);
  const seen = new Set<string>();
  return holidays
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
    .filter((holiday) => !seen.has(holiday.date) && seen.add(holiday.date));
}

/** The countries whose public holidays can be imported, by code. */
export function holidayCountries(): { code: string; name: string }[] {
  return Object.entries(new Holidays().getCountries('en'))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The recompute queue's handler: brings every open ticket of the organization under its policies as they are now,
 * a batch per transaction, recording how far it has got.
 */
export function createServiceLevelRecomputeHandler({ db, clock }: { db: Database; clock: Clock }): JobHandler {
  return async (payload) => {
    const organizationId = String(payload.organizationId);
    let afterId: string | null = null;
    for (;;) {
      const batch = await db.withTenant({ organizationId }, async (tx) => {
        const now = clock.now();
        const tickets = await repository.listOpenTickets(tx, organizationId, afterId, RECOMPUTE_BATCH);
        const context = await loadServiceLevelContext(tx, organizationId);
        await reapplyServiceLevels(tx, { organizationId, tickets, context, now });
        const progress = await repository.findRecompute(tx, organizationId);
        if (progress) {
          const done = progress.done + tickets.length;
          const isLast = tickets.length < RECOMPUTE_BATCH;
          await repository.saveRecompute(tx, organizationId, { ...progress, done, finishedAt: isLast ? now.toISOString() : null });
        }
        return tickets;
      });
      if (batch.length < RECOMPUTE_BATCH) return;
      afterId = batch.at(-1)?.id ?? null;
    }
  };
}
