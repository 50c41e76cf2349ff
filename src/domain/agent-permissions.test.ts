import { describe, expect, it } from 'vitest';
import {
  defaultPermissionMatrix,
  grantedPermissions,
  isPermitted,
  type Permission,
  type PermissionMatrix,
  permissionMatrixSchema,
  resolvePermissionMatrix,
} from './agent-permissions.ts';

function matrixWith(ticked: Permission[]): PermissionMatrix {
  const matrix = structuredClone(defaultPermissionMatrix) as Record<string, Record<string, boolean>>;
  for (const area of Object.values(matrix)) for (const action of Object.keys(area)) area[action] = false;
  for (const permission of ticked) {
    const [area, action] = permission.split('.') as [string, string];
    (matrix[area] as Record<string, boolean>)[action] = true;
  }
  return matrix as PermissionMatrix;
}

describe('agent permission matrix', () => {
  it('grants by default exactly what the specification turns on', () => {
    expect([...grantedPermissions({ matrix: defaultPermissionMatrix, isStrict: true })].sort()).toEqual([
      'customers.view',
      'reports.view_basic',
      'team.view',
      'tickets.create',
      'tickets.edit_assigned',
      'tickets.view_assigned',
    ]);
  });

  it.each<[string, Permission[], boolean, Permission, boolean]>([
    ['a ticked permission', ['customers.delete'], true, 'customers.delete', true],
    ['an unticked one', ['customers.view'], false, 'customers.delete', false],
    ['delete implies view outside strict mode', ['customers.delete'], false, 'customers.view', true],
    ['but not in strict mode', ['customers.delete'], true, 'customers.view', false],
    ['edit all implies view all', ['tickets.edit_all'], false, 'tickets.view_all', true],
    ['edit all implies edit assigned', ['tickets.edit_all'], false, 'tickets.edit_assigned', true],
    ['settings edit implies view', ['settings.edit'], false, 'settings.view', true],
    ['an implication never reaches sideways', ['customers.delete'], false, 'customers.edit', false],
    ['team manage implies view, not invite', ['team.manage'], false, 'team.invite', false],
  ])('%s', (_, ticked, isStrict, asked, expected) => {
    expect(isPermitted('agent', { matrix: matrixWith(ticked), isStrict }, asked)).toBe(expected);
  });

  it('lets org admins and super admins do everything and customers nothing', () => {
    const policy = { matrix: matrixWith([]), isStrict: true };
    expect(isPermitted('org_admin', policy, 'customers.delete')).toBe(true);
    expect(isPermitted('super_admin', policy, 'team.manage')).toBe(true);
    expect(isPermitted('user', { matrix: matrixWith(['customers.view']), isStrict: false }, 'customers.view')).toBe(false);
  });

  it('reads a stored matrix with defaults for what is missing or not a boolean', () => {
    const matrix = resolvePermissionMatrix({ customers: { delete: true, view: 'yes' }, tickets: null, bogus: { x: true } });
    expect(matrix.customers).toEqual({ view: true, create: false, edit: false, delete: true });
    expect(matrix.tickets).toEqual(defaultPermissionMatrix.tickets);
    expect(resolvePermissionMatrix(undefined)).toEqual(defaultPermissionMatrix);
  });

  it('accepts a whole matrix and names what is wrong in a bad one', () => {
    expect(permissionMatrixSchema.safeParse(defaultPermissionMatrix).success).toBe(true);
    const missing = permissionMatrixSchema.safeParse({ ...defaultPermissionMatrix, team: { view: true } });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['team', 'invite']);
    const extra = permissionMatrixSchema.safeParse({
      ...defaultPermissionMatrix,
      tickets: { ...defaultPermissionMatrix.tickets, fly: true },
    });
    expect(extra.success).toBe(false);
  });
});
