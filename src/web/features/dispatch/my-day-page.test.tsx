import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeDefaults } from '../../../domain/datetime-settings.ts';
import { timecardSettingsSchema } from '../../../domain/timecard-settings.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import { ApiRefusal, answerApi } from '../../test/api-answers.ts';
import { emitRealtimeEvent } from '../../test/fake-realtime-connection.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { MyDayPage } from './my-day-page.tsx';
import type { MyDay, Visit } from './my-day-queries.ts';

vi.mock('../realtime/realtime-connection.ts', () => import('../../test/fake-realtime-connection.ts'));

const timeZone = 'America/New_York';
const today = localDateOf(new Date(), timeZone);
const at = (time: string) => instantOfLocal(today, time, timeZone).toISOString();

function visitOf(overrides: Partial<Visit> = {}): Visit {
  return {
    id: '5b1e0c9a-7d2f-4e3a-9c1b-2a3b4c5d6e7f',
    workOrderNumber: 'WO-0007',
    title: 'Service the heat pump',
    priority: 'medium',
    status: 'pending',
    state: 'scheduled',
    assignedTo: '00000000-0000-4000-8000-000000000001',
    start: at('10:00'),
    durationMinutes: 90,
    arrivalDeadline: at('11:00'),
    address: '12 Elm Street, Springfield',
    customerName: 'Dana Customer',
    ticketNumber: null,
    requiredSkills: [],
    version: 2,
    enRouteAt: null,
    arrivedAt: null,
    createdAt: at('08:00'),
    description: 'Side gate code 4512.\nDog in the yard.',
    customerPhone: '+1 (555) 010-2030',
    customerEmail: 'dana@example.test',
    ticketId: null,
    ...overrides,
  };
}

const dayOf = (visits: Visit[]): MyDay => ({ date: today, timeZone, visits });
const settings = { ...dateTimeDefaults, timezone: timeZone };

