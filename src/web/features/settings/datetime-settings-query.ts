import { queryOptions } from '@tanstack/react-query';
import type { DateTimeSettings } from '../../../domain/datetime-settings.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';

// Apart from useDateTimeSettings, whose defaults come with the settings' zod schema: the customer portal reads the
// settings within its bundle budget.
export const dateTimeSettingsKey = ['settings', 'datetime'] as const;

export function dateTimeSettingsQuery() {
  return queryOptions({
    queryKey: dateTimeSettingsKey,
    queryFn: async ({ signal }): Promise<DateTimeSettings> =>
      dataOrThrow(await api.GET('/api/settings/datetime', { signal }), 'Could not load the date and time settings.'),
    staleTime: 5 * 60_000,
  });
}
