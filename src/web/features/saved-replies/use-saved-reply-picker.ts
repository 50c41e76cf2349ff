import { useCombobox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { hasActions, matchesSavedReply } from '../../../domain/saved-replies.ts';
import { renderSavedReply, type SavedReply, savedRepliesQuery, useApplySavedReply } from './saved-replies-queries.ts';

/** A "/" this far into a line still opens the picker: past it, the slash is taken as text. */
const QUERY_MAX = 60;
const SHOWN_MAX = 20;

/** A macro inserted in the reply: its changes wait for the reply to be sent. */
export interface PendingMacro {
  id: string;
  name: string;
  actionSummary: string;
}

/** The "/" being typed at the start of the box or of its last line, and what follows it; null without one. */
export function slashQueryOf(content: string): { start: number; query: string } | null {
  const start = content.lastIndexOf('\n') + 1;
  const line = content.slice(start);
  if (!line.startsWith('/') || line.length > QUERY_MAX + 1) return null;
  return { start, query: line.slice(1) };
}

/** Replies whose name matches first, then those whose text does. */
export function matchingReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const matched = replies.filter((reply) => matchesSavedReply(reply, query));
  const byName = matched.filter((reply) => matchesSavedReply({ name: reply.name, body: '' }, query));
  return [...byName, ...matched.filter((reply) => !byName.includes(reply))].slice(0, SHOWN_MAX);
}

/**
 * The saved-reply picker of a reply box: "/" at the start of the box (or of a new line) opens it, the words typed
 * after it filter it, and choosing a reply puts its text, filled in for the ticket by the server, in place of the
 * "/" line. A macro's changes are applied once the reply is sent (`sent` is the last comment the box sent).
 */
export function useSavedReplyPicker(options: {
  ticketId: string;
  content: string;
  edit(value: string): void;
  sent: unknown;
  isEnabled: boolean;
}) {
  const { ticketId, content, edit, sent, isEnabled } = options;
  const replies = useQuery({ ...savedRepliesQuery(), enabled: isEnabled });
  const apply = useApplySavedReply(ticketId);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMacro | null>(null);
  const [isInserting, setIsInserting] = useState(false);

  const slash = isEnabled ? slashQueryOf(content) : null;
  const isOpen = slash !== null && content !== dismissed && !isInserting;
  const matches = slash && replies.data ? matchingReplies(replies.data.savedReplies, slash.query) : [];
  const store = useCombobox({ opened: isOpen, onOpenedChange: (isOpening) => !isOpening && setDismissed(content) });

  // The first match is the one Enter inserts, as the query narrows.
  const query = slash?.query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store is the same object across renders; the query is what moves
  useEffect(() => {
    if (query !== undefined) store.selectFirstOption();
  }, [query, matches.length]);

  // Only a reply sent after the macro was inserted applies it.
  const lastSent = useRef(sent);
  const applyMacro = apply.mutate;
  useEffect(() => {
    if (sent === lastSent.current) return;
    lastSent.current = sent;
    if (!pending) return;
    setPending(null);
    applyMacro(pending.id, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
      onError: (error) => notifications.show({ color: 'red', title: `${pending.name} was not applied`, message: error.message }),
    });
  }, [sent, pending, applyMacro]);

  async function choose(id: string) {
    const reply = replies.data?.savedReplies.find((candidate) => candidate.id === id);
    if (!reply || !slash) return;
    setIsInserting(true);
    try {
      const rendered = await renderSavedReply(id, ticketId);
      edit(content.slice(0, slash.start) + rendered.text);
      setPending(hasActions(rendered.actions) ? { id, name: reply.name, actionSummary: rendered.actionSummary } : null);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Could not insert the saved reply', message: (error as Error).message });
    } finally {
      setIsInserting(false);
      store.focusTarget();
    }
  }

  return {
    store,
    isOpen,
    isEnabled,
    isLoading: replies.isPending,
    loadError: replies.error?.message ?? null,
    query: slash?.query ?? '',
    matches,
    choose,
    pending,
    clearPending: () => setPending(null),
    /** The button's way in: a "/" on a line of its own, then the same picker. */
    open() {
      setDismissed(null);
      edit(content.trim() === '' ? '/' : `${content.replace(/\s+$/, '')}\n/`);
      store.focusTarget();
    },
  };
}

export type SavedReplyPickerState = ReturnType<typeof useSavedReplyPicker>;
