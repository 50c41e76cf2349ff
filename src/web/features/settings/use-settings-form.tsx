import { type FormValidateInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type QueryKey, type UseMutationResult, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { problemOf } from '../../api/api-error.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useSavedIndicator } from './saved-indicator.tsx';
import { useIsSettingsReadOnly } from './settings-read-only.ts';
import { useSettingsRefresh } from './use-settings-refresh.ts';

export interface SettingsFormOptions<Data, Values extends Record<string, unknown>, Input, Saved, Key extends QueryKey = QueryKey> {
  /** The settings' query options; a section of a tab that loaded them shares the cache, with no second request. */
  query: UseQueryOptions<Data, Error, Data, Key> & { queryKey: Key };
  /** The realtime group whose saves elsewhere refetch the query; null when the server announces none. */
  refreshGroup: string | null;
  /** The form's values from what was loaded; called again when a save elsewhere arrives. */
  valuesOf(data: Data): Values;
  validate?: FormValidateInput<Values>;
  /** The tab's save mutation, what it sends from the form's values, and the form's values from its answer. */
  save: UseMutationResult<Saved, Error, Input>;
  inputOf(values: Values): Input;
  savedValuesOf(saved: Saved): Values;
  onSaved?(saved: Saved): void;
  loadingLabel?: string;
  loadFailureTitle: string;
  /** Offers Try again under a failed load. */
  canRetryLoad?: boolean;
  /** What a refused save says when the server gave no 4xx reason. */
  saveFailure: string;
  /** How a save's error reads, when the tab words it otherwise than problemOf. */
  describeSaveError?(error: Error): string | null;
  /** While true, a save arriving from elsewhere does not replace the form (the theme's preview keeps what it shows). */
  isHeld?: boolean;
}

export interface SettingsForm<Data, Values extends Record<string, unknown>> {
  /** What shows until the form can: the loader, or the load's failure; null once the values are in the form. */
  fallback: ReactNode;
  /** The loaded settings; defined whenever `fallback` is null. */
  data: Data | undefined;
  form: UseFormReturnType<Values>;
  /** The form's submit handler: validates, then saves. */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  /** Saves these values (the form's own once validated, through `onSubmit`). */
  saveValues(values: Values): void;
  /** Back to the loaded values: edits, validation errors and the last save's problem go. */
  reset(): void;
  isDirty: boolean;
  isSaving: boolean;
  /** 'Saved' shows for a moment after each save. */
  isSaved: boolean;
  /** The server's reason a save was refused, or the tab's own words for any other failure. */
  saveProblem: string | null;
  /** In a tab an agent may only view: the controls are disabled and nothing is saved. */
  isReadOnly: boolean;
}

/**
 * One settings form of a tab: loads the settings (with its loader and failure), keeps them in a form that follows a
 * save made elsewhere while nothing here is edited, saves with the server's reason on a refusal, resets to what
 * was loaded, flashes 'Saved', and saves nothing where the tab is read-only (decision 192).
 */
export function useSettingsForm<Data, Values extends Record<string, unknown>, Input, Saved, Key extends QueryKey>(
  options: SettingsFormOptions<Data, Values, Input, Saved, Key>,
): SettingsForm<Data, Values> {
  const { query, refreshGroup, valuesOf, save, inputOf, savedValuesOf, onSaved, isHeld = false } = options;
  const loaded = useQuery(query);
  useSettingsRefresh(refreshGroup, query.queryKey);
  const data = loaded.data;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: data === undefined ? ({} as Values) : valuesOf(data),
    validate: options.validate,
  });
  const [hasValues, setHasValues] = useState(data !== undefined);
  const isReadOnly = useIsSettingsReadOnly();
  const savedIndicator = useSavedIndicator();

  // The first load fills the form; a later one (a save elsewhere) replaces it only while nothing here is being edited.
  const latest = useRef({ form, valuesOf, isHeld, hasValues });
  latest.current = { form, valuesOf, isHeld, hasValues };
  useEffect(() => {
    if (data === undefined) return;
    const current = latest.current;
    if (current.hasValues && (current.form.isDirty() || current.isHeld)) return;
    const values = current.valuesOf(data);
    current.form.setValues(values);
    current.form.resetDirty(values);
    setHasValues(true);
  }, [data]);

  function saveValues(values: Values) {
    if (isReadOnly) return;
    save.mutate(inputOf(values), {
      onSuccess: (answer) => {
        const next = savedValuesOf(answer);
        form.setValues(next);
        form.resetDirty(next);
        onSaved?.(answer);
        savedIndicator.flash();
      },
    });
  }

  function reset() {
    save.reset();
    form.clearErrors();
    if (data === undefined) return;
    const values = valuesOf(data);
    form.setValues(values);
    form.resetDirty(values);
  }

  const describe = options.describeSaveError ?? ((error: Error) => problemOf(error, options.saveFailure));
  return {
    fallback: fallbackOf(loaded, hasValues, options),
    data,
    form,
    onSubmit: form.onSubmit(saveValues),
    saveValues,
    reset,
    isDirty: form.isDirty(),
    isSaving: save.isPending,
    isSaved: savedIndicator.isShown,
    saveProblem: save.error ? describe(save.error) : null,
    isReadOnly,
  };
}

function fallbackOf(
  loaded: { isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null; refetch(): unknown },
  hasValues: boolean,
  options: { loadingLabel?: string; loadFailureTitle: string; canRetryLoad?: boolean },
): ReactNode {
  const loader = <PageLoader label={options.loadingLabel ?? 'Loading settings...'} />;
  if (loaded.isPending) return loader;
  if (loaded.isError) {
    return (
      <LoadFailure
        title={options.loadFailureTitle}
        message={loaded.error?.message}
        onRetry={options.canRetryLoad ? () => void loaded.refetch() : undefined}
        isRetrying={loaded.isFetching}
      />
    );
  }
  return hasValues ? null : loader;
}
