import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, createConfirmedUser, platformEmail, startAuthTestServer } from '../../../tests/support/auth.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../tests/support/scratch-database.ts';
import type { Database } from '../db/client.ts';

const PASSWORD = 'Right-pass-1';

/** An address of its own for each test: the counts of one test must not reach another's. */
function randomAddress(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}

describe('the sign-in limits', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  let server: AuthTestServer;

  // A database of its own: the auth-js client signs in from 127.0.0.1, as the other test files of the worker do, and
  // their failed sign-ins would count against this address in the shared database.
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    db = await scratch.open();
    server = await startAuthTestServer(
      { AUTH_RATE_LIMIT_PER_HOUR: '30', SIGN_IN_FAILURES_BEFORE_LOCKOUT: '5', SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: '8' },
      { db },
    );
  });

  afterAll(async () => {
    await server.close();
    await db.close();
    await scratch.drop();
  });

  const signIn = (remoteAddress: string, email: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', remoteAddress, payload: { email, password } });

  it('counts an absurdly long e-mail address like any other and refuses it as a bad sign-in, not a server error', async () => {
    // Random text does not compress: stored as it is, this key would pass the size an index entry may have.
    const email = `${Array.from({ length: 30_000 }, () => Math.random().toString(36).slice(2, 12)).join('')}@example.test`;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await signIn(randomAddress(), email, 'whatever-it-is');
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
  });

  it('never counts a successful sign-in: an office behind one address signs in all day', async () => {
    const office = randomAddress();
    const people = await Promise.all(
      Array.from({ length: 5 }, async () => createConfirmedUser(server.db, { email: platformEmail('colleague'), password: PASSWORD })),
    );
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      for (const person of people) statuses.push((await signIn(office, person.email, PASSWORD)).statusCode);
    }
    expect(statuses).toEqual(Array(50).fill(200));
  });

  it('locks an account for the address guessing its password, says when to try again, and longer after each further failure', async () => {
    const { email } = await createConfirmedUser(server.db, { email: platformEmail('targeted'), password: PASSWORD });
    const guesser = randomAddress();
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(guesser, email, `Wrong-${attempt}`)).statusCode).toBe(400);

    const locked = await signIn(guesser, email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Too many attempts. Try again in 1 minute.' });
    expect(locked.headers['retry-after']).toBe('60');
    // The owner, elsewhere, is not locked out by the guesser.
    expect((await signIn(randomAddress(), email, PASSWORD)).statusCode).toBe(200);

    server.clock.advance(61_000);
    expect((await signIn(guesser, email, 'Wrong-again')).statusCode).toBe(400);
    const lockedLonger = await signIn(guesser, email, PASSWORD);
    expect(lockedLonger.json().msg).toBe('Too many attempts. Try again in 2 minutes.');
    expect(lockedLonger.headers['retry-after']).toBe('120');

    server.clock.advance(121_000);
    expect((await signIn(guesser, email, PASSWORD)).statusCode).toBe(200);
    // The right password ended the run of failures: a typo afterwards is a typo, not a lockout.
    expect((await signIn(guesser, email, 'Typo')).statusCode).toBe(400);
    expect((await signIn(guesser, email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks no more than 5 guesses sent side by side before the lock', async () => {
    const { email } = await createConfirmedUser(server.db, { email: platformEmail('rushed'), password: PASSWORD });
    const guesser = randomAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => signIn(guesser, email, `Wrong-${guess}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
  });

  it('refuses an address that fails on many accounts until its hour is over, whoever signs in from it', async () => {
    const address = randomAddress();
    const { email } = await createConfirmedUser(server.db, { email: platformEmail('bystander'), password: PASSWORD });
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await signIn(address, email, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(address, platformEmail('nobody'), 'Wrong-guess')).statusCode).toBe(400);
    }

    const refused = await signIn(address, email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('Too many attempts. Try again in 60 minutes.');
    server.clock.advance(20 * 60_000);
    const later = await signIn(address, email, PASSWORD);
    expect(later.json().msg).toBe('Too many attempts. Try again in 40 minutes.');
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(39 * 60);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(40 * 60);
    expect((await signIn(randomAddress(), email, PASSWORD)).statusCode).toBe(200);

    server.clock.advance(41 * 60_000);
    expect((await signIn(address, email, PASSWORD)).statusCode).toBe(200);
  });

  it('gives the sign-in form the message to show, through @supabase/auth-js', async () => {
    const { email } = await createConfirmedUser(server.db, { email: platformEmail('forgetful'), password: PASSWORD });
    const client = server.createClient();
    for (let attempt = 0; attempt < 5; attempt++) await client.signInWithPassword({ email, password: `Wrong-${attempt}` });

    const { error } = await client.signInWithPassword({ email, password: PASSWORD });

    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Too many attempts. Try again in 1 minute.');
  });
});
