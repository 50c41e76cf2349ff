import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DispatchSpan } from '../../../domain/dispatch.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';
import { useRealtime } from '../realtime/use-realtime.ts';

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type Board = JsonOf<paths['/api/dispatch/board']['get']['responses'][200]>;
export type BoardJob = Board['jobs'][number];
export type BoardBlock = Board['blocks'][number];
export type Technician = Board['technicians'][number];
export type Suggestion = JsonOf<paths['/api/dispatch/work-orders/{id}/suggestions']['get']['responses'][200]>[number];
export type JobMove = JsonOf<paths['/api/dispatch/work-orders/{id}/slot']['put']['requestBody']>;

export interface BoardView {
  date: string;
  span: DispatchSpan;
  search: string;
}

export const dispatchKeys = {
  all: ['dispatch'] as const,
  boards: ['dispatch', 'board'] as const,
  board: (view: BoardView) => ['dispatch', 'board', view.date, view.span, view.search] as const,
  suggestions: (id: string, start: string, durationMinutes: number) => ['dispatch', 'suggestions', id, start, durationMinutes] as const,
};

export function boardQuery(view: BoardView) {
  return queryOptions({
    queryKey: dispatchKeys.board(view),
    queryFn: async ({ signal }): Promise<Board> =>
      dataOrThrow(
        await api.GET('/api/dispatch/board', {
          params: { query: { date: view.date, span: view.span, ...(view.search ? { search: view.search } : {}) } },
          signal,
        }),
        'Could not load the dispatch board.',
      ),
    // Another day keeps the last board on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}

export function suggestionsQuery(id: string, start: string, durationMinutes: number) {
  return queryOptions({
    queryKey: dispatchKeys.suggestions(id, start, durationMinutes),
    queryFn: async ({ signal }): Promise<Suggestion[]> =>
      dataOrThrow(
        await api.GET('/api/dispatch/work-orders/{id}/suggestions', {
          params: { path: { id }, query: { start, durationMinutes } },
          signal,
        }),
        'Could not rank the technicians.',
      ),
  });
}

/** Places a job on the board as it will be once saved: in a technician's row, or back in the tray. */
export function placeJob(board: Board, job: BoardJob, move: Pick<JobMove, 'assignedTo' | 'start' | 'durationMinutes'>): Board {
  const placed = { ...job, assignedTo: move.assignedTo, start: move.start, durationMinutes: move.durationMinutes };
  const others = { jobs: board.jobs.filter((other) => other.id !== job.id), tray: board.tray.filter((other) => other.id !== job.id) };
  const isOnBoard = placed.assignedTo !== null && placed.start !== null;
  return {
    ...board,
    jobs: isOnBoard ? [...others.jobs, placed] : others.jobs,
    tray: isOnBoard ? others.tray : [placed, ...others.tray],
  };
}

/**
 * A move saved in one request. The board shows it at once; a refusal puts the job back where the server has it
 * and the caller shows why.
 */
export function useMoveJob(view: BoardView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ job, move }: { job: BoardJob; move: JobMove }): Promise<BoardJob> =>
      dataOrThrow(
        await api.PUT('/api/dispatch/work-orders/{id}/slot', { params: { path: { id: job.id } }, body: move }),
        'Could not move the job.',
      ),
    // The board the move was made on: the dispatcher may have turned to another day before the answer came.
    onMutate: async ({ job, move }) => {
      const key = dispatchKeys.board(view);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) queryClient.setQueryData<Board>(key, placeJob(before, job, move));
      return { key, before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (saved, _variables, context) => {
      const board = queryClient.getQueryData<Board>(context.key);
      if (board) queryClient.setQueryData<Board>(context.key, placeJob(board, saved, saved));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.boards }),
  });
}

/** Another board, a technician's phone or a work order's page changed a job: the board refreshes. */
export function useDispatchRefresh(): void {
  const queryClient = useQueryClient();
  useRealtime((signal) => {
    const isChange = signal.kind === 'event' && signal.event.type === 'work_order.changed';
    if (signal.kind === 'reconnected' || isChange) void queryClient.invalidateQueries({ queryKey: dispatchKeys.all });
  });
}
