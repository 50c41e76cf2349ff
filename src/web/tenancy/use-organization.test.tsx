import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { answerApi } from '../test/api-answers.ts';
import { putOrganizationInPage, removeOrganizationFromPage } from '../test/page-organization.ts';
import { useOrganization } from './use-organization.ts';

const acme = { id: '00000000-0000-4000-8000-00000000000a', name: 'Acme Field Services', subdomain: 'acme', isPlatform: false };

function OrganizationName() {
  const { data, isPending } = useOrganization();
  return <p>{isPending ? 'loading' : (data?.name ?? 'none')}</p>;
}

function renderAt(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <OrganizationName />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useOrganization', () => {
  afterEach(() => {
    removeOrganizationFromPage();
    vi.restoreAllMocks();
  });

  it("shows the organization the server put in the page at once, without asking for it, for the page's subdomain only", async () => {
    putOrganizationInPage({ subdomain: 'acme', organization: acme });
    const api = answerApi({ 'GET /api/organization': { ...acme, name: 'Globex', subdomain: 'globex' } });

    renderAt('/login?subdomain=acme');
    expect(screen.getByText('Acme Field Services')).toBeTruthy();
    expect(api.GET).not.toHaveBeenCalled();
  });

  it('asks the server for another subdomain than the page’s', async () => {
    putOrganizationInPage({ subdomain: 'acme', organization: acme });
    const api = answerApi({ 'GET /api/organization': { ...acme, name: 'Globex', subdomain: 'globex' } });

    renderAt('/login?subdomain=globex');
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Globex')).toBeTruthy();
    expect(api.GET).toHaveBeenCalledOnce();
  });
});
