import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveDateTimeSettings } from '../../../domain/datetime-settings.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { TicketMoment } from './ticket-moment.tsx';

const longAgo = '2020-03-05T16:07:00Z';

function renderMoment(settings: Record<string, unknown>) {
  return renderInWorkspace(<TicketMoment iso={longAgo} />, {
    role: 'super_admin',
    queryData: [[dateTimeSettingsQuery().queryKey, resolveDateTimeSettings(settings)]],
  });
}

describe('TicketMoment', () => {
  it('follows the date and time settings: relative by default, absolute in the chosen zone, style and clock', () => {
    renderMoment({});
    expect(screen.getByText(/ago$/).getAttribute('datetime')).toBe(longAgo);

    renderMoment({ ticketTimeFormat: 'absolute', timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY', timeFormat: '24' });
    expect(screen.getByText('05/03/2020 16:07')).toBeTruthy();

    renderMoment({ ticketTimeFormat: 'both', timezone: 'America/Chicago', relativeTimeUnits: 'short' });
    expect(screen.getByText(/^03\/05\/2020 10:07 AM \(.+\)$/)).toBeTruthy();
  });

  it('falls back to the default time zone when the browser does not know the saved one', () => {
    renderInWorkspace(<TicketMoment iso={longAgo} />, {
      role: 'super_admin',
      queryData: [
        [dateTimeSettingsQuery().queryKey, { ...resolveDateTimeSettings({ ticketTimeFormat: 'absolute' }), timezone: 'Mars/Olympus_Mons' }],
      ],
    });
    expect(screen.getByText('03/05/2020 11:07 AM')).toBeTruthy();
  });

  it('moves on at the auto refresh interval while the screen stays open', () => {
    vi.useFakeTimers();
    try {
      renderInWorkspace(<TicketMoment iso={new Date(Date.now() - 5 * 60_000).toISOString()} />, {
        role: 'super_admin',
        queryData: [[dateTimeSettingsQuery().queryKey, resolveDateTimeSettings({ relativeTimeUnits: 'verbose', autoRefreshInterval: 2 })]],
      });
      expect(screen.getByText('5 minutes ago')).toBeTruthy();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('5 minutes ago')).toBeTruthy();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('7 minutes ago')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
