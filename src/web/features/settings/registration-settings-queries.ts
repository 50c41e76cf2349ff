import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type RegistrationSettings = paths['/api/registration-settings']['get']['responses'][200]['content']['application/json'];

export const registrationSettingsKey = ['settings', 'registration'] as const;

/** Agent self-registration and Manual User Approval, shared by the Agents and User Approvals tabs. */
export function registrationSettingsQuery() {
  return queryOptions({
    queryKey: registrationSettingsKey,
    queryFn: async ({ signal }): Promise<RegistrationSettings> =>
      dataOrThrow(await api.GET('/api/registration-settings', { signal }), 'Could not load the registration settings.'),
  });
}

export function useSaveRegistrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: RegistrationSettings): Promise<RegistrationSettings> =>
      dataOrThrow(await api.PUT('/api/registration-settings', { body: settings }), 'Could not save the registration settings.'),
    onSuccess: (saved) => queryClient.setQueryData(registrationSettingsKey, saved),
  });
}