describe('/my-day', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows today's visits in order with the window, the state, a phone link, a maps link and the notes", async () => {
    answerApi({
      'GET /api/settings/datetime': settings,
      'GET /api/dispatch/my-day': dayOf([
        visitOf(),
        visitOf({
          id: '6c2f1d0b-8e3a-4f4b-8d2c-3b4c5d6e7f80',
          workOrderNumber: 'WO-0008',
          title: 'Fix the gate',
          start: at('13:00'),
          arrivalDeadline: at('14:00'),
          state: 'on_site',
          status: 'in_progress',
          arrivedAt: at('13:10'),
        }),
      ]),
    });
    renderInWorkspace(<MyDayPage />, { role: 'agent', name: 'Andy Agent', url: '/my-day?subdomain=acme' });

    const list = await screen.findByRole('list', { name: "Today's visits" });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two visits expected');
    expect(first.getAttribute('aria-label')).toBe('10:00 AM to 11:00 AM: WO-0007 Service the heat pump');
    expect(within(first).getByText('Scheduled')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'WO-0007 · Service the heat pump' }).getAttribute('href')).toBe(
      '/work-orders/5b1e0c9a-7d2f-4e3a-9c1b-2a3b4c5d6e7f?subdomain=acme',
    );
    expect(
      within(first)
        .getByRole('link', { name: /^Call Dana Customer/ })
        .getAttribute('href'),
    ).toBe('tel:+15550102030');
    expect(
      within(first)
        .getByRole('link', { name: /^Directions to 12 Elm Street/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=12%20Elm%20Street%2C%20Springfield');
    expect(within(first).getByText(/Dog in the yard/)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'On my way' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Arrived' })).toBeTruthy();
    expect(within(first).queryByRole('link', { name: 'Complete' })).toBeNull();

    // On site: only Complete, which leads to the work order where it is signed and completed.
    expect(within(second).getByText('On site')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'On my way' })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Arrived' })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Complete' }).getAttribute('href')).toBe(
      '/work-orders/6c2f1d0b-8e3a-4f4b-8d2c-3b4c5d6e7f80?subdomain=acme',
    );
    expect(screen.getByText(/· 2 visits$/)).toBeTruthy();
  });

  it('reports On my way and shows the day again from the server; a refusal shows its reason', async () => {
    let visit = visitOf();
    const spies = answerApi({
      'GET /api/settings/datetime': settings,
      'GET /api/dispatch/my-day': () => dayOf([visit]),
      'POST /api/dispatch/work-orders/{id}/on-my-way': () => {
        visit = { ...visit, state: 'on_the_way', enRouteAt: new Date().toISOString() };
        return visit;
      },
      'POST /api/dispatch/work-orders/{id}/arrived': new ApiRefusal(409, {
        code: 'work_order_closed',
        message: 'A completed or cancelled work order stays where it is.',
      }),
    });
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const user = userEvent.setup();
    renderInWorkspace(<MyDayPage />, { role: 'agent', name: 'Andy Agent' });

    await user.click(await screen.findByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ color: 'green', message: 'WO-0007: on the way.' }));
    expect(spies.POST).toHaveBeenCalledWith('/api/dispatch/work-orders/{id}/on-my-way', { params: { path: { id: visit.id } } });
    expect(await screen.findByText('On the way')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'On my way' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Arrived' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith({
        color: 'red',
        title: 'Could not mark Arrived',
        message: 'A completed or cancelled work order stays where it is.',
      }),
    );
  });

  it("shows a dispatcher's change when it is announced, and says so when there is nothing today", async () => {
    let visits = [visitOf()];
    answerApi({ 'GET /api/settings/datetime': settings, 'GET /api/dispatch/my-day': () => dayOf(visits) });
    renderInWorkspace(<MyDayPage />, { role: 'agent', name: 'Andy Agent' });

    expect(await screen.findByText('Service the heat pump', { exact: false })).toBeTruthy();
    visits = [];
    emitRealtimeEvent('work_order.changed', { workOrderId: visitOf().id, change: 'scheduled' });
    expect(await screen.findByText('No visits today')).toBeTruthy();
    expect(screen.getByText(/appears here with the customer's address and phone/)).toBeTruthy();
  });

  it('offers to try again when the day cannot be loaded', async () => {
    answerApi({
      'GET /api/settings/datetime': settings,
      'GET /api/dispatch/my-day': new ApiRefusal(503, { code: 'unavailable', message: 'The server is busy. Try again in a moment.' }),
    });
    renderInWorkspace(<MyDayPage />, { role: 'agent', name: 'Andy Agent' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your day');
    expect(alert.textContent).toContain('The server is busy. Try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers to clock in once on site, and to clock out once the day is done, when the organization has the time card follow visits', async () => {
    let clockedInAt: string | null = null;
    const clockState = () => ({
      today,
      openEntry: clockedInAt
        ? { id: '7d3a2e1c-9f4b-4c5d-8e6f-4c5d6e7f8091', clockIn: clockedInAt, clockOut: null, breakHours: 0, breakStartedAt: null }
        : null,
      entries: [],
      summary: { workedHours: 0, breakHours: 0, overtimeHours: 0 },
      warning: null,
    });
    const spies = answerApi({
      'GET /api/settings/datetime': settings,
      'GET /api/settings/timecard': { isConfigured: true, settings: timecardSettingsSchema.parse({ clockWithVisits: true }) },
      'GET /api/time-cards/clock': () => clockState(),
      'POST /api/time-cards/clock': () => {
        clockedInAt = at('10:05');
        return clockState();
      },
      'GET /api/dispatch/my-day': dayOf([visitOf({ status: 'in_progress', state: 'on_site', arrivedAt: at('10:04') })]),
    });
    renderInWorkspace(<MyDayPage />, { url: '/my-day', role: 'agent', name: 'Andy Agent' });
    const card = await screen.findByRole('alert', { name: 'Time card' });
    expect(within(card).getByText('You are on site and not clocked in.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Clock in' }));
    expect(spies.POST).toHaveBeenCalledWith('/api/time-cards/clock', { body: { action: 'clock_in' } });
    await waitFor(() => expect(within(card).getByText('Clocked in since 10:05 AM.')).toBeTruthy());
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows no time card when the organization does not have it follow visits', async () => {
    answerApi({
      'GET /api/settings/datetime': settings,
      'GET /api/settings/timecard': { isConfigured: true, settings: timecardSettingsSchema.parse({}) },
      'GET /api/dispatch/my-day': dayOf([visitOf({ status: 'in_progress', state: 'on_site', arrivedAt: at('10:04') })]),
    });
    renderInWorkspace(<MyDayPage />, { url: '/my-day', role: 'agent', name: 'Andy Agent' });
    await screen.findByText('WO-0007 · Service the heat pump');
    expect(screen.queryByRole('alert', { name: 'Time card' })).toBeNull();
  });
});
