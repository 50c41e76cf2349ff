import { describe, expect, it } from 'vitest';
import { normalizeTicketListFilter } from './ticket-list.ts';
import {
  isPlatformSupportStatus,
  isResolvedStatus,
  normalizeTicketStatus,
  statusAfterCustomerComment,
  statusColor,
  ticketStatuses,
  ticketStatusSpellings,
} from './ticket-status.ts';

describe('ticket status', () => {
  it("accepts the specifications' spellings and answers with one", () => {
    expect(normalizeTicketStatus('new')).toBe('open');
    expect(normalizeTicketStatus('in-progress')).toBe('in_progress');
    expect(normalizeTicketStatus('In_Progress')).toBe('in_progress');
    expect(normalizeTicketStatus('waiting-customer')).toBe('waiting_customer');
    expect(normalizeTicketStatus('done')).toBeNull();
  });

  it('groups resolved and closed as resolved', () => {
    expect(
      ['open', 'in_progress', 'waiting_customer', 'waiting_agent', 'resolved', 'closed'].map((s) => isResolvedStatus(s as never)),
    ).toEqual([false, false, false, false, true, true]);
  });

  it('colours open red, in progress yellow, resolved green and closed grey', () => {
    expect([statusColor('open'), statusColor('in_progress'), statusColor('resolved'), statusColor('closed')]).toEqual([
      'red',
      'yellow',
      'green',
      'gray',
    ]);
  });

  it('moves a ticket to in progress on the first customer comment only', () => {
    expect(statusAfterCustomerComment('open', 0)).toBe('in_progress');
    expect(statusAfterCustomerComment('resolved', 0)).toBe('in_progress');
    expect(statusAfterCustomerComment('open', 2)).toBe('open');
  });
});

describe('ticket list filters and platform support statuses', () => {
  it('reads the screens’ filter spellings', () => {
    expect(normalizeTicketListFilter('in-progress')).toBe('in_progress');
    expect(normalizeTicketListFilter('high-priority')).toBe('high_priority');
    expect(normalizeTicketListFilter('new')).toBe('new');
  });

  it('lets platform support set in progress, resolved or closed only', () => {
    expect(ticketStatuses.filter(isPlatformSupportStatus)).toEqual(['in_progress', 'resolved', 'closed']);
    expect(ticketStatusSpellings.map((spelling) => normalizeTicketStatus(spelling))).not.toContain(null);
  });
});
