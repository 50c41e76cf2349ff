import { Button } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ssoMessages } from '../../../domain/sso.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { loadAuthClient } from '../../session/load-auth-client.ts';

/** The message for the provider's way back with ?sso_error=, when it names a known reason. */
export function ssoProblemOf(reason: string | null): string | null {
  return reason && Object.hasOwn(ssoMessages, reason) ? ssoMessages[reason as keyof typeof ssoMessages] : null;
}

/** "Sign in with {provider}": the auth service sends the browser to the organization's provider, which sends it back here with a code. */
export function SsoButton({ sso, onProblem }: { sso: { providerId: string; label: string }; onProblem(problem: string | null): void }) {
  const [isStarting, setIsStarting] = useState(false);
  const location = useLocation();
  const isHydrated = useHydrated();

  async function start() {
    onProblem(null);
    setIsStarting(true);
    const back = new URL(`${location.pathname}${location.search}`, window.location.origin);
    for (const name of ['code', 'sso_error', 'sb_flow_id']) back.searchParams.delete(name);
    const { error } = await (await loadAuthClient()).signInWithSSO({
      providerId: sso.providerId,
      options: { redirectTo: back.toString() },
    });
    if (error) {
      onProblem(error.message || ssoMessages.providerUnavailable);
      setIsStarting(false);
    }
  }

  return (
    <Button variant="default" size="md" fullWidth loading={isStarting} disabled={!isHydrated} onClick={() => void start()}>
      Sign in with {sso.label}
    </Button>
  );
}
