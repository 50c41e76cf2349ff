import { acmeOrganization, testAccount } from '../../test/account-fixture.ts';
import type { Account } from '../account/use-account.ts';
import type { CustomerTicket, TicketComment, TicketDetail, TicketSummary } from './customer-portal-queries.ts';

/** The test session's user (renderApp's testUser) as a customer of Acme. */
export const customerAccount: Account = testAccount({
  user: { id: '00000000-0000-4000-8000-000000000001', email: 'casey@northwind.test', name: 'Casey Customer' },
  profile: { role: 'user', organizationId: acmeOrganization.id, name: 'Casey Customer', hasOnboarded: true, approvalStatus: 'approved' },
});

export const customerId = customerAccount.user.id;

export function ticketOf(overrides: Partial<CustomerTicket> = {}): CustomerTicket {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    ticketNumber: 'TKT-1001',
    title: 'VPN disconnects every hour',
    displayTitle: 'VPN disconnects every hour',
    description: 'Remote staff lose the VPN connection roughly every 60 minutes.',
    status: 'open',
    priority: 'high',
    customerId: '20000000-0000-4000-8000-000000000001',
    customerName: 'Casey Customer',
    createdBy: customerId,
    assignedTo: null,
    isEscalation: false,
    originOrganizationId: null,
    originOrganizationName: null,
    originTicketId: null,
    commentCount: 0,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    updatedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    appointment: null,
    ...overrides,
  };
}

export function commentOf(overrides: Partial<TicketComment> = {}): TicketComment {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    ticketId: ticketOf().id,
    userId: '40000000-0000-4000-8000-000000000001',
    userName: 'Andy Agent',
    userEmail: 'andy@acme.test',
    content: 'We are checking the gateway logs.',
    isPlatformSupport: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function detailOf(ticket: CustomerTicket, comments: TicketComment[] = []): TicketDetail {
  return { ticket: { ...ticket, commentCount: comments.length }, comments };
}

export const summaryOf = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  total: 3,
  open: 2,
  inProgress: 1,
  resolved: 1,
  highPriority: 1,
  highOrUrgent: 2,
  ...overrides,
});
