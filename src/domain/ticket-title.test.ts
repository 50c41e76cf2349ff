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
    expect(cleanTicketTitle('#TKT-1042: Badge reader')).toBe('Badge reader');
    expect(cleanTicketTitle('TICKET 1042: Badge reader')).toBe('Badge reader');
    expect(cleanTicketTitle('ESC-1000 - Lights out')).toBe('Lights out');
  });

  it('keeps words of the subject that only look like a company or a number', () => {
    expect(cleanTicketTitle('USB-3 hub not detected')).toBe('USB-3 hub not detected');
    expect(cleanTicketTitle('Cisco - VPN client keeps crashing')).toBe('Cisco - VPN client keeps crashing');
    expect(cleanTicketTitle('Cannot print - from my laptop')).toBe('Cannot print - from my laptop');
    expect(cleanTicketTitle('[Urgent] Mail server down')).toBe('[Urgent] Mail server down');
    expect(cleanTicketTitle('Router reboots (Cisco)')).toBe('Router reboots (Cisco)');
    expect(cleanTicketTitle('VPN slow - from London office')).toBe('VPN slow - from London office');
    expect(cleanTicketTitle('Data migration - from Exchange to Office 365')).toBe('Data migration - from Exchange to Office 365');
    expect(cleanTicketTitle('Add new company: Globex')).toBe('Add new company: Globex');
    expect(cleanTicketTitle('Question about Acme Corp: pricing')).toBe('Question about Acme Corp: pricing');
    expect(cleanTicketTitle('HP-4250 - paper jam')).toBe('HP-4250 - paper jam');
    expect(cleanTicketTitle('COVID-19: remote access')).toBe('COVID-19: remote access');
    expect(cleanTicketTitle('[High Priority] Server down')).toBe('[High Priority] Server down');
    expect(cleanTicketTitle('[Urgent!] Server down')).toBe('[Urgent!] Server down');
    expect(cleanTicketTitle('[Windows 11] Start menu frozen')).toBe('[Windows 11] Start menu frozen');
  });

  it('keeps the original when too little is left, and names an empty title Untitled', () => {
    expect(cleanTicketTitle('[ESCALATED] Hi')).toBe('[ESCALATED] Hi');
    expect(cleanTicketTitle('   ')).toBe('Untitled');
    expect(cleanTicketTitle(null)).toBe('Untitled');
    expect(cleanTicketTitle('Plain title')).toBe('Plain title');
  });
});
