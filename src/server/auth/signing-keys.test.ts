import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../../tests/support/server.ts';
import { loadSigningKeys } from './signing-keys.ts';

const ISSUER = 'http://localhost:3000/auth/v1';
const claims = {
  sub: crypto.randomUUID(),
  email: 'agent@example.test',
  session_id: crypto.randomUUID(),
  user_metadata: {},
  app_metadata: {},
};

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('are accepted again and again while valid, and refused from the moment they expire', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T09:00:00Z') });
    const keys = await loadSigningKeys(await testDatabase(), ISSUER);
    const token = await keys.sign(claims, 60);

    expect((await keys.verify(token)).sub).toBe(claims.sub);
    vi.setSystemTime(new Date('2026-11-20T09:00:59Z'));
    expect((await keys.verify(token)).sub).toBe(claims.sub);
    vi.setSystemTime(new Date('2026-11-20T09:01:00Z'));
    await expect(keys.verify(token)).rejects.toThrow();
  });

  it('are refused when signed for another issuer or tampered with', async () => {
    const keys = await loadSigningKeys(await testDatabase(), ISSUER);
    const foreign = await loadSigningKeys(await testDatabase(), 'http://elsewhere.test/auth/v1');
    const token = await keys.sign(claims, 60);
    await keys.verify(token);

    await expect(foreign.verify(token)).rejects.toThrow();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'someone-else' }));
    await expect(keys.verify(`${header}.${forged.toString('base64url')}.${signature}`)).rejects.toThrow();
  });
});
