import { ticketMessages } from '../../../domain/ticket-messages.ts';
import { ApiError } from '../../api/api-error.ts';
import type { StatusFilter, TicketListFilters } from '../tickets/ticket-list-filters.ts';

/** The list filters behind the Total, Open and Resolved cards. */
export type CustomerTicketFilter = Extract<StatusFilter, 'all' | 'open' | 'resolved'>;

/** The ticket list's filters as the customer dashboard sets them: a card and the search, newest first. */
export function customerListFilters(filter: CustomerTicketFilter, search: string): TicketListFilters {
  return { status: filter, search, priority: 'all', tag: '', assignee: '', field: '', sort: 'newest' };
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

/** The server refused the new ticket (by its code), or the request could not be sent at all (by its reason). */
export function newTicketErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return customerTicketMessages.submitFailed(error.message);
  if (error.status === 401) return customerTicketMessages.signedOut;
  if (error.code === 'organization_not_found' || error.code === 'profile_missing') return customerTicketMessages.organizationUnknown;
  if (error.code === 'ticket_subject_description_required') return customerTicketMessages.subjectAndDescription;
  return customerTicketMessages.createFailed;
}

/** Another customer's ticket (404) and a malformed id in the address (400) both read as not found. */
export function isTicketMissing(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
