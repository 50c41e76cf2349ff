import { Resolver } from 'node:dns/promises';

/** The TXT records at a name, each joined from its strings; none when the name has none or does not exist. */
export async function readTxtRecords(name: string, servers: readonly string[] | undefined): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
    throw error;
  }
}
