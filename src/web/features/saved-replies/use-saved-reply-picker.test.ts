import { describe, expect, it } from 'vitest';
import type { SavedReply } from './saved-replies-queries.ts';
import { matchingReplies, slashQueryOf } from './use-saved-reply-picker.ts';

const reply = (name: string, body: string): SavedReply => ({
  id: name,
  name,
  body,
  scope: 'shared',
  actions: { status: null, priority: null, assigneeId: null },
  actionSummary: '',
  canEdit: true,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});

describe('the saved-reply picker', () => {
  it('opens on a "/" at the start of the box or of its last line, with what follows it as the query', () => {
    expect(slashQueryOf('/')).toEqual({ start: 0, query: '' });
    expect(slashQueryOf('/gree')).toEqual({ start: 0, query: 'gree' });
    expect(slashQueryOf('Hello,\n/thanks for')).toEqual({ start: 7, query: 'thanks for' });
    expect(slashQueryOf('')).toBeNull();
    expect(slashQueryOf('and/or')).toBeNull();
    expect(slashQueryOf('/greeting\nmore text')).toBeNull();
    expect(slashQueryOf(`/${'x'.repeat(61)}`)).toBeNull();
  });

  it('lists the replies whose name matches every word first, then those whose text does', () => {
    const replies = [
      reply('Refund issued', 'We sent the money back'),
      reply('Greeting', 'Hello, thanks for writing'),
      reply('Thanks', 'Cheers'),
    ];
    expect(matchingReplies(replies, '').map((item) => item.name)).toEqual(['Refund issued', 'Greeting', 'Thanks']);
    expect(matchingReplies(replies, 'thanks').map((item) => item.name)).toEqual(['Thanks', 'Greeting']);
    expect(matchingReplies(replies, 'REF iss').map((item) => item.name)).toEqual(['Refund issued']);
    expect(matchingReplies(replies, 'nothing')).toEqual([]);
  });
});
