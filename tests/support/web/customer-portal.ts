import type { Account } from '../../../src/web/features/account/use-account.ts';
import type { TicketComment } from '../../../src/web/features/tickets/tickets-queries.ts';
import { acmeOrganization, testAccount } from './account-fixture.ts';

/** The test session's user (renderApp's testUser) as a customer of Acme. */
export const customerAccount: Account = testAccount({
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'casey@northwind.test', name: 'Casey Customer' },
  profile: { role: 'user', organizationId: acmeOrganization.id, name: 'Casey Customer', hasOnboarded: true, approvalStatus: 'approved' },
});

export const customerId = customerAccount.user.id;

/** A reply by an agent, five minutes ago, unless told otherwise. */
export function commentOf(ticketId: string, overrides: Partial<TicketComment> = {}): TicketComment {
  return {
    id: crypto.randomUUID(),
    ticketId,
    userId: '40000000-0000-4000-8000-000000000001',
    userName: 'Andy Agent',
    userEmail: 'andy@acme.test',
    content: 'We are checking the gateway logs.',
    isPlatformSupport: false,
    isInternal: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    mail: null,
    attachments: [],
    ...overrides,
  };
}
