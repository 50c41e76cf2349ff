import { useWindowEvent } from '@mantine/hooks';
import type { RefObject } from 'react';

/** Where the list's keys do nothing: typing in a field, a menu or dialog open, a key with a modifier. */
function isTyping(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable || target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  const tag = target.tagName;
  return tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && !['checkbox', 'radio'].includes((target as HTMLInputElement).type));
}

/**
 * The list worked from the keyboard: j and k move to the next and previous ticket (focusing its title, so
 * Enter opens it), x selects the ticket in focus. Rows are the elements with data-ticket-id inside the list.
 */
export function useTicketListKeys(list: RefObject<HTMLElement | null>, onToggle?: (ticketId: string) => void): void {
  useWindowEvent('keydown', (event) => {
    if (!['j', 'k', 'x'].includes(event.key) || isTyping(event) || !list.current) return;
    const rows = [...list.current.querySelectorAll<HTMLElement>('[data-ticket-id]')];
    if (rows.length === 0) return;
    const current = rows.findIndex((row) => row.contains(document.activeElement));
    if (event.key === 'x') {
      const row = rows[current];
      if (!row || !onToggle) return;
      event.preventDefault();
      onToggle(row.dataset.ticketId as string);
      return;
    }
    event.preventDefault();
    const next = event.key === 'j' ? Math.min(current + 1, rows.length - 1) : Math.max(current - 1, 0);
    const link = rows[next]?.querySelector<HTMLElement>('a[href]');
    link?.focus();
    link?.scrollIntoView({ block: 'nearest' });
  });
}
