import { describe, expect, it } from 'vitest';
import { commentNotice, commentPreview, escalatedTicketNotice, newTicketNotice, statusNotice } from './ticket-notices.ts';

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
