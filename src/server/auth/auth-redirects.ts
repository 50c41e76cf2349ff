import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { isVerifiedCustomDomain } from './auth.repository.ts';

function isOwnHost(host: string, base: string): boolean {
  return host === base || host.endsWith(`.${base}`);
}

/**
 * Where an e-mailed link may send the user (with a code or tokens): only this deployment's own hosts,
 * i.e. APP_DOMAIN and its subdomains, localhost and *.localhost, the public URL's host, and verified
 * custom domains of organizations. Null for anything else.
 */
export async function allowedRedirect(tx: Tx, config: Config, requested: string | null | undefined): Promise<string | null> {
  if (!requested || !URL.canParse(requested)) return null;
  const url = new URL(requested);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const ownBases = [config.APP_DOMAIN.toLowerCase(), 'localhost', new URL(config.publicUrl).hostname.toLowerCase()];
  if (ownBases.some((base) => isOwnHost(host, base))) return url.toString();
  return (await isVerifiedCustomDomain(tx, host)) ? url.toString() : null;
}
