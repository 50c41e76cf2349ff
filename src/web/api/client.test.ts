import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewedSession, storeSession } from '../test/stored-session.ts';

// The client keeps the fetch it was created with, so the stub must be in place before the module loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

const { api } = await import('./client.ts');

async function requestSent(): Promise<Request> {
  fetchMock.mockResolvedValueOnce(Response.json({ id: 'x', name: 'Globex Facilities', subdomain: 'globex', isPlatform: false }));
  await api.GET('/api/organization');
  const request = fetchMock.mock.calls.at(-1)?.[0];
  if (!(request instanceof Request)) throw new Error('The client did not send a Request');
  return request;
}

describe('api client', () => {
  afterEach(() => fetchMock.mockReset());

  it('sends the subdomain parameter of the page as the x-tenant-subdomain header', async () => {
    window.history.replaceState(null, '', '/tickets?subdomain=globex');

    const request = await requestSent();

    expect(request.url).toBe('http://localhost:3000/api/organization');
    expect(request.headers.get('x-tenant-subdomain')).toBe('globex');
  });

  it('sends no tenant header on the main domain, and none when the page forces it', async () => {
    expect((await requestSent()).headers.has('x-tenant-subdomain')).toBe(false);

    window.history.replaceState(null, '', '/?main=1&subdomain=globex');
    expect((await requestSent()).headers.has('x-tenant-subdomain')).toBe(false);
  });

  it("sends the session's access token, and no Authorization header without a session", async () => {
    expect((await requestSent()).headers.has('authorization')).toBe(false);

    storeSession('header.payload.signature');
    expect((await requestSent()).headers.get('authorization')).toBe('Bearer header.payload.signature');
  });

  it('sends a stored session due for renewal only once the auth client has renewed it', async () => {
    storeSession('old.token.signature', 30);
    const renewed = renewedSession();
    fetchMock.mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/auth/v1/token?grant_type=refresh_token')) return Response.json({ id: 'x', name: 'Globex', subdomain: 'globex' });
      return Response.json(renewed);
    });

    await api.GET('/api/organization');

    const sent = fetchMock.mock.calls.map(([input]) => input).find((input) => input instanceof Request);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${renewed.access_token}`);
  });
});
