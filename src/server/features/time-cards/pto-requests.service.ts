import { DomainError } from '../../../domain/errors.ts';
import { ptoRequestNotice, ptoReviewedNotice } from '../../../domain/time-card-notices.ts';
import { computePtoBalances } from '../../../domain/time-cards.ts';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import type { Tx } from '../../db/client.ts';
import { ptoRequests } from '../../db/schema.ts';
import { publishEvent } from '../../realtime/publish-event.ts';
import { findDateTimeSettings } from '../datetime-settings/datetime-settings.repository.ts';
import { notifyMembers } from '../notifications/notifications.service.ts';
import * as repository from './time-cards.repository.ts';
import type { PtoDto } from './time-cards.schemas.ts';
import { contextOf, ptoRequestDtoOf, type TimeCardOptions } from './time-cards.shared.ts';

async function ptoOf(tx: Tx, organizationId: string, userId: string, settings: TimecardSettings, today: string): Promise<PtoDto> {
  const requests = await repository.listPtoRequests(tx, organizationId, userId);
  const balances = computePtoBalances({
    pto: settings.ptoTracking,
    approvedPeriodEnds: await repository.listApprovedPeriodEnds(tx, organizationId, userId),
    requests: requests.map((request) => ({ ...request, date: request.startDate })),
    today,
  });
  return { isEnabled: settings.ptoTracking.enabled, balances, requests: requests.map(ptoRequestDtoOf) };
}

export function getPto(options: TimeCardOptions): Promise<PtoDto> {
  const { db, clock, actor } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const { settings, today } = await contextOf(tx, organizationId, clock.now());
    return ptoOf(tx, organizationId, actor.userId, settings, today);
  });
}

export function requestPto(
  options: TimeCardOptions & { input: { category: string; startDate: string; hours: number; note: string } },
): Promise<PtoDto> {
  const { db, clock, actor, config, input } = options;
  const { organizationId, userId } = actor;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const { settings, today } = await contextOf(tx, organizationId, now);
    if (!settings.ptoTracking.enabled) throw new DomainError('pto_disabled');
    if (!settings.ptoTracking.categories.includes(input.category))
      throw new DomainError('pto_category_unknown', undefined, { field: 'category' });
    const before = await ptoOf(tx, organizationId, userId, settings, today);
    const balance = before.balances.find((entry) => entry.category === input.category);
    if (!balance || input.hours > balance.balanceHours - balance.pendingHours) {
      throw new DomainError('pto_balance_too_low', undefined, { field: 'hours' });
    }
    const created = await repository.insertPtoRequest(tx, { organizationId, userId, ...input, createdAt: now, updatedAt: now });
    const admins = (await repository.listAdminIds(tx, organizationId)).filter((id) => id !== userId);
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: admins,
      notice: ptoRequestNotice(
        actor.name || actor.email,
        input.hours,
        input.category,
        input.startDate,
        (await findDateTimeSettings(tx, organizationId)).dateFormat,
      ),
      relatedId: created.id,
      path: '/time-cards?view=approvals',
      now,
    });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: {} });
    return ptoOf(tx, organizationId, userId, settings, today);
  });
}

/** An org admin approves a PTO request (deducted from the balance from then on) or declines it. */
export function reviewPtoRequest(options: TimeCardOptions & { requestId: string; decision: 'approve' | 'reject' }): Promise<void> {
  const { db, clock, actor, config } = options;
  const organizationId = actor.organizationId;
  return db.withTenant({ organizationId }, async (tx) => {
    const now = clock.now();
    const request = await repository.lockRow(tx, ptoRequests, { organizationId, id: options.requestId });
    if (!request) throw new DomainError('pto_request_not_found');
    if (request.status !== 'pending') throw new DomainError('pto_request_not_pending');
    const status = options.decision === 'approve' ? 'approved' : 'rejected';
    await repository.updateRow(
      tx,
      ptoRequests,
      { organizationId, id: request.id },
      {
        status,
        reviewedBy: actor.userId,
        reviewedAt: now,
        updatedAt: now,
      },
    );
    await notifyMembers({
      tx,
      config,
      organizationId,
      recipientIds: [request.userId],
      notice: ptoReviewedNotice(
        options.decision,
        request.hours,
        request.category,
        request.startDate,
        (await findDateTimeSettings(tx, organizationId)).dateFormat,
      ),
      relatedId: request.id,
      path: '/time-cards',
      now,
    });
    await publishEvent(tx, { organizationId, userId: request.userId, type: 'pto.updated', payload: { requestId: request.id, status } });
    await publishEvent(tx, { organizationId, type: 'timesheets.changed', payload: {} });
  });
}
