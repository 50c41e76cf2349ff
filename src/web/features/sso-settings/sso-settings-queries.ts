import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type SsoSettings = paths['/api/settings/sso']['get']['responses'][200]['content']['application/json'];
export type SsoSettingsInput = paths['/api/settings/sso']['put']['requestBody']['content']['application/json'];

export const ssoSettingsKey = ['settings', 'sso'] as const;

export function ssoSettingsQuery() {
  return queryOptions({
    queryKey: ssoSettingsKey,
    queryFn: async ({ signal }): Promise<SsoSettings> =>
      dataOrThrow(await api.GET('/api/settings/sso', { signal }), 'Could not load the single sign-on settings.'),
  });
}

/** The settings' changes, each answering the settings as saved. */
export function useSsoSettingsChanges() {
  const queryClient = useQueryClient();
  const onSuccess = (saved: SsoSettings) => queryClient.setQueryData(ssoSettingsKey, saved);
  return {
    save: useMutation({
      mutationFn: async (body: SsoSettingsInput) =>
        dataOrThrow(await api.PUT('/api/settings/sso', { body }), 'Could not save the single sign-on settings.'),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: async () => okOrThrow(await api.DELETE('/api/settings/sso'), 'Could not remove single sign-on.'),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoSettingsKey }),
    }),
    test: useMutation({
      mutationFn: async (body: { discoveryUrl: string; clientId: string }) =>
        dataOrThrow(await api.POST('/api/settings/sso/test', { body }), 'Could not read the discovery document.'),
    }),
    setDomain: useMutation({
      mutationFn: async (emailDomain: string) =>
        dataOrThrow(await api.PUT('/api/settings/sso/domain', { body: { emailDomain } }), 'Could not save the domain.'),
      onSuccess,
    }),
    checkDomain: useMutation({
      mutationFn: async () => dataOrThrow(await api.POST('/api/settings/sso/domain/check'), 'Could not check the domain.'),
      onSuccess,
    }),
    setRequirement: useMutation({
      mutationFn: async (body: { isRequired: boolean; breakGlassUserId: string | null }) =>
        dataOrThrow(await api.PUT('/api/settings/sso/requirement', { body }), 'Could not save the requirement.'),
      onSuccess,
    }),
  };
}
