import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  grantedPermissions,
  impliedPermissions,
  type Permission,
  type PermissionArea,
  type PermissionMatrix,
  permissionAreas,
  permissionLabels,
} from '../../../domain/agent-permissions.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { type Permissions, permissionsKey, permissionsQuery, useSavePermissions } from './access-settings-queries.ts';

const areas = Object.keys(permissionAreas) as PermissionArea[];

function labelOf(permission: Permission): string {
  const [area, action] = permission.split('.') as [PermissionArea, string];
  return (permissionLabels[area].actions as Record<string, string>)[action] ?? permission;
}

/** The ticked permission that brings this one along, outside strict mode. */
function includedWith(permission: Permission, matrix: PermissionMatrix): Permission | null {
  const ticked = grantedPermissions({ matrix, isStrict: true });
  for (const [source, implied] of Object.entries(impliedPermissions)) {
    if (ticked.has(source as Permission) && implied?.includes(permission)) return source as Permission;
  }
  return null;
}

/** Settings → Permissions: what organization admins can do, and the agent permission matrix the server enforces. */
export function PermissionsTab() {
  const permissions = useQuery(permissionsQuery());
  useSettingsRefresh('permissions', permissionsKey);
  if (permissions.isPending) return <PageLoader label="Loading settings..." />;
  if (permissions.isError) return <LoadFailure title="Could not load the permissions" message={permissions.error.message} />;
  return <PermissionsForm permissions={permissions.data} />;
}

function PermissionsForm({ permissions }: { permissions: Permissions }) {
  const [matrix, setMatrix] = useState<PermissionMatrix>(permissions.matrix as PermissionMatrix);
  const [isDirty, setIsDirty] = useState(false);
  const save = useSavePermissions();
  const saved = useSavedIndicator();

  // Another admin's save arrives live; it replaces the matrix only while nothing here is being edited.
  useEffect(() => {
    if (!isDirty) setMatrix(permissions.matrix as PermissionMatrix);
  }, [permissions.matrix, isDirty]);

  function toggle(area: PermissionArea, action: string, isChecked: boolean) {
    setMatrix((previous) => ({ ...previous, [area]: { ...previous[area], [action]: isChecked } }));
    setIsDirty(true);
  }

  function submit() {
    save.mutate(
      { matrix },
      {
        onSuccess: () => {
          setIsDirty(false);
          saved.flash();
        },
      },
    );
  }

  const granted = grantedPermissions({ matrix, isStrict: permissions.isStrict });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="agent-permissions-title">
          <Stack gap="md">
            <div>
              <Group gap="xs">
                <Title order={2} size="h4" id="agent-permissions-title">
                  Agents
                </Title>
                {permissions.isStrict && <Badge variant="light">Strict Permission Mode</Badge>}
              </Group>
              <Text size="sm" c="dimmed" mt={4}>
                What every agent of the organization may do. The server refuses the rest, whatever the screen shows.
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {areas.map((area) => (
                <Fieldset key={area} legend={permissionLabels[area].title} variant="filled" radius="md">
                  <Stack gap="xs">
                    {(permissionAreas[area] as readonly string[]).map((action) => {
                      const permission = `${area}.${action}` as Permission;
                      const isTicked = (matrix[area] as Record<string, boolean>)[action] === true;
                      const source = !isTicked && granted.has(permission) ? includedWith(permission, matrix) : null;
                      return (
                        <Checkbox
                          key={action}
                          label={labelOf(permission)}
                          description={source ? `Included with ${labelOf(source)}` : undefined}
                          checked={isTicked || source !== null}
                          disabled={source !== null}
                          onChange={(event) => toggle(area, action, event.currentTarget.checked)}
                        />
                      );
                    })}
                  </Stack>
                </Fieldset>
              ))}
            </SimpleGrid>
            {save.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                {save.error.message}
              </Alert>
            )}
            <Group gap="md">
              <Button onClick={submit} loading={save.isPending} disabled={!isDirty}>
                Save Permissions
              </Button>
              <SavedIndicator isShown={saved.isShown} />
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="admin-permissions-title">
          <Title order={2} size="h4" id="admin-permissions-title">
            Organization admins
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="sm">
            Admins can do everything, including these settings, approvals and the team.
          </Text>
          <List
            spacing={6}
            size="sm"
            icon={
              <ThemeIcon size={18} radius="xl" color="green" variant="light">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {areas.map((area) => (
              <List.Item key={area}>
                {permissionLabels[area].title}:{' '}
                {(permissionAreas[area] as readonly string[])
                  .map((action) => (permissionLabels[area].actions as Record<string, string>)[action])
                  .join(', ')
                  .toLowerCase()}
              </List.Item>
            ))}
          </List>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
