import { useMutation } from '@tanstack/react-query';
import { accountMessages } from '../../../domain/account-messages.ts';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';

/**
 * Creates the organization an admin signed up with, then takes them to its dashboard on its own host,
 * signed in there by a single-use handoff link (a session stays with the site it was made on).
 */
export function useOrganizationSetup() {
  return useMutation({
    mutationFn: async (): Promise<string> => {
      const created = dataOrThrow(await api.POST('/api/onboarding'), accountMessages.onboardingFailed);
      const handoff = await api.POST('/api/onboarding/handoff');
      return handoff.data?.url ?? created.dashboardUrl;
    },
    onSuccess: (url) => window.location.assign(url),
  });
}
