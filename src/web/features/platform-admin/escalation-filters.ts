import { useSearchParams } from 'react-router';
import { type TicketListFilter, ticketListFilters } from '../../../domain/ticket-list.ts';
import { type Priority, priorities } from '../../../domain/ticket-status.ts';

export type EscalationSort = 'newest' | 'oldest';

export interface EscalationFilters {
  search: string;
  /** A chip (all, new, in_progress, resolved) or a filter (open, high_priority). */
  status: TicketListFilter;
  priority: 'all' | Priority;
  sort: EscalationSort;
}

/** What the address keeps (`?q=&status=&priority=&sort=&ticket=`), so a reload or a shared link opens the same view. */
export interface EscalationView extends EscalationFilters {
  /** The ticket open in the detail pane. */
  ticketId: string | null;
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

export function escalationViewOf(params: URLSearchParams): EscalationView {
  return {
    search: params.get('q')?.trim() ?? '',
    status: pick(params.get('status'), ticketListFilters, 'all'),
    priority: pick(params.get('priority'), ['all', ...priorities], 'all'),
    sort: pick(params.get('sort'), ['newest', 'oldest'], 'newest'),
    ticketId: params.get('ticket'),
  };
}

const parameters: Record<keyof EscalationView, { name: string; fallback: string | null }> = {
  search: { name: 'q', fallback: '' },
  status: { name: 'status', fallback: 'all' },
  priority: { name: 'priority', fallback: 'all' },
  sort: { name: 'sort', fallback: 'newest' },
  ticketId: { name: 'ticket', fallback: null },
};

/** The dashboard's view from the address, and a setter that writes changes back, leaving out defaults and keeping other parameters. */
export function useEscalationView(): [EscalationView, (change: Partial<EscalationView>) => void] {
  const [params, setParams] = useSearchParams();
  function change(patch: Partial<EscalationView>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch) as [keyof EscalationView, string | null][]) {
          const { name, fallback } = parameters[key];
          if (value === fallback || value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      // Opening a ticket is a step Back can undo (it closes the pane on a phone); a filter change is not.
      { replace: !('ticketId' in patch) },
    );
  }
  return [escalationViewOf(params), change];
}

/** The filters alone: the list's query does not change when a ticket is opened. */
export function filtersOf({ search, status, priority, sort }: EscalationView): EscalationFilters {
  return { search, status, priority, sort };
}
