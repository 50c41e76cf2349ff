import { describe, expect, it } from 'vitest';
import { dueLabel, formatCountdown, matchPolicy, raisedPriority, slaStateOf } from './service-levels.ts';

const at = (iso: string) => new Date(iso);

describe('service-level policies', () => {
  const policy = (name: string, match: Partial<Parameters<typeof matchPolicy>[0][number]['match']>) => ({
    name,
    match: { priorities: [], customerIds: [], companies: [], channels: [], ...match },
  });
  const ticket = { priority: 'high', customerId: 'c1', company: 'Globex Corp', channel: 'email' } as const;

  it('applies the first policy whose every condition the ticket meets', () => {
    const policies = [
      policy('Urgent by phone', { priorities: ['urgent'] }),
      policy('Globex mail', { companies: [' globex corp '], channels: ['email'] }),
      policy('Everything', {}),
    ];
    expect(matchPolicy(policies, ticket)?.name).toBe('Globex mail');
    expect(matchPolicy(policies, { ...ticket, channel: 'portal' })?.name).toBe('Everything');
    expect(matchPolicy(policies.slice(0, 1), ticket)).toBeNull();
    expect(matchPolicy([policy('Named', { customerIds: ['c2'] })], { ...ticket, customerId: null })).toBeNull();
  });

  it('raises a priority one step on a breach, and leaves urgent as it is', () => {
    expect(raisedPriority('medium')).toBe('high');
    expect(raisedPriority('urgent')).toBe('urgent');
  });
});

describe('where a ticket stands against its target', () => {
  const running = { runningSince: at('2026-03-02T15:00:00Z'), stoppedAt: null, breachedAt: null };
  const times = { dueAt: at('2026-03-02T16:00:00Z'), warnAt: at('2026-03-02T15:45:00Z') };

  it('is on track, then due soon past the warning, then breached past the due time even before the breach job runs', () => {
    expect(slaStateOf({ ...running, ...times }, at('2026-03-02T15:30:00Z'))).toBe('on_track');
    expect(slaStateOf({ ...running, ...times }, at('2026-03-02T15:50:00Z'))).toBe('warning');
    expect(slaStateOf({ ...running, ...times }, at('2026-03-02T16:00:00Z'))).toBe('breached');
  });

  it('is paused while its clock stands still, met once stopped in time, breached for good once breached', () => {
    expect(slaStateOf({ ...running, runningSince: null, dueAt: null, warnAt: null }, at('2026-03-09T00:00:00Z'))).toBe('paused');
    expect(slaStateOf({ ...running, ...times, stoppedAt: at('2026-03-02T15:59:00Z') }, at('2026-03-09T00:00:00Z'))).toBe('met');
    const breached = { ...running, ...times, breachedAt: times.dueAt, stoppedAt: at('2026-03-02T17:00:00Z') };
    expect(slaStateOf(breached, at('2026-03-09T00:00:00Z'))).toBe('breached');
  });

  it('counts down in the largest units that matter, with seconds in the last ten minutes', () => {
    expect(formatCountdown(((2 * 24 + 3) * 60 + 20) * 60_000)).toBe('2 d 3 h');
    expect(formatCountdown((3 * 60 + 12) * 60_000 + 30_000)).toBe('3 h 12 min');
    expect(formatCountdown(42 * 60_000 + 59_000)).toBe('42 min');
    expect(formatCountdown(4 * 60_000 + 12_000)).toBe('4 min 12 s');
    const now = at('2026-03-02T16:05:00Z');
    expect(dueLabel('first_response', { ...times, isPaused: false, breachedAt: null }, now)).toBe('First response overdue by 5 min');
    expect(dueLabel('resolution', { dueAt: null, isPaused: true, breachedAt: null }, now)).toBe('Resolution paused');
  });
});
