import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportRange } from '../../../domain/reports.ts';
import { ApiError, dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadBlob } from '../../components/download-file.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type TicketReport = JsonOf<paths['/api/reports/tickets']['get']['responses'][200]>;
export type ServiceLevelReport = JsonOf<paths['/api/reports/service-levels']['get']['responses'][200]>;
export type TimeReport = JsonOf<paths['/api/reports/time']['get']['responses'][200]>;
export type SlaMetRow = ServiceLevelReport['slaMet'][number];

/** Keys name the signed-in user: an agent's report is their own, and another account on the same tab never sees it. */
export const reportKeys = {
  all: ['reports'] as const,
  tickets: (userId: string, range: ReportRange) => ['reports', 'tickets', userId, range.from, range.to] as const,
  serviceLevels: (userId: string, range: ReportRange) => ['reports', 'service-levels', userId, range.from, range.to] as const,
  time: (userId: string, range: ReportRange) => ['reports', 'time', userId, range.from, range.to] as const,
};

export function ticketReportQuery(userId: string, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.tickets(userId, range),
    queryFn: async ({ signal }): Promise<TicketReport> =>
      dataOrThrow(await api.GET('/api/reports/tickets', { params: { query: range }, signal }), 'Could not load the ticket report.'),
    // Another range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function serviceLevelReportQuery(userId: string, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.serviceLevels(userId, range),
    queryFn: async ({ signal }): Promise<ServiceLevelReport> =>
      dataOrThrow(await api.GET('/api/reports/service-levels', { params: { query: range }, signal }), 'Could not load the service levels.'),
    placeholderData: keepPreviousData,
  });
}

export function timeReportQuery(userId: string, range: ReportRange) {
  return queryOptions({
    queryKey: reportKeys.time(userId, range),
    queryFn: async ({ signal }): Promise<TimeReport> =>
      dataOrThrow(await api.GET('/api/reports/time', { params: { query: range }, signal }), 'Could not load the hours.'),
    placeholderData: keepPreviousData,
  });
}

/** The ticket report as a CSV file, fetched with the caller's token (a plain link would carry none). */
export async function downloadTicketReportCsv(range: ReportRange): Promise<void> {
  const result = await api.GET('/api/reports/tickets.csv', { params: { query: range }, parseAs: 'blob' });
  if (!result.response.ok) throw new ApiError(result.response, result.error, 'Could not download the report.');
  const named = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1];
  downloadBlob(result.data as Blob, named ?? `tickets-report-${range.from}-to-${range.to}.csv`);
}
