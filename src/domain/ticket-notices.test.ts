import { describe, expect, it } from 'vitest';
import {
  bulkAssignedNotice,
  bulkStatusNotice,
  commentNotice,
  commentPreview,
  escalatedTicketNotice,
  newTicketNotice,
  statusNotice,
} from './ticket-notices.ts';

const ticket = { ticketNumber: 'TKT-1001', title: '[ESCALATED] Printer on fire' };

describe('ticket notices', () => {
  it('previews the first 50 characters of a comment', () => {
    expect(commentPreview('  Short reply ')).toBe('Short reply');
    const long = 'x'.repeat(60);
    expect(commentPreview(long)).toBe(`${'x'.repeat(50)}…`);
    expect(commentNotice(ticket, 'Ada', long)).toMatchObject({ type: 'comment_added', message: `${'x'.repeat(50)}…` });
  });

  it('names the ticket with its cleaned title', () => {
    expect(newTicketNotice({ ...ticket, customerName: 'Bob' })).toEqual({
      type: 'new_ticket',
      title: 'New ticket',
      message: 'TKT-1001: Printer on fire from Bob',
      category: 'new_tickets',
    });
    expect(escalatedTicketNotice(ticket, 'Acme')).toMatchObject({
      type: 'escalated_ticket',
      message: 'Acme escalated TKT-1001: Printer on fire',
    });
  });

  it("gives platform support's in-progress notice and its resolved or closed notice", () => {
    expect(statusNotice(ticket, 'in_progress', true).title).toBe('Platform support is working on your ticket');
    expect(statusNotice(ticket, 'resolved', true).title).toBe('Escalated ticket resolved');
    expect(statusNotice(ticket, 'closed', true).message).toBe('TKT-1001: Printer on fire was marked Closed by platform support');
    expect(statusNotice(ticket, 'resolved', false)).toMatchObject({ title: 'Ticket Resolved', category: 'ticket_status_changes' });
  });
});

describe('bulk change notices', () => {
  const many = (count: number) => ({
    listed: Array.from({ length: Math.min(count, 10) }, (_, index) => ({ ticketNumber: `TKT-${1000 + index}`, title: `Job ${index}` })),
    count,
  });

  it('lists the tickets of a bulk assignment in one notice, the first ten then how many more, and names their numbers in the subject', () => {
    const notice = bulkAssignedNotice(many(60), 'Ada Admin');
    expect(notice).toMatchObject({ type: 'ticket_assigned', title: '60 tickets assigned to you', category: null });
    expect(notice.message.split('\n')).toEqual([
      'Ada Admin assigned you:',
      ...Array.from({ length: 10 }, (_, index) => `TKT-${1000 + index}: Job ${index}`),
      'and 50 more',
    ]);
    expect(notice.mailSubject).toBe('60 tickets assigned to you: TKT-1000, TKT-1001, TKT-1002 and 57 more');
  });

  it('tells a customer of their tickets’ new status, the one ticket as a change of one would', () => {
    const three = bulkStatusNotice(many(3), 'closed');
    expect(three).toMatchObject({ title: '3 tickets Closed', message: 'Now Closed:\nTKT-1000: Job 0\nTKT-1001: Job 1\nTKT-1002: Job 2' });
    expect(three.mailSubject).toBe('3 tickets Closed: TKT-1000, TKT-1001, TKT-1002');
    const one = bulkStatusNotice({ listed: [ticket], count: 1 }, 'closed');
    expect(one).toMatchObject({ ...statusNotice(ticket, 'closed', false), mailSubject: 'Ticket Closed: [TKT-1001] Printer on fire' });
  });
});
