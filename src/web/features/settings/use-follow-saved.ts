import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';

/** Another admin's save arrives live; it replaces the form only while nothing here is being edited. */
export function useFollowSaved<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, saved: Values): void {
  const latestForm = useRef(form);
  latestForm.current = form;
  useEffect(() => {
    const current = latestForm.current;
    if (current.isDirty()) return;
    current.setValues(saved);
    current.resetDirty(saved);
  }, [saved]);
}
