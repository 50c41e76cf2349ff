import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketMessages } from '../../../domain/ticket-messages.ts';
import type { Priority } from '../../../domain/ticket-status.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type TicketPage = paths['/api/tickets']['get']['responses'][200]['content']['application/json'];
export type CustomerTicket = TicketPage['items'][number];
export type TicketSummary = paths['/api/tickets/summary']['get']['responses'][200]['content']['application/json'];
export type TicketDetail = paths['/api/tickets/{id}']['get']['responses'][200]['content']['application/json'];
export type TicketComment = TicketDetail['comments'][number];

/** The list filters behind the Total, Open and Resolved cards. */
export type CustomerTicketFilter = 'all' | 'open' | 'resolved';

export interface NewTicketInput {
  subject: string;
  description: string;
  priority: Priority;
}

/** What the customer screens say when a ticket or a comment cannot be sent (platform.md section 8). */
export const customerTicketMessages = {
  signedOut: 'You must be logged in to submit a ticket.',
  organizationUnknown: ticketMessages.customerOrganizationUnknown,
  subjectAndDescription: ticketMessages.subjectAndDescription,
  createFailed: 'Error creating ticket. Please try again.',
  submitFailed: (reason: string) => `Error submitting ticket: ${reason}`,
  commentFailed: 'Failed to submit comment. Please try again.',
} as const;

const PAGE_SIZE = 20;

/** Every key starts with the signed-in user, so another account in the same tab never sees these answers. */
export const customerTicketKeys = {
  all: (userId: string) => ['customer-tickets', userId] as const,
  list: (userId: string, filter: CustomerTicketFilter, search: string) =>
    [...customerTicketKeys.all(userId), 'list', { filter, search }] as const,
  summary: (userId: string) => [...customerTicketKeys.all(userId), 'summary'] as const,
  detail: (userId: string, ticketId: string) => [...customerTicketKeys.all(userId), 'detail', ticketId] as const,
};

/** The customer's own tickets, newest first, one keyset page at a time; filtered and searched by the server. */
export function customerTicketsQuery(userId: string, filter: CustomerTicketFilter, search: string) {
  return infiniteQueryOptions({
    queryKey: customerTicketKeys.list(userId, filter, search),
    queryFn: async ({ pageParam }): Promise<TicketPage> => {
      const query = { status: filter, limit: PAGE_SIZE, ...(search ? { search } : {}), ...(pageParam ? { cursor: pageParam } : {}) };
      const { data, response } = await api.GET('/api/tickets', { params: { query } });
      if (!data) throw new Error(`Could not load your tickets (HTTP ${response.status}).`);
      return data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Coming back to the window refreshes the tickets, however recently they were read.
    refetchOnWindowFocus: 'always',
  });
}

export function ticketSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: customerTicketKeys.summary(userId),
    queryFn: async (): Promise<TicketSummary> => {
      const { data, response } = await api.GET('/api/tickets/summary');
      if (!data) throw new Error(`Could not load your ticket counts (HTTP ${response.status}).`);
      return data;
    },
    refetchOnWindowFocus: 'always',
  });
}

/** Why a ticket could not be shown: not found (or not the customer's) is final, anything else may pass. */
export class TicketLoadError extends Error {
  readonly isNotFound: boolean;

  constructor(status: number) {
    // A malformed id in the address (400) is as absent as another customer's ticket (404).
    const isNotFound = status === 404 || status === 400;
    super(isNotFound ? ticketMessages.ticketNotFound : `Could not load this ticket (HTTP ${status}).`);
    this.isNotFound = isNotFound;
  }
}

export function ticketDetailQuery(userId: string, ticketId: string) {
  return queryOptions({
    queryKey: customerTicketKeys.detail(userId, ticketId),
    queryFn: async (): Promise<TicketDetail> => {
      const { data, response } = await api.GET('/api/tickets/{id}', { params: { path: { id: ticketId } } });
      if (!data) throw new TicketLoadError(response.status);
      return data;
    },
    retry: (failures, error) => !(error instanceof TicketLoadError && error.isNotFound) && failures < 1,
  });
}

function newTicketErrorMessage(status: number, code: string | undefined): string {
  if (status === 401) return customerTicketMessages.signedOut;
  if (code === 'organization_not_found' || code === 'profile_missing') return customerTicketMessages.organizationUnknown;
  if (code === 'ticket_subject_description_required') return customerTicketMessages.subjectAndDescription;
  return customerTicketMessages.createFailed;
}

export function useCreateTicket(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewTicketInput): Promise<CustomerTicket> => {
      const answer = await api.POST('/api/tickets', { body: input }).catch((error: unknown) => {
        throw new Error(customerTicketMessages.submitFailed(error instanceof Error ? error.message : String(error)));
      });
      if (answer.data) return answer.data;
      const code = (answer.error as { code?: string } | undefined)?.code;
      throw new Error(newTicketErrorMessage(answer.response.status, code));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerTicketKeys.all(userId) }),
  });
}

export function useAddComment(userId: string, ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string): Promise<TicketComment> => {
      const { data } = await api.POST('/api/tickets/{id}/comments', { params: { path: { id: ticketId } }, body: { content } });
      if (!data) throw new Error(customerTicketMessages.commentFailed);
      return data;
    },
    // The first comment may have moved the ticket to In Progress: the detail, the list and the counts follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerTicketKeys.all(userId) }),
  });
}
