import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { withCarriedSubdomain } from '../../../domain/tenancy.ts';
import type { ThemeSettings } from '../../../domain/theme-settings.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { currentTenancy } from '../../tenancy/current-tenancy.ts';
import { pageOrganizationOf } from '../../tenancy/page-organization.ts';

export type ThemeView = paths['/api/settings/theme']['get']['responses'][200]['content']['application/json'];
export type UploadedLogo = paths['/api/settings/theme/logo']['post']['responses'][201]['content']['application/json'];

export const themeKey = ['settings', 'theme'] as const;

/** The organization's theme; readable before sign-in, so the sign-in and customer pages wear it too. */
export function themeQuery() {
  return queryOptions({
    queryKey: themeKey,
    // The theme the server put in an organization's page, so that it opens in its colours.
    initialData: () => {
      const tenancy = currentTenancy();
      return tenancy.kind === 'subdomain' ? pageOrganizationOf(tenancy.subdomain)?.theme : undefined;
    },
    queryFn: async ({ signal }): Promise<ThemeView> =>
      dataOrThrow(await api.GET('/api/settings/theme', { signal }), 'Could not load the theme.'),
    staleTime: 5 * 60_000,
  });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ThemeSettings): Promise<ThemeView> =>
      dataOrThrow(await api.PUT('/api/settings/theme', { body: settings }), 'Could not save the theme.'),
    onSuccess: (saved) => {
      queryClient.setQueryData(themeKey, saved);
      // A white-labelled organization's header and footer show its logo, which comes with the organization.
      return queryClient.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}

export function useUploadLogo() {
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedLogo> =>
      dataOrThrow(
        await api.POST('/api/settings/theme/logo', {
          // The image itself is the body; the server tells its type from the content.
          body: file as never,
          bodySerializer: (body: unknown) => body as File,
          headers: { 'Content-Type': file.type || 'application/octet-stream' },
        }),
        'Could not upload the logo.',
      ),
  });
}

/** An image cannot send the tenant header: on the main domain the address carries the organization. */
export function logoSrcOf(logoUrl: string | null): string | null {
  return logoUrl ? withCarriedSubdomain(logoUrl, currentTenancy()) : null;
}
