import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimecardSettings } from '../../../domain/timecard-settings.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type StoredTimecardSettings = paths['/api/settings/timecard']['get']['responses'][200]['content']['application/json'];

export const timecardSettingsKey = ['settings', 'timecard'] as const;

/** The organization's time card rules; read again on focus and on every mount, as the time card screen needs them current. */
export function timecardSettingsQuery() {
  return queryOptions({
    queryKey: timecardSettingsKey,
    queryFn: async ({ signal }): Promise<StoredTimecardSettings> =>
      dataOrThrow(await api.GET('/api/settings/timecard', { signal }), 'Could not load the time card settings.'),
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
  });
}

export function useSaveTimecardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TimecardSettings): Promise<StoredTimecardSettings> =>
      dataOrThrow(await api.PUT('/api/settings/timecard', { body: settings }), 'Could not save the time card settings.'),
    onSuccess: (saved) => queryClient.setQueryData(timecardSettingsKey, saved),
  });
}
