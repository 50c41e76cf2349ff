import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankDay, computePeriodTotals, type DayRow } from '../../../domain/time-cards.ts';
import { timecardDefaults } from '../../../domain/timecard-settings.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { TimesheetEditor } from './timesheet-editor.tsx';

const settings = { ...timecardDefaults, autoSaveIntervalMinutes: 1 };
const dates = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];

function sheetWith(days: DayRow[], version: number) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    userName: 'Andy Agent',
    periodStart: '2026-11-15',
    periodEnd: '2026-11-21',
    status: 'draft',
    version,
    isEditable: true,
    submittedAt: null,
    reviewedAt: null,
    reviewComment: null,
    days,
    holidays: [],
    totals: computePeriodTotals(days, settings),
  };
}

describe('the timesheet', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it("says how a day's hours are paid when some are overtime: a 10-hour Monday under daily overtime is 8 and 2", async () => {
    const daily = { ...settings, overtimeCalculationMode: 'daily' as const };
    answerApi({
      'GET /api/time-cards/timesheet': sheetWith(
        dates.map((date) => ({ ...blankDay(date), regularHours: date === '2026-11-16' ? 10 : date === '2026-11-17' ? 8 : 0 })),
        1,
      ),
    });
    renderInWorkspace(<TimesheetEditor settings={daily} initialDate="2026-11-16" />, { role: 'agent', name: 'Andy Agent' });

    expect((await screen.findByTestId('counted-2026-11-16')).textContent).toBe('8.00 + 2.00 OT');
    expect(screen.queryByTestId('counted-2026-11-17')).toBeNull();
  });

  it('auto-saves at the interval once something is unsaved, and says Saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { PUT } = answerApi({
      'GET /api/time-cards/timesheet': sheetWith(dates.map(blankDay), 0),
      'PUT /api/time-cards/timesheet/{periodStart}': ({ body }: ApiRequest) => {
        const sent = body as { version: number; days: DayRow[] };
        return sheetWith(sent.days, sent.version + 1);
      },
    });
    renderInWorkspace(<TimesheetEditor settings={settings} initialDate="2026-11-16" />, { role: 'agent', name: 'Andy Agent' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('Start time, Monday'), '08:00');
    await user.type(screen.getByLabelText('End time, Monday'), '17:30');
    expect(screen.getByLabelText<HTMLInputElement>('Regular hours, Monday').value).toBe('9.5');
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    expect(PUT).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [, request] = PUT.mock.calls[0] as [string, ApiRequest];
    expect(request.body).toMatchObject({
      version: 0,
      days: expect.arrayContaining([expect.objectContaining({ date: '2026-11-16', regularHours: 9.5 })]),
    });
    expect(screen.getByTestId('period-overtime').textContent).toBe('0.00');
  });

  it('refuses to overwrite another tab: the typed hours stay on screen with the reason and a way to load the latest', async () => {
    answerApi({
      'GET /api/time-cards/timesheet': sheetWith(dates.map(blankDay), 3),
      'PUT /api/time-cards/timesheet/{periodStart}': new ApiRefusal(409, {
        code: 'timesheet_stale',
        message:
          'This timesheet was changed in another tab or on another device. Your changes are still on screen: load the latest version, then enter them again.',
      }),
    });
    renderInWorkspace(<TimesheetEditor settings={settings} initialDate={null} />, { role: 'agent', name: 'Andy Agent' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Notes, Tuesday'), 'Site visit');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('changed in another tab or on another device');
    expect(within(alert).getByRole('button', { name: 'Load the latest version' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Notes, Tuesday').value).toBe('Site visit');
    expect(screen.getByTestId('save-state').textContent).toBe('Not saved');
  });
});
