import { Button, Divider, Fieldset, Group, Loader, NativeSelect, Stack, Switch, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import type { EmailFrequency } from '../../../domain/notification-delivery.ts';
import { isRole, isStaffRole } from '../../../domain/roles.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useSession } from '../../session/use-session.ts';
import {
  type NotificationPreferences,
  notificationPreferencesQuery,
  preferencesMessages,
  useSaveNotificationPreferences,
} from './notification-preferences-queries.ts';

/** How long the Save button says Saved! after a save. */
export const SAVED_CONFIRMATION_MS = 3000;

const frequencyOptions: { value: EmailFrequency; label: string }[] = [
  { value: 'immediate', label: 'Immediate' },
  { value: 'hourly', label: 'Hourly digest' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'never', label: 'Never' },
];

const fieldsetStyles = { root: { padding: 0, margin: 0 }, legend: { fontWeight: 600, marginBottom: 12 } };

type Toggle = Exclude<keyof NotificationPreferences, 'roleType' | 'emailFrequency'>;

/** The signed-in user's notification preferences: e-mail and in-app toggles, e-mail frequency, weekends. */
export function NotificationPreferencesPanel() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const preferences = useQuery({ ...notificationPreferencesQuery(userId), enabled: !!user });

  if (preferences.isError) {
    return (
      <LoadFailure
        title={preferencesMessages.unavailable}
        message={`${preferencesMessages.loadFailed}. Check your connection and try again.`}
        onRetry={() => preferences.refetch()}
        isRetrying={preferences.isFetching}
        retryLabel="Try Again"
      />
    );
  }
  if (!preferences.data) {
    return (
      <Group justify="center" py="xl" role="status" aria-label="Loading notification preferences">
        <Loader size="sm" />
      </Group>
    );
  }
  return <PreferencesForm initial={preferences.data} userId={userId} />;
}

function PreferencesForm({ initial, userId }: { initial: NotificationPreferences; userId: string }) {
  const [values, setValues] = useState(initial);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const save = useSaveNotificationPreferences(userId);
  // Staff are also told about new tickets; customers never are.
  const isStaff = isRole(initial.roleType) && isStaffRole(initial.roleType);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = window.setTimeout(() => setSavedAt(null), SAVED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  function switchProps(field: Toggle, label: string) {
    return {
      label,
      // The label element also wraps the description; the name stays the label alone.
      'aria-label': label,
      checked: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { checked } = event.currentTarget;
        setValues((current) => ({ ...current, [field]: checked }));
      },
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { roleType: _roleType, ...input } = values;
    save.mutate(input, { onSuccess: () => setSavedAt(Date.now()) });
  }

  const isSaved = savedAt !== null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend="Email Notifications" variant="unstyled" styles={fieldsetStyles}>
          <Stack gap="md">
            <Switch description="When someone replies to your ticket" {...switchProps('emailTicketComments', 'Ticket Replies')} />
            <Switch description="When the status of your ticket changes" {...switchProps('emailTicketStatusChanges', 'Status Updates')} />
            {isStaff && <Switch description="When a new ticket is submitted" {...switchProps('emailNewTickets', 'New Tickets')} />}
            <NativeSelect
              label="Email Frequency"
              description="Digests gather your e-mail into one message."
              data={frequencyOptions}
              value={values.emailFrequency}
              onChange={(event) => {
                const emailFrequency = event.currentTarget.value as EmailFrequency;
                setValues((current) => ({ ...current, emailFrequency }));
              }}
              maw={320}
            />
          </Stack>
        </Fieldset>
        <Divider />
        <Fieldset legend="In-App Notifications" variant="unstyled" styles={fieldsetStyles}>
          <Stack gap="md">
            <Switch description="Show replies in the notification bell" {...switchProps('appTicketComments', 'Ticket Replies')} />
            <Switch
              description="Show status changes in the notification bell"
              {...switchProps('appTicketStatusChanges', 'Status Updates')}
            />
            {isStaff && <Switch description="Show new tickets in the notification bell" {...switchProps('appNewTickets', 'New Tickets')} />}
          </Stack>
        </Fieldset>
        <Divider />
        <Switch
          description="When off, e-mail due on a Saturday or Sunday waits until Monday morning."
          {...switchProps('weekendNotifications', 'Weekend Notifications')}
        />
        <FormProblem problem={save.isError ? preferencesMessages.saveFailed : null} />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={save.isPending}
            color={isSaved ? 'green.8' : undefined}
            leftSection={isSaved ? <IconCheck size={16} /> : undefined}
          >
            {isSaved ? 'Saved!' : 'Save Preferences'}
          </Button>
        </Group>
        <VisuallyHidden role="status">{isSaved ? 'Your notification preferences were saved.' : ''}</VisuallyHidden>
      </Stack>
    </form>
  );
}
