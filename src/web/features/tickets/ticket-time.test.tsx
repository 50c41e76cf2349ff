import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resolveDateTimeSettings } from '../../../domain/datetime-settings.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { dateTimeSettingsQuery } from '../settings/datetime-settings-query.ts';
import { TicketTime } from './ticket-time.tsx';

const longAgo = '2020-03-05T16:07:00Z';
const dayFirstLondon = { timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY', timeFormat: '24' };

function renderTime(settings: Record<string, unknown>, iso = longAgo) {
  return renderInWorkspace(<TicketTime iso={iso} />, {
    role: 'agent',
    queryData: [[dateTimeSettingsQuery().queryKey, resolveDateTimeSettings(settings)]],
  });
}

describe('TicketTime', () => {
  it('reads relative when the organization asks for relative times, the exact moment in its format on hover', async () => {
    renderTime({ ticketTimeFormat: 'relative', relativeTimeUnits: 'verbose', ...dayFirstLondon });
    const time = screen.getByText(/^\d+ weeks ago$/);
    expect(time.getAttribute('datetime')).toBe(longAgo);
    await vi.waitFor(() => expect(time.getAttribute('title')).toBe('05/03/2020 16:07'));
    expect(time.textContent).toMatch(/^\d+ weeks ago$/);
  });

  it('reads as the organization writes dates and times when it asks for absolute times', async () => {
    renderTime({ ticketTimeFormat: 'absolute', ...dayFirstLondon });
    const time = await screen.findByText('05/03/2020 16:07');
    expect(time.getAttribute('datetime')).toBe(longAgo);
    expect(screen.queryByText(/ago/)).toBeNull();
  });

  it('reads both, the moment and how long ago, when the organization asks for both', async () => {
    renderTime({ ticketTimeFormat: 'both', timezone: 'America/Chicago', relativeTimeUnits: 'short' });
    expect(await screen.findByText(/^03\/05\/2020 10:07 AM \(\d+ wks ago\)$/)).toBeTruthy();
  });

  it('falls back to the default time zone when the browser does not know the saved one', async () => {
    renderInWorkspace(<TicketTime iso={longAgo} />, {
      queryData: [
        [dateTimeSettingsQuery().queryKey, { ...resolveDateTimeSettings({ ticketTimeFormat: 'absolute' }), timezone: 'Mars/Olympus_Mons' }],
      ],
    });
    expect(await screen.findByText('03/05/2020 11:07 AM')).toBeTruthy();
  });

  it('moves on at the auto refresh interval while the screen stays open', () => {
    vi.useFakeTimers();
    try {
      renderTime({ relativeTimeUnits: 'verbose', autoRefreshInterval: 2 }, new Date(Date.now() - 5 * 60_000).toISOString());
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
