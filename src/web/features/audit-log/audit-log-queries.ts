import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditAction } from '../../../domain/audit-events.ts';
import { ApiError, dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadBlob } from '../../components/download-file.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type AuditEvent = JsonOf<paths['/api/audit-events']['get']['responses'][200]>['events'][number];
export type OwnSession = JsonOf<paths['/api/me/sessions']['get']['responses'][200]>['sessions'][number];

/** The log's filters as the page holds them: dates as YYYY-MM-DD, read as whole days where the browser is. */
export interface AuditFilter {
  action: AuditAction | '';
  actor: string;
  fromDate: string;
  toDate: string;
  search: string;
}

export const emptyAuditFilter: AuditFilter = { action: '', actor: '', fromDate: '', toDate: '', search: '' };

const startOfDay = (date: string) => new Date(`${date}T00:00:00`);

/** The API's query for the filters: only those set, the last day included whole. */
export function auditQueryOf(filter: AuditFilter) {
  const to = filter.toDate ? startOfDay(filter.toDate) : null;
  if (to) to.setDate(to.getDate() + 1);
  return {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.actor.trim() ? { actor: filter.actor.trim() } : {}),
    ...(filter.fromDate ? { from: startOfDay(filter.fromDate).toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  };
}

export function auditEventsQuery(filter: AuditFilter) {
  const query = auditQueryOf(filter);
  return infiniteQueryOptions({
    queryKey: ['audit-events', query],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      dataOrThrow(
        await api.GET('/api/audit-events', { params: { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }, signal }),
        'Could not load the audit log.',
      ),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Downloads the filtered log as audit-log.csv. */
export async function downloadAuditLogCsv(filter: AuditFilter): Promise<void> {
  const result = await api.GET('/api/audit-events/export', { params: { query: auditQueryOf(filter) }, parseAs: 'blob' });
  if (!result.response.ok) throw new ApiError(result.response, result.error, 'Could not export the audit log.');
  downloadBlob(result.data as Blob, 'audit-log.csv');
}

export const ownSessionsKey = ['me', 'sessions'] as const;

export function ownSessionsQuery() {
  return queryOptions({
    queryKey: ownSessionsKey,
    queryFn: async ({ signal }) => dataOrThrow(await api.GET('/api/me/sessions', { signal }), 'Could not load your sessions.'),
  });
}

/** Signs out one other session, or (without an id) every other one. */
export function useSignOutSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string | null) =>
      sessionId
        ? dataOrThrow(
            await api.DELETE('/api/me/sessions/{id}', { params: { path: { id: sessionId } } }),
            'Could not sign that session out.',
          )
        : dataOrThrow(await api.POST('/api/me/sessions/sign-out-others'), 'Could not sign the other sessions out.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownSessionsKey }),
  });
}
