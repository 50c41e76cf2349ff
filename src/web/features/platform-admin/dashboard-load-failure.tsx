import { LoadFailure } from '../../components/load-failure.tsx';

/** A list of the dashboard that could not be loaded: the specification's message, and Retry. */
export function DashboardLoadFailure({ list }: { list: { refetch(): unknown; isFetching: boolean } }) {
  return (
    <LoadFailure
      title="Unable to load dashboard information."
      message={null}
      retryLabel="Retry"
      onRetry={() => void list.refetch()}
      isRetrying={list.isFetching}
    />
  );
}
