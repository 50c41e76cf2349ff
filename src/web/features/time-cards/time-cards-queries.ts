import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOrThrow, okOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { downloadBlob } from '../../components/download-file.ts';
import { useRealtime } from '../realtime/use-realtime.ts';

type Json<Path extends keyof paths, Method extends 'get' | 'post' | 'put'> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

export type ClockState = Json<'/api/time-cards/clock', 'get'>;
export type Timesheet = Json<'/api/time-cards/timesheet', 'get'>;
export type TimesheetDay = Timesheet['days'][number];
export type Approvals = Json<'/api/time-cards/approvals', 'get'>;
export type Team = Json<'/api/time-cards/team', 'get'>;
export type Pto = Json<'/api/time-cards/pto', 'get'>;
export type ClockAction = 'clock_in' | 'clock_out' | 'start_break' | 'end_break';

export const timeCardKeys = {
  all: ['time-cards'] as const,
  clock: () => [...timeCardKeys.all, 'clock'] as const,
  timesheet: (date: string | null, userId: string | null) => [...timeCardKeys.all, 'timesheet', date, userId] as const,
  approvals: () => [...timeCardKeys.all, 'approvals'] as const,
  team: (date: string | null) => [...timeCardKeys.all, 'team', date] as const,
  pto: () => [...timeCardKeys.all, 'pto'] as const,
};

export function clockQuery() {
  return queryOptions({
    queryKey: timeCardKeys.clock(),
    queryFn: async ({ signal }): Promise<ClockState> =>
      dataOrThrow(await api.GET('/api/time-cards/clock', { signal }), 'Could not load your clock.'),
    // The running figures of Today's Summary move on while the clock runs.
    refetchInterval: 60_000,
  });
}

export function timesheetQuery(date: string | null, userId: string | null = null) {
  return queryOptions({
    queryKey: timeCardKeys.timesheet(date, userId),
    queryFn: async ({ signal }): Promise<Timesheet> =>
      dataOrThrow(
        await api.GET('/api/time-cards/timesheet', {
          params: { query: { ...(date ? { date } : {}), ...(userId ? { userId } : {}) } },
          signal,
        }),
        'Could not load the timesheet.',
      ),
  });
}

export function approvalsQuery() {
  return queryOptions({
    queryKey: timeCardKeys.approvals(),
    queryFn: async ({ signal }): Promise<Approvals> =>
      dataOrThrow(await api.GET('/api/time-cards/approvals', { signal }), 'Could not load the approvals.'),
  });
}

export function teamQuery(date: string | null) {
  return queryOptions({
    queryKey: timeCardKeys.team(date),
    queryFn: async ({ signal }): Promise<Team> =>
      dataOrThrow(
        await api.GET('/api/time-cards/team', { params: { query: date ? { date } : {} }, signal }),
        "Could not load the team's hours.",
      ),
  });
}

export function ptoQuery() {
  return queryOptions({
    queryKey: timeCardKeys.pto(),
    queryFn: async ({ signal }): Promise<Pto> => dataOrThrow(await api.GET('/api/time-cards/pto', { signal }), 'Could not load your PTO.'),
  });
}

/** Keeps every time card view current: this person's clock, timesheets and PTO from their other devices; the team's for admins. */
export function useTimeCardsRefresh(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    if (signal.kind === 'reconnected') {
      void queryClient.invalidateQueries({ queryKey: timeCardKeys.all });
      return;
    }
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    switch (signal.event.type) {
      case 'clock.updated':
        refresh(timeCardKeys.clock());
        refresh([...timeCardKeys.all, 'timesheet']);
        break;
      case 'timesheet.updated':
        refresh([...timeCardKeys.all, 'timesheet']);
        refresh(timeCardKeys.pto());
        break;
      case 'pto.updated':
        refresh(timeCardKeys.pto());
        break;
      // A colleague's change: only the admins' approvals and team views show it.
      case 'timesheets.changed':
        refresh(timeCardKeys.approvals());
        refresh([...timeCardKeys.all, 'team']);
        break;
    }
  });
}

function useTimeCardMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: timeCardKeys.all }) });
}

export function useClockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ClockAction): Promise<ClockState> =>
      dataOrThrow(await api.POST('/api/time-cards/clock', { body: { action } }), 'Could not change your clock.'),
    onSuccess: (state) => {
      queryClient.setQueryData(timeCardKeys.clock(), state);
      void queryClient.invalidateQueries({ queryKey: [...timeCardKeys.all, 'timesheet'] });
    },
  });
}

/** Saves a period's days; the caller decides what to do with the answer (auto-save keeps newer typing). */
export function useSaveTimesheet() {
  return useMutation({
    mutationFn: async (input: { periodStart: string; version: number; days: TimesheetDay[] }): Promise<Timesheet> =>
      dataOrThrow(
        await api.PUT('/api/time-cards/timesheet/{periodStart}', {
          params: { path: { periodStart: input.periodStart } },
          body: { version: input.version, days: input.days },
        }),
        'Could not save the timesheet.',
      ),
  });
}

export function useSubmitTimesheet() {
  return useTimeCardMutation(
    async (input: { periodStart: string; version: number }): Promise<Timesheet> =>
      dataOrThrow(
        await api.POST('/api/time-cards/timesheet/{periodStart}/submit', {
          params: { path: { periodStart: input.periodStart } },
          body: { version: input.version },
        }),
        'Could not submit the timesheet.',
      ),
  );
}

export function useReviewTimesheet() {
  return useTimeCardMutation(
    async (input: { id: string; decision: 'approve' | 'reject'; comment: string }): Promise<Timesheet> =>
      dataOrThrow(
        await api.POST('/api/time-cards/timesheets/{id}/review', {
          params: { path: { id: input.id } },
          body: { decision: input.decision, comment: input.comment },
        }),
        'Could not review the timesheet.',
      ),
  );
}

export function useRequestPto() {
  return useTimeCardMutation(
    async (input: { category: string; startDate: string; hours: number; note: string }): Promise<Pto> =>
      dataOrThrow(await api.POST('/api/time-cards/pto/requests', { body: input }), 'Could not send the PTO request.'),
  );
}

export function useReviewPtoRequest() {
  return useTimeCardMutation(async (input: { id: string; decision: 'approve' | 'reject' }): Promise<void> => {
    const result = await api.POST('/api/time-cards/pto/requests/{id}/review', {
      params: { path: { id: input.id } },
      body: { decision: input.decision },
    });
    okOrThrow(result, 'Could not review the PTO request.');
  });
}

/** Downloads the team's hours of a period as CSV. */
export async function downloadTeamCsv(date: string): Promise<void> {
  const result = await api.GET('/api/time-cards/team/export', { params: { query: { date } }, parseAs: 'blob' });
  const blob = dataOrThrow(result, 'Could not export the hours.') as Blob;
  downloadBlob(blob, `team-hours-${date}.csv`);
}
