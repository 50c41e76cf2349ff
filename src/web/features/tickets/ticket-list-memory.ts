import { filtersOf, searchOfFilters, type TicketListFilters } from './ticket-list-filters.ts';

export const TICKET_LIST_PATH = '/tickets';

/** Whose list it is: one person's, in one organization, so another sign-in in the same tab starts afresh. */
export interface TicketListOwner {
  organizationId: string;
  userId: string;
}

const keyOf = ({ organizationId, userId }: TicketListOwner) => `tandem.ticket-list.${organizationId}.${userId}`;

/** Kept for the tab's session only: the filters someone works with now, not a setting for tomorrow. */
export function rememberTicketList(owner: TicketListOwner, filters: TicketListFilters): void {
  try {
    window.sessionStorage.setItem(keyOf(owner), searchOfFilters(filters));
  } catch {
    // Storage refused (private mode, quota): the way back is then the unfiltered list.
  }
}

/** The list as it was last shown in this tab, read back through the filters so a stale or edited value is harmless. */
export function rememberedTicketList(owner: TicketListOwner): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(keyOf(owner));
  } catch {
    stored = null;
  }
  const search = stored ? searchOfFilters(filtersOf(new URLSearchParams(stored))) : '';
  return search ? `${TICKET_LIST_PATH}?${search}` : TICKET_LIST_PATH;
}
