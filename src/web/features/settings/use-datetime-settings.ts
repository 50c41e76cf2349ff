import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DateTimeSettings, dateTimeDefaults } from '../../../domain/datetime-settings.ts';
import { resolveTimeZone } from '../../../domain/zoned-time.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { dateTimeSettingsKey, dateTimeSettingsQuery } from './datetime-settings-query.ts';
import { useSettingsRefresh } from './use-settings-refresh.ts';

/**
 * The organization's date and time settings, kept current when an admin changes them; the specification's
 * defaults until they have loaded (or when they cannot be read), so times are never held back.
 */
export function useDateTimeSettings(): DateTimeSettings {
  const settings = useQuery(dateTimeSettingsQuery());
  useSettingsRefresh('datetime', dateTimeSettingsKey);
  if (!settings.data) return dateTimeDefaults;
  // A zone the server knows but this browser does not would stop every time on the screen from showing.
  return { ...settings.data, timezone: resolveTimeZone(settings.data.timezone) };
}

export function useSaveDateTimeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: DateTimeSettings): Promise<DateTimeSettings> =>
      dataOrThrow(await api.PUT('/api/settings/datetime', { body: settings }), 'Could not save the date and time settings.'),
    onSuccess: (saved) => queryClient.setQueryData(dateTimeSettingsKey, saved),
  });
}
