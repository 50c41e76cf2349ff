import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { paths } from '../../api/schema.d.ts';

export type SubdomainAvailability = paths['/api/onboarding/subdomain-availability']['get']['responses'][200]['content']['application/json'];

const DEBOUNCE_MS = 300;

/** Whether the subdomain being typed is free, asked once typing pauses; idle while it is empty. */
export function useSubdomainAvailability(subdomain: string) {
  const [settled] = useDebouncedValue(subdomain, DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['subdomain-availability', settled],
    queryFn: async (): Promise<SubdomainAvailability> => {
      const { data, response } = await api.GET('/api/onboarding/subdomain-availability', { params: { query: { subdomain: settled } } });
      if (!data) throw new Error(`Could not check the subdomain (HTTP ${response.status}).`);
      return data;
    },
    enabled: settled.length > 0,
    staleTime: 10_000,
  });
  return { ...query, isSettling: settled !== subdomain };
}
