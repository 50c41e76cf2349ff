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
    expect(cleanTicketTitle('[TKT-1042] Badge reader')).toBe('Badge reader');
    expect(cleanTicketTitle('Projector flickers (Initech LLC)')).toBe('Projector flickers');
  });

  it('keeps words of the subject that only look like a company or a number', () => {
    expect(cleanTicketTitle('USB-3 hub not detected')).toBe('USB-3 hub not detected');
    expect(cleanTicketTitle('Cisco - VPN client keeps crashing')).toBe('Cisco - VPN client keeps crashing');
    expect(cleanTicketTitle('Cannot print - from my laptop')).toBe('Cannot print - from my laptop');
    expect(cleanTicketTitle('[Urgent] Mail server down')).toBe('[Urgent] Mail server down');
    expect(cleanTicketTitle('Router reboots (Cisco)')).toBe('Router reboots (Cisco)');
  });

  it('keeps the original when too little is left, and names an empty title Untitled', () => {
    expect(cleanTicketTitle('[ESCALATED] Hi')).toBe('[ESCALATED] Hi');
    expect(cleanTicketTitle('   ')).toBe('Untitled');
    expect(cleanTicketTitle(null)).toBe('Untitled');
    expect(cleanTicketTitle('Plain title')).toBe('Plain title');
  });
});
