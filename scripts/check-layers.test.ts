import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { layerViolationsOf } from './check-layers.ts';

const importOf = (specifier: string) => `import { x } from '${specifier}';`;

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

  test("lists the web app's shared code importing a web feature, and leaves the shell, the features and the web tests' helpers alone", () => {
    expect(
      layerViolationsOf([
        { path: 'src/web/components/role-badge.tsx', text: importOf('../features/theme-settings/organization-theme.tsx') },
        { path: 'src/web/api/client.ts', text: importOf('../session/auth-storage.ts') },
        { path: 'src/web/app/layout/site-header.tsx', text: importOf('../../features/auth/use-session.ts') },
        { path: 'src/web/app/not-found-page.tsx', text: `const page = () => import('../features/tickets/ticket-page.tsx');` },
        { path: 'src/web/app/routes.tsx', text: importOf('../features/routing/account-routes.tsx') },
        { path: 'src/web/app/app-providers.tsx', text: importOf('../features/theme-settings/organization-theme.tsx') },
        { path: 'src/web/main.tsx', text: importOf('./features/app-update/service-worker-registration.ts') },
        { path: 'src/web/features/profile/profile-tab.tsx', text: importOf('../account/use-account.ts') },
        { path: 'src/web/test/render-in-workspace.tsx', text: importOf('../features/workspace/workspace-sections.tsx') },
        { path: 'src/web/components/role-badge.test.tsx', text: importOf('../features/theme-settings/organization-theme.tsx') },
      ]),
    ).toEqual([
      { file: 'src/web/components/role-badge.tsx', line: 1, imported: 'src/web/features/theme-settings/organization-theme.tsx' },
      { file: 'src/web/app/layout/site-header.tsx', line: 1, imported: 'src/web/features/auth/use-session.ts' },
      { file: 'src/web/app/not-found-page.tsx', line: 1, imported: 'src/web/features/tickets/ticket-page.tsx' },
    ]);
  });

  test('passes on the tree as it is', () => {
    const script = fileURLToPath(new URL('./check-layers.ts', import.meta.url));
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
