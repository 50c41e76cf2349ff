import { createContext, useContext } from 'react';

/** True inside a tab an agent may see but not change (Settings page, decision 186). */
export const SettingsReadOnlyContext = createContext(false);

export function useIsSettingsReadOnly(): boolean {
  return useContext(SettingsReadOnlyContext);
}
