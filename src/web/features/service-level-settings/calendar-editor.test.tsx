import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeHours, openServiceLevelEditor, serviceLevelsWith } from '../../../../tests/support/web/service-levels.tsx';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';

const nineToFive = [{ start: '09:00', end: '17:00' }];

describe('Settings → Service Levels: business hours', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a calendar open on weekdays, with a day open until midnight', async () => {
    const calls = answerApi({
      'GET /api/service-levels': serviceLevelsWith({ calendars: [], policies: [], recompute: null }),
      'POST /api/service-levels/calendars': ({ body }: ApiRequest) => ({ id: officeHours.id, ...(body as object) }),
    });
    const { user, dialog } = await openServiceLevelEditor('Add calendar');
    const monday = within(dialog.getByRole('group', { name: 'Monday' }));
    const saturday = within(dialog.getByRole('group', { name: 'Saturday' }));
    expect(saturday.getByText('Closed')).toBeTruthy();

    await user.type(dialog.getByLabelText(/Calendar name/), 'Support desk');
    fireEvent.change(monday.getByLabelText('Monday closes'), { target: { value: '00:00' } });
    await user.click(dialog.getByRole('button', { name: 'Copy Monday to weekdays' }));
    await user.click(saturday.getByRole('button', { name: 'Add hours on Saturday' }));
    fireEvent.change(saturday.getByLabelText('Saturday opens'), { target: { value: '10:00' } });
    fireEvent.change(saturday.getByLabelText('Saturday closes'), { target: { value: '14:00' } });
    await user.click(dialog.getByRole('button', { name: 'Add calendar' }));

    const untilMidnight = [{ start: '09:00', end: '24:00' }];
    expect(calls.POST).toHaveBeenCalledWith('/api/service-levels/calendars', {
      body: {
        name: 'Support desk',
        timeZone: 'America/New_York',
        week: {
          sun: [],
          mon: untilMidnight,
          tue: untilMidnight,
          wed: untilMidnight,
          thu: untilMidnight,
          fri: untilMidnight,
          sat: [{ start: '10:00', end: '14:00' }],
        },
        closedDates: [],
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds overlapping hours and a missing name before sending anything', async () => {
    const calls = answerApi({ 'GET /api/service-levels': serviceLevelsWith() });
    const { user, dialog } = await openServiceLevelEditor('Edit Office hours');
    const monday = within(dialog.getByRole('group', { name: 'Monday' }));
    await user.click(monday.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(monday.getByLabelText('Monday opens (2)'), { target: { value: '12:00' } });
    fireEvent.change(monday.getByLabelText('Monday closes (2)'), { target: { value: '18:00' } });
    await user.clear(dialog.getByLabelText(/Calendar name/));
    await user.click(dialog.getByRole('button', { name: 'Save calendar' }));
    expect(monday.getByText("Monday's hours overlap")).toBeTruthy();
    expect(dialog.getByText('Give the calendar a name')).toBeTruthy();
    expect(calls.PUT).not.toHaveBeenCalled();

    await user.click(monday.getByRole('button', { name: 'Remove Monday 12:00–18:00' }));
    await user.type(dialog.getByLabelText(/Calendar name/), 'Office hours');
    await user.click(dialog.getByRole('button', { name: 'Save calendar' }));
    expect(calls.PUT).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    answerApi({
      'GET /api/service-levels': serviceLevelsWith(),
      'POST /api/service-levels/calendars': new ApiRefusal(400, {
        code: 'validation_failed',
        message: "week.mon: Monday's hours overlap",
        field: 'week.mon',
      }),
    });
    const { user, dialog } = await openServiceLevelEditor('Add calendar');
    await user.type(dialog.getByLabelText(/Calendar name/), 'Weekend desk');
    await user.click(dialog.getByRole('button', { name: 'Add calendar' }));
    expect((await dialog.findByRole('alert')).textContent).toBe("Monday's hours overlap");
    expect(dialog.getByLabelText<HTMLInputElement>(/Calendar name/).value).toBe('Weekend desk');
    expect(dialog.getByLabelText<HTMLInputElement>('Monday opens').value).toBe('09:00');
  });

  it('imports a country’s public holidays, skipping the dates already closed', async () => {
    const calls = answerApi({
      'GET /api/service-levels': serviceLevelsWith(),
      'GET /api/service-levels/holidays': ({ params }: ApiRequest) =>
        params?.query?.country
          ? {
              countries: [],
              holidays: [
                { date: '2026-01-01', name: "New Year's Day" },
                { date: '2026-12-25', name: 'Christmas' },
              ],
            }
          : { countries: [{ code: 'US', name: 'United States' }], holidays: [] },
      'PUT /api/service-levels/calendars/{id}': ({ body }: ApiRequest) => ({ id: officeHours.id, ...(body as object) }),
    });
    const { user, dialog } = await openServiceLevelEditor('Edit Office hours');
    await user.click(dialog.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.clear(dialog.getByLabelText('Year'));
    await user.type(dialog.getByLabelText('Year'), '2026');
    await user.click(dialog.getByRole('button', { name: 'Import holidays' }));
    expect((await dialog.findByRole('status')).textContent).toBe('Added 1 public holiday of United States in 2026.');
    expect(calls.GET).toHaveBeenCalledWith('/api/service-levels/holidays', { params: { query: { country: 'US', year: 2026 } } });
    expect(dialog.getByLabelText<HTMLInputElement>('Closed date 1').value).toBe('2026-01-01');
    expect(dialog.getByLabelText<HTMLInputElement>('Name of closed date 2').value).toBe('Christmas Day');

    await user.click(dialog.getByRole('button', { name: 'Save calendar' }));
    expect(calls.PUT).toHaveBeenCalledWith('/api/service-levels/calendars/{id}', {
      params: { path: { id: officeHours.id } },
      body: {
        name: 'Office hours',
        timeZone: 'America/New_York',
        week: { sun: [], mon: nineToFive, tue: nineToFive, wed: nineToFive, thu: nineToFive, fri: nineToFive, sat: [] },
        closedDates: [
          { date: '2026-01-01', name: "New Year's Day" },
          { date: '2026-12-25', name: 'Christmas Day' },
        ],
      },
    });
  });
});
