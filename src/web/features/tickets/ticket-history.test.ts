import { describe, expect, it } from 'vitest';
import { describeChange } from './ticket-history.tsx';

const at = '2026-11-27T09:00:00.000Z';

describe('describeChange', () => {
  it('says each change in words, statuses and priorities by their labels', () => {
    expect(describeChange({ field: 'status', from: 'waiting_customer', to: 'in_progress', actorName: 'Bob Smith', at })).toBe(
      'Bob Smith changed the status from Waiting on Customer to In Progress',
    );
    expect(describeChange({ field: 'priority', from: 'medium', to: 'urgent', actorName: 'Ada', at })).toBe(
      'Ada changed the priority from Medium to Urgent',
    );
    expect(describeChange({ field: 'assignee', from: null, to: 'Andy Agent', actorName: 'Ada', at })).toBe(
      'Ada changed the assignee from none to Andy Agent',
    );
    expect(describeChange({ field: 'merged_into', from: null, to: 'TKT-1042', actorName: 'Ada', at })).toBe(
      'Ada merged this ticket into TKT-1042',
    );
  });
});
