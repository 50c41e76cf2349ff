import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('keeps 32 MB of shared buffers, not PostgreSQL’s 128, in its memory (decision 090)', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const rows = await db.withPlatform((tx) => queryRows<{ shared_buffers: string }>(tx, sql`show shared_buffers`));
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await db.close();
    }
  });
});
