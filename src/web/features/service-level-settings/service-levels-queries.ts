import { upperFirst } from '@mantine/hooks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type ServiceLevels = JsonOf<paths['/api/service-levels']['get']['responses'][200]>;
export type PausingSettings = ServiceLevels['settings'];
export type SlaCalendar = ServiceLevels['calendars'][number];
export type SlaPolicyView = ServiceLevels['policies'][number];
export type Recompute = NonNullable<ServiceLevels['recompute']>;
export type CalendarChange = JsonOf<paths['/api/service-levels/calendars']['post']['requestBody']>;
export type PolicyChange = JsonOf<paths['/api/service-levels/policies']['post']['requestBody']>;
export type HolidayAnswer = JsonOf<paths['/api/service-levels/holidays']['get']['responses'][200]>;
export type ClosedDate = HolidayAnswer['holidays'][number];

export const serviceLevelsKey = ['settings', 'service-levels'] as const;

/** How often the settings are read again while the open tickets are being brought under the last change. */
const RECOMPUTE_REFRESH_MS = 2_000;

/** The calendars, the policies in order, the pausing statuses and how far the last change has reached the open tickets. */
export function serviceLevelsQuery() {
  return queryOptions({
    queryKey: serviceLevelsKey,
    queryFn: async ({ signal }): Promise<ServiceLevels> =>
      dataOrThrow(await api.GET('/api/service-levels', { signal }), 'Could not load the service levels.'),
    refetchInterval: (query) => {
      const recompute = query.state.data?.recompute;
      return recompute && recompute.finishedAt === null ? RECOMPUTE_REFRESH_MS : false;
    },
  });
}

/** The countries whose public holidays the server knows. */
export function holidayCountriesQuery() {
  return queryOptions({
    queryKey: [...serviceLevelsKey, 'holiday-countries'] as const,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.GET('/api/service-levels/holidays', { signal }), 'Could not load the countries.').countries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function fetchPublicHolidays(country: string, year: number): Promise<ClosedDate[]> {
  const answer = await api.GET('/api/service-levels/holidays', { params: { query: { country, year } } });
  return dataOrThrow(answer, 'Could not load the public holidays.').holidays;
}

/** Every change brings the open tickets under new terms: the settings are read again to follow that. */
function useServiceLevelMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: serviceLevelsKey, exact: true }) });
}

export function useSavePausingStatuses() {
  return useServiceLevelMutation(async (settings: PausingSettings) =>
    dataOrThrow(await api.PUT('/api/service-levels/settings', { body: settings }), 'Could not save the pausing statuses.'),
  );
}

/** Adds a calendar, or changes the one named by id. */
export function useSaveCalendar() {
  return useServiceLevelMutation(async ({ id, calendar }: { id: string | null; calendar: CalendarChange }) =>
    id
      ? dataOrThrow(
          await api.PUT('/api/service-levels/calendars/{id}', { params: { path: { id } }, body: calendar }),
          'Could not save the calendar.',
        )
      : dataOrThrow(await api.POST('/api/service-levels/calendars', { body: calendar }), 'Could not add the calendar.'),
  );
}

export function useDeleteCalendar() {
  return useServiceLevelMutation(async (id: string) =>
    okOrThrow(await api.DELETE('/api/service-levels/calendars/{id}', { params: { path: { id } } }), 'Could not delete the calendar.'),
  );
}

/** Adds a policy after the others, or changes the one named by id. */
export function useSavePolicy() {
  return useServiceLevelMutation(async ({ id, policy }: { id: string | null; policy: PolicyChange }) =>
    id
      ? dataOrThrow(
          await api.PUT('/api/service-levels/policies/{id}', { params: { path: { id } }, body: policy }),
          'Could not save the policy.',
        )
      : dataOrThrow(await api.POST('/api/service-levels/policies', { body: policy }), 'Could not add the policy.'),
  );
}

export function useDeletePolicy() {
  return useServiceLevelMutation(async (id: string) =>
    okOrThrow(await api.DELETE('/api/service-levels/policies/{id}', { params: { path: { id } } }), 'Could not delete the policy.'),
  );
}

/** Puts the policies in the order given at once, and back as the server has them if it refuses. */
export function useReorderPolicies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      dataOrThrow(await api.PUT('/api/service-levels/policies/order', { body: { ids } }), 'Could not change the order.'),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: serviceLevelsKey, exact: true });
      queryClient.setQueryData<ServiceLevels>(
        serviceLevelsKey,
        (levels) => levels && { ...levels, policies: [...levels.policies].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceLevelsKey, exact: true }),
  });
}

/** The server's reason as a sentence, without the name of the field it refused ("Monday's hours overlap"). */
export function reasonOf(error: Error | null): string | null {
  if (!error) return null;
  const field = error instanceof ApiError ? error.field : null;
  const text = field && error.message.startsWith(`${field}: `) ? error.message.slice(field.length + 2) : error.message;
  return upperFirst(text);
}
