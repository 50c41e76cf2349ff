import { queryOptions } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { Assignee, CustomerChoice } from './tickets-queries.ts';

// The team and the customers that staff forms pick from (tickets, work orders, service-level policies), apart from
// the ticket queries so that a form using them alone does not bring those in.

/** Keys name the signed-in user, so another account signing in on the same tab never sees these answers; under ticketKeys.all. */
export const pickerKeys = {
  customerOptions: (userId: string, search: string) => ['tickets', 'customer-options', userId, search] as const,
  assignees: (userId: string) => ['tickets', 'assignees', userId] as const,
};

/** The staff a ticket can be given to, for an org admin's assignee picker. */
export function assigneesQuery(userId: string) {
  return queryOptions({
    queryKey: pickerKeys.assignees(userId),
    queryFn: async ({ signal }): Promise<Assignee[]> =>
      dataOrThrow(await api.GET('/api/tickets/assignees', { signal }), 'Could not load the team.').items,
    staleTime: 60_000,
  });
}

/** The new-ticket form's customer dropdown: the organization's customers whose name, company or e-mail contains the text. */
export function customerOptionsQuery(userId: string, search: string) {
  return queryOptions({
    queryKey: pickerKeys.customerOptions(userId, search),
    queryFn: async ({ signal }): Promise<CustomerChoice[]> =>
      dataOrThrow(await api.GET('/api/tickets/customer-options', { params: { query: { search } }, signal }), 'Could not load customers.'),
    staleTime: 60_000,
  });
}
