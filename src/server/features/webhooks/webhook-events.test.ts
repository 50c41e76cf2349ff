import { describe, expect, it } from 'vitest';
import { webhookEventOfPublished } from './webhook-events.ts';

const organizationId = '11111111-1111-4111-8111-111111111111';
const id = '22222222-2222-4222-8222-222222222222';

describe('webhook events of published changes', () => {
  it('makes one webhook event of a change: its organization-wide event, never the copy addressed to a person', () => {
    expect(webhookEventOfPublished({ organizationId, type: 'ticket.updated', payload: { ticketId: id, change: 'status' } })).toEqual({
      organizationId,
      type: 'ticket.status_changed',
      subjectType: 'ticket',
      subjectId: id,
    });
    expect(
      webhookEventOfPublished({ organizationId, userId: id, type: 'ticket.updated', payload: { ticketId: id, change: 'status' } }),
    ).toBeNull();
  });

  it('sends a work order when it is scheduled or completed only', () => {
    const workOrder = (change: string) =>
      webhookEventOfPublished({ organizationId, type: 'work_order.changed', payload: { workOrderId: id, change } });
    expect(workOrder('scheduled')?.type).toBe('work_order.scheduled');
    expect(workOrder('completed')).toMatchObject({ type: 'work_order.completed', subjectType: 'work_order', subjectId: id });
    expect(workOrder('photo')).toBeNull();
    expect(workOrder('on_the_way')).toBeNull();
  });

  it('ignores events it does not send and subjects that are not ids', () => {
    expect(webhookEventOfPublished({ organizationId, type: 'settings.updated', payload: {} })).toBeNull();
    expect(webhookEventOfPublished({ organizationId, type: 'ticket.created', payload: { ticketId: 't1' } })).toBeNull();
    expect(webhookEventOfPublished({ organizationId, type: 'customer.created', payload: { customerId: id } })?.type).toBe(
      'customer.created',
    );
  });
});
