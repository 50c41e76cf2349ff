import { describe, expect, it } from 'vitest';
import { customerDialogFor } from './use-customer-dialog.ts';

describe('the customer dashboard dialog an address opens', () => {
  it.each([
    ['/new-ticket', { kind: 'new-ticket' }],
    ['/tickets/new', { kind: 'new-ticket' }],
    ['/tickets/new/', { kind: 'new-ticket' }],
    ['/tickets/6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f', { kind: 'ticket', ticketId: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f' }],
    ['/profile', { kind: 'profile' }],
    ['/dashboard', null],
  ])('%s', (pathname, dialog) => {
    expect(customerDialogFor(pathname)).toEqual(dialog);
  });
});
