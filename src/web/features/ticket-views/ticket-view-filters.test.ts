import { describe, expect, it } from 'vitest';
import { filtersOf } from '../tickets/ticket-list-filters.ts';
import { activeViewOf, listFiltersOfView, viewFiltersOf } from './ticket-view-filters.ts';

const urgentMine = {
  id: 'urgent-mine',
  filters: { status: 'open', priority: 'urgent', tag: '', assignee: 'me', search: '', sort: 'due_soonest', field: [] as string[] },
} as const;
const unassigned = {
  id: 'unassigned',
  filters: { status: 'all', priority: 'all', tag: 'vip', assignee: 'unassigned', search: 'printer', sort: 'newest', field: [] as string[] },
} as const;

describe('applying a saved view', () => {
  it('replaces every filter of the list with the view’s, so the list shows what the view counts', () => {
    const current = filtersOf(new URLSearchParams('search=boiler&tag=hardware&status=resolved'));
    const applied = { ...current, ...listFiltersOfView(urgentMine) };
    expect(applied).toEqual({ search: '', status: 'open', priority: 'urgent', tag: '', assignee: 'me', field: '', sort: 'due_soonest' });
  });

  it('reads back from the address as the view it came from, which is then the current one', () => {
    const params = new URLSearchParams('status=all&priority=all&tag=vip&assignee=unassigned&search=printer');
    const filters = filtersOf(params);
    expect(activeViewOf([urgentMine, unassigned], filters)?.id).toBe('unassigned');
    expect(activeViewOf([urgentMine, unassigned], { ...filters, sort: 'oldest' })).toBeNull();
  });

  it('saves the list’s filters with an empty assignee as anyone’s', () => {
    const filters = filtersOf(new URLSearchParams('status=waiting_customer&assignee=nobody-knows'));
    expect(viewFiltersOf(filters)).toEqual({
      status: 'waiting_customer',
      priority: 'all',
      tag: '',
      search: '',
      sort: 'newest',
      assignee: null,
      field: [],
    });
  });
});
