import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { type SentFile, useChosenFiles } from './attachment-uploads.ts';
import { type NewTicket, type Ticket, ticketKeys } from './tickets-queries.ts';

// Creating tickets and replying, apart from the queries (tickets-queries.ts): the customer portal loads this
// only with the forms that use it.

/** A change to a ticket refreshes it and the lists and counts it moves in. */
export function useTicketMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }) });
}

/**
 * The Idempotency-Key of a submit: the same while the same thing is sent again (a retry after a failure
 * or a lost answer, which the server then answers without creating it twice), a new one once it is edited
 * or has been created.
 */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
      return last.current.key;
    },
    forget() {
      last.current = null;
    },
  };
}

export function useCreateTicket() {
  const idempotency = useIdempotencyKey();
  return useTicketMutation(async (body: NewTicket): Promise<Ticket> => {
    const headers = { 'Idempotency-Key': idempotency.keyFor(body) };
    const ticket = dataOrThrow(await api.POST('/api/tickets', { body, headers }), 'Could not create the ticket.');
    idempotency.forget();
    return ticket;
  });
}

export function useAddComment(ticketId: string) {
  const idempotency = useIdempotencyKey();
  return useTicketMutation(async (body: { content: string; isInternal: boolean; attachments: SentFile[] }) => {
    const headers = { 'Idempotency-Key': idempotency.keyFor({ ticketId, ...body }) };
    const comment = dataOrThrow(
      await api.POST('/api/tickets/{id}/comments', { params: { path: { id: ticketId } }, body, headers }),
      'Could not add the comment.',
    );
    idempotency.forget();
    return comment;
  });
}

/**
 * A reply (or, for the ticket's staff, an internal note) being written, with its files: sent trimmed once the files
 * are uploaded, emptied once the server has it; a failure is shown until the reply is edited or sent again, and the
 * text and files stay for another try.
 */
export function useCommentDraft(ticketId: string) {
  const [content, setContent] = useState('');
  const [isInternal, setInternal] = useState(false);
  const addComment = useAddComment(ticketId);
  const files = useChosenFiles();
  const isBlank = content.trim() === '' && files.sent.length === 0;
  return {
    content,
    isBlank,
    isInternal,
    setInternal,
    files,
    addComment,
    edit(value: string) {
      setContent(value);
      if (addComment.isError) addComment.reset();
    },
    send() {
      if (isBlank || addComment.isPending || files.isUploading) return;
      const sent = content.trim();
      // What was typed while it was on its way stays for the next reply.
      addComment.mutate(
        { content: sent, isInternal, attachments: files.sent },
        {
          onSuccess: () => {
            setContent((current) => (current.trim() === sent ? '' : current));
            files.clear();
          },
        },
      );
    },
  };
}
