import { describe, expect, it } from 'vitest';
import {
  isWebhookEndpointToDisable,
  nextWebhookAttemptAt,
  webhookEventOfTicketChange,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from './webhooks.ts';

const HOUR = 60 * 60_000;

describe('webhook retries', () => {
  it('waits four times longer after each failure, at most four hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(webhookRetryDelayMs)).toEqual([
      10_000,
      40_000,
      160_000,
      640_000,
      2_560_000,
      10_240_000,
      4 * HOUR,
      4 * HOUR,
    ]);
  });

  it('retries for a day after the first attempt, then gives up', () => {
    const firstAttemptAt = new Date('2026-01-01T00:00:00Z');
    let now = firstAttemptAt;
    let failed = 0;
    for (;;) {
      failed += 1;
      const next = nextWebhookAttemptAt({ firstAttemptAt, failedAttempts: failed, now });
      if (!next) break;
      now = next;
    }
    expect(failed).toBe(12);
    expect(now.getTime() - firstAttemptAt.getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect(now.getTime() - firstAttemptAt.getTime()).toBeGreaterThan(20 * HOUR);
  });

  it('turns an endpoint off after a day of failures only', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(isWebhookEndpointToDisable(null, since)).toBe(false);
    expect(isWebhookEndpointToDisable(since, new Date(since.getTime() + 23 * HOUR))).toBe(false);
    expect(isWebhookEndpointToDisable(since, new Date(since.getTime() + 24 * HOUR))).toBe(true);
  });
});

describe('webhook events and addresses', () => {
  it('names a ticket change as its subscribers know it', () => {
    expect(webhookEventOfTicketChange('status')).toBe('ticket.status_changed');
    expect(webhookEventOfTicketChange('comment')).toBe('ticket.commented');
    expect(webhookEventOfTicketChange('assignment')).toBe('ticket.assigned');
    expect(webhookEventOfTicketChange('sla_warning')).toBe('ticket.sla_warning');
    expect(webhookEventOfTicketChange('sla_breached')).toBe('ticket.sla_breached');
    expect(webhookEventOfTicketChange('tags')).toBe('ticket.updated');
  });

  it('accepts https, and http only where local addresses are allowed', () => {
    expect(webhookUrlProblem('https://example.com/hooks', { isLocalAllowed: false })).toBeNull();
    expect(webhookUrlProblem('http://example.com/hooks', { isLocalAllowed: false })).toMatch(/https/);
    expect(webhookUrlProblem('http://127.0.0.1:4000/hooks', { isLocalAllowed: true })).toBeNull();
    expect(webhookUrlProblem('not a url', { isLocalAllowed: true })).toMatch(/full address/);
    expect(webhookUrlProblem('https://user:pw@example.com/', { isLocalAllowed: false })).toMatch(/password/);
  });
});
