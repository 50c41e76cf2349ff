import { Alert, Button, Card, Grid, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { accountMessages, resetPasswordFormSchema } from '../../../domain/account-validation.ts';
import { DISPLAY_NAME_MAX, displayNameSchema, type NotificationFlags, profileMessages } from '../../../domain/staff-profile.ts';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { RoleBadge } from '../../components/role-badge.tsx';
import { authClient } from '../../session/auth-client.ts';
import { CalendarFeedCard } from '../calendar/calendar-feed-card.tsx';
import { NotificationPreferencesPanel } from '../notification-preferences/notification-preferences-panel.tsx';
import { PasswordChecklist } from '../password-reset/password-checklist.tsx';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { useWorkspace } from '../workspace/workspace-context.ts';
import { notificationFlagsQuery, useRenameProfile, useSaveNotificationFlags } from './profile-queries.ts';
import { SessionsCard } from './sessions-card.tsx';

/** Fetched when the profile opens: the QR code and recovery codes are not part of the workspace's first load. */
const TwoFactorCard = lazyNamed(() => import('../two-factor/two-factor-card.tsx'), 'TwoFactorCard');

/** Settings → Profile: who the staff member is, their name, password and how they are told of things. */
export function ProfileTab() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="lg">
          <AccountCard />
          <PasswordCard />
          <SessionsCard />
          <Suspense fallback={null}>
            <TwoFactorCard />
          </Suspense>
          <CalendarFeedCard />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="lg">
          <Card withBorder padding="lg" component="section" aria-labelledby="notifications-title">
            <Title order={2} fz="lg" id="notifications-title" mb="md">
              Notification Preferences
            </Title>
            <NotificationPreferencesPanel />
          </Card>
          <WorkspaceAlertsCard />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function AccountCard() {
  const { account, role } = useWorkspace();
  const currentName = account.profile?.name || account.user.name || account.user.email;
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: currentName },
    validate: {
      name: (value) => {
        const parsed = displayNameSchema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? profileMessages.nameRequired);
      },
    },
  });
  const rename = useRenameProfile();
  const saved = useSavedIndicator();

  function submit({ name }: { name: string }) {
    rename.mutate(name.trim(), {
      onSuccess: (result) => {
        form.setValues({ name: result.name });
        form.resetDirty({ name: result.name });
        saved.flash();
      },
    });
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <InitialsAvatar name={currentName} color="secondary" size={56} />
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id="profile-title" style={{ overflowWrap: 'anywhere' }}>
              {currentName}
            </Title>
            <Group gap="xs" mt={4}>
              <RoleBadge role={role} size="sm" />
            </Group>
          </div>
        </Group>
        <Title order={3} fz="md">
          Account Settings
        </Title>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <TextInput label="Display name" maxLength={DISPLAY_NAME_MAX} autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              value={account.user.email}
              readOnly
              description={profileMessages.emailReadOnly}
              styles={{ input: { color: 'var(--mantine-color-dimmed)' } }}
            />
            {rename.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
                {rename.error.message}
              </Alert>
            )}
            <Group gap="md">
              <Button type="submit" loading={rename.isPending} disabled={!form.isDirty()}>
                Save Profile
              </Button>
              <SavedIndicator isShown={saved.isShown} />
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

/** A new password through the auth service; this device stays signed in, the account's other sessions end. */
function PasswordCard() {
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const saved = useSavedIndicator();

  async function submit({ password }: { password: string }) {
    setProblem(null);
    setIsSaving(true);
    const { error } = await authClient.updateUser({ password });
    setIsSaving(false);
    if (error) return setProblem(error.message || accountMessages.resetUpdateFailed);
    form.reset();
    saved.flash();
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="password-title">
              Change Password
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              You stay signed in here; your other devices are signed out.
            </Text>
          </div>
          <PasswordInput label="New password" autoComplete="new-password" visibilityToggleFocusable {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            visibilityToggleFocusable
            {...form.getInputProps('confirmPassword')}
          />
          {form.values.password && <PasswordChecklist password={form.values.password} confirmation={form.values.confirmPassword} />}
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {problem}
            </Alert>
          )}
          <Group gap="md">
            <Button type="submit" loading={isSaving}>
              Change Password
            </Button>
            <SavedIndicator isShown={saved.isShown} />
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function WorkspaceAlertsCard() {
  const flags = useQuery(notificationFlagsQuery());
  const save = useSaveNotificationFlags();
  const saved = useSavedIndicator();
  const [deniedMessage, setDeniedMessage] = useState<string | null>(null);

  async function toggle(field: keyof NotificationFlags, isOn: boolean) {
    if (!flags.data) return;
    setDeniedMessage(null);
    if (field === 'desktop' && isOn && typeof Notification !== 'undefined' && Notification.permission !== 'granted') {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setDeniedMessage('Your browser blocks notifications from this site. Allow them in its site settings, then turn this on again.');
        return;
      }
    }
    save.mutate({ ...flags.data, [field]: isOn }, { onSuccess: saved.flash });
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="alerts-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="alerts-title">
            Workspace Alerts
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            How this workspace tells you of a new notification while it is open.
          </Text>
        </div>
        {flags.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {flags.error.message}
          </Alert>
        )}
        <Switch
          label="Sound"
          description="Play a short tone"
          checked={flags.data?.sound ?? false}
          disabled={!flags.data || save.isPending}
          onChange={(event) => void toggle('sound', event.currentTarget.checked)}
        />
        <Switch
          label="Desktop notifications"
          description="Show a notification on your device while the workspace is in the background"
          checked={flags.data?.desktop ?? false}
          disabled={!flags.data || save.isPending || typeof Notification === 'undefined'}
          onChange={(event) => void toggle('desktop', event.currentTarget.checked)}
        />
        {deniedMessage && (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {deniedMessage}
          </Alert>
        )}
        {save.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
            {save.error.message}
          </Alert>
        )}
        <SavedIndicator isShown={saved.isShown} />
      </Stack>
    </Card>
  );
}
