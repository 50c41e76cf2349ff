import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer } from '../../../tests/support/auth.ts';

describe('the sign-in rate limit', () => {
  let server: AuthTestServer;

  beforeAll(async () => {
    server = await startAuthTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it('counts an absurdly long e-mail address like any other and refuses it as a bad sign-in, not a server error', async () => {
    // Random text does not compress: stored as it is, this key would pass the size an index entry may have.
    const email = `${Array.from({ length: 30_000 }, () => Math.random().toString(36).slice(2, 12)).join('')}@example.test`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/auth/v1/token?grant_type=password',
        payload: { email, password: 'whatever-it-is' },
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
  });
});
