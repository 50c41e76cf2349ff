import type { AuthService } from './auth/auth.service.ts';
import type { SigningKeys } from './auth/signing-keys.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ProfileCache } from './http/access.ts';

/** What every feature is given when it registers its routes. */
export interface FeatureContext {
  config: Config;
  db: Database;
  clock: Clock;
  keys: SigningKeys;
  auth: AuthService;
  /** Profiles the access check read recently; a change of membership forgets the member's. */
  profileCache: ProfileCache;
}
