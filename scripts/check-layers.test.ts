import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { layerViolationsOf } from './check-layers.ts';

describe('the layer check', () => {
  test('lists each import of a feature by an infrastructure file, with its line', () => {
    const text = [
      "import type { Tx } from '../db/client.ts';",
      "import { findPermissionPolicy } from '../features/agent-permissions/agent-permissions.repository.ts';",
      "export { thing } from '../features/things/things.service.ts';",
      "const lazy = () => import('../features/sso/sso.routes.ts');",
    ].join('\n');
    expect(layerViolationsOf([{ path: 'src/server/http/access.ts', text }])).toEqual([
      { file: 'src/server/http/access.ts', line: 2, imported: 'src/server/features/agent-permissions/agent-permissions.repository.ts' },
      { file: 'src/server/http/access.ts', line: 3, imported: 'src/server/features/things/things.service.ts' },
      { file: 'src/server/http/access.ts', line: 4, imported: 'src/server/features/sso/sso.routes.ts' },
    ]);
  });

  test('finds them in nested folders and leaves features, the composition files at the root and tests alone', () => {
    const importOf = (specifier: string) => `import { x } from '${specifier}';`;
    expect(
      layerViolationsOf([
        { path: 'src/server/db/migrations/helpers/fill.ts', text: importOf('../../../features/tickets/tickets.repository.ts') },
        { path: 'src/server/features/tickets/tickets.service.ts', text: importOf('../customers/customers.repository.ts') },
        { path: 'src/server/app.ts', text: importOf('./features/tickets/tickets.routes.ts') },
        { path: 'src/server/http/access.test.ts', text: importOf('../features/tickets/tickets.fixture.ts') },
        { path: 'src/server/mail/mail-queue.ts', text: importOf('../db/schema.ts') },
      ]),
    ).toEqual([
      { file: 'src/server/db/migrations/helpers/fill.ts', line: 1, imported: 'src/server/features/tickets/tickets.repository.ts' },
    ]);
  });

  test('passes on the tree as it is', () => {
    const script = fileURLToPath(new URL('./check-layers.ts', import.meta.url));
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
