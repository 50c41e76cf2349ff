import { describe, expect, it } from 'vitest';
import { cleanTicketTitle } from './ticket-title.ts';

describe('cleanTicketTitle', () => {
  it('strips escalation, company and ticket-number prefixes and suffixes', () => {
    expect(cleanTicketTitle('[ESCALATED] Printer jam')).toBe('Printer jam');
    expect(cleanTicketTitle('Escalation: VPN down (escalated)')).toBe('VPN down');
    expect(cleanTicketTitle('TKT-1042: Broken badge reader')).toBe('Broken badge reader');
    expect(cleanTicketTitle('[Acme Corp] Server room too hot')).toBe('Server room too hot');
    expect(cleanTicketTitle('Acme Corp: Laptop for new hire')).toBe('Laptop for new hire');
    expect(cleanTicketTitle('Email outage - from Globex Inc')).toBe('Email outage');
    expect(cleanTicketTitle('[ESCALATED] TKT-1001: [Acme] Lights out')).toBe('Lights out');
  });

  it('keeps the original when too little is left, and names an empty title Untitled', () => {
    expect(cleanTicketTitle('[ESCALATED] Hi')).toBe('[ESCALATED] Hi');
    expect(cleanTicketTitle('   ')).toBe('Untitled');
    expect(cleanTicketTitle(null)).toBe('Untitled');
    expect(cleanTicketTitle('Plain title')).toBe('Plain title');
  });
});
