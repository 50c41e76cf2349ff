import { describe, expect, it } from 'vitest';
import { requiredSinceAfter, secondFactorSetupDueAt, type TwoFactorPolicy } from './two-factor-policy.ts';

const since = new Date('2026-11-01T09:00:00Z');
const staffPolicy: TwoFactorPolicy = { requiredFor: 'staff', graceDays: 7, requiredSince: since };

describe('when a person must have an authenticator app', () => {
  it('gives people already there the grace period from when the requirement began', () => {
    expect(secondFactorSetupDueAt(staffPolicy, 'agent', new Date('2025-01-01T00:00:00Z'))).toEqual(new Date('2026-11-08T09:00:00Z'));
  });

  it('gives someone who joins later the whole grace period from their joining', () => {
    expect(secondFactorSetupDueAt(staffPolicy, 'org_admin', new Date('2026-11-20T12:00:00Z'))).toEqual(new Date('2026-11-27T12:00:00Z'));
  });

  it('leaves out the roles the requirement does not cover, and everyone when nobody is required', () => {
    expect(secondFactorSetupDueAt(staffPolicy, 'user', since)).toBeNull();
    expect(secondFactorSetupDueAt({ requiredFor: 'org_admins', graceDays: 0, requiredSince: since }, 'agent', since)).toBeNull();
    expect(secondFactorSetupDueAt({ requiredFor: 'nobody', graceDays: 7, requiredSince: null }, 'org_admin', since)).toBeNull();
    expect(secondFactorSetupDueAt(null, 'agent', since)).toBeNull();
  });

  it('covers customers only when everyone is required', () => {
    expect(secondFactorSetupDueAt({ requiredFor: 'everyone', graceDays: 0, requiredSince: since }, 'user', since)).toEqual(since);
  });

  it('requires it of super admins from the start, whatever their organization says', () => {
    const joined = new Date('2026-10-01T00:00:00Z');
    expect(secondFactorSetupDueAt(null, 'super_admin', joined)).toEqual(joined);
  });
});

describe('when a requirement changes', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('starts a wider requirement now, so those it newly covers get the whole grace period', () => {
    expect(requiredSinceAfter({ requiredFor: 'org_admins', graceDays: 7, requiredSince: since }, 'staff', now)).toEqual(now);
    expect(requiredSinceAfter({ requiredFor: 'nobody', graceDays: 7, requiredSince: null }, 'org_admins', now)).toEqual(now);
  });

  it('keeps the start of a narrower requirement or of a new grace period', () => {
    expect(requiredSinceAfter(staffPolicy, 'org_admins', now)).toEqual(since);
    expect(requiredSinceAfter(staffPolicy, 'staff', now)).toEqual(since);
  });

  it('ends it when nobody is required', () => {
    expect(requiredSinceAfter(staffPolicy, 'nobody', now)).toBeNull();
  });
});
