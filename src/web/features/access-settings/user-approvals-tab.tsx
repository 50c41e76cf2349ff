import { Alert, Badge, Button, Card, Group, Radio, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconUserCheck, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAbsoluteDate } from '../../../domain/relative-time.ts';
import { roleLabels } from '../../../domain/roles.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useRealtime } from '../realtime/use-realtime.ts';
import {
  type RegistrationSettings,
  registrationSettingsKey,
  registrationSettingsQuery,
  useSaveRegistrationSettings,
} from '../settings/registration-settings-queries.ts';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { useDateTimeSettings } from '../settings/use-datetime-settings.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import {
  type PendingAccount,
  pendingAccountsKey,
  pendingAccountsQuery,
  permissionsKey,
  permissionsQuery,
  useDecideAccount,
  useSavePermissions,
} from './access-settings-queries.ts';

/** Settings → User Approvals: Manual User Approval, Strict Permission Mode, and the accounts waiting for a decision. */
export function UserApprovalsTab() {
  const registration = useQuery(registrationSettingsQuery());
  const permissions = useQuery(permissionsQuery());
  useSettingsRefresh('registration', registrationSettingsKey);
  useSettingsRefresh('permissions', permissionsKey);
  const saveRegistration = useSaveRegistrationSettings();
  const savePermissions = useSavePermissions();
  const saved = useSavedIndicator();

  if (registration.isPending || permissions.isPending) return <PageLoader label="Loading settings..." />;
  if (registration.isError || permissions.isError) {
    return <LoadFailure title="Could not load the approval settings" message={(registration.error ?? permissions.error)?.message} />;
  }

  function saveApproval(settings: RegistrationSettings, manualApproval: boolean) {
    saveRegistration.mutate({ ...settings, manualApproval }, { onSuccess: saved.flash });
  }

  const problem = saveRegistration.error ?? savePermissions.error;
  // The choice shows at once; a refused save puts the saved value back.
  const isApprovalRequired = saveRegistration.isPending ? saveRegistration.variables.manualApproval : registration.data.manualApproval;
  const isStrict = savePermissions.isPending ? savePermissions.variables.isStrict : permissions.data.isStrict;
  return (
    <Stack gap="lg" maw={860}>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="approval-rules-title">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4" id="approval-rules-title">
              Access rules
            </Title>
            <SavedIndicator isShown={saved.isShown} />
          </Group>
          <Radio.Group
            label="Manual User Approval"
            description="Whether new customer and agent accounts can sign in at once or wait for an admin's approval."
            value={isApprovalRequired ? 'required' : 'auto'}
            onChange={(value) => saveApproval(registration.data, value === 'required')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="required" label="Required" description="New accounts wait below until an admin approves them." />
              <Radio value="auto" label="Auto-approve" description="New accounts can sign in as soon as their e-mail is confirmed." />
            </Stack>
          </Radio.Group>
          <Switch
            label="Strict Permission Mode"
            description="Agents get only what is ticked in Permissions, not what a ticked permission needs (editing customers without viewing them, for example)."
            checked={isStrict}
            onChange={(event) => savePermissions.mutate({ isStrict: event.currentTarget.checked }, { onSuccess: saved.flash })}
          />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {problem.message}
            </Alert>
          )}
        </Stack>
      </Card>
      <PendingAccounts />
    </Stack>
  );
}

function PendingAccounts() {
  const queryClient = useQueryClient();
  const pending = useQuery(pendingAccountsQuery());
  const decide = useDecideAccount();
  const { timezone, timeFormat, dateFormat } = useDateTimeSettings();
  // A sign-up tells the org admins with a notification; another admin's decision arrives as an event.
  useRealtime((signal) => {
    const isRelevant =
      signal.kind === 'reconnected' || signal.event.type === 'approval.decided' || signal.event.type === 'notification.created';
    if (isRelevant) void queryClient.invalidateQueries({ queryKey: pendingAccountsKey });
  });

  function act(account: PendingAccount, outcome: 'approve' | 'reject') {
    decide.mutate(
      { userId: account.userId, outcome },
      {
        onSuccess: () =>
          notifications.show({
            color: outcome === 'approve' ? 'green' : 'gray',
            message: outcome === 'approve' ? `${account.name} can now sign in.` : `${account.name}'s account request was rejected.`,
          }),
        onError: (error) => notifications.show({ color: 'red', title: 'Could not decide', message: error.message }),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-title">
      <Stack gap="md">
        <Group gap="xs">
          <Title order={2} size="h4" id="pending-title">
            Waiting for approval
          </Title>
          {pending.data && pending.data.accounts.length > 0 && <Badge variant="light">{pending.data.accounts.length}</Badge>}
        </Group>
        {pending.isPending && <PageLoader label="Loading accounts..." />}
        {pending.isError && (
          <LoadFailure
            title="Could not load the accounts waiting for approval"
            message={pending.error.message}
            onRetry={() => pending.refetch()}
            isRetrying={pending.isFetching}
          />
        )}
        {pending.data?.accounts.length === 0 && (
          <Group gap="sm" c="dimmed">
            <IconUserCheck size={20} aria-hidden />
            <Text size="sm">No accounts are waiting for approval.</Text>
          </Group>
        )}
        {pending.data && pending.data.accounts.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Signed up</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Decision</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pending.data.accounts.map((account) => (
                  <Table.Tr key={account.userId}>
                    <Table.Td fw={500}>{account.name}</Table.Td>
                    <Table.Td>{account.email}</Table.Td>
                    <Table.Td>{account.role === 'agent' ? roleLabels.agent : 'Customer'}</Table.Td>
                    <Table.Td>
                      {formatAbsoluteDate(new Date(account.createdAt), new Date(), { timeZone: timezone, timeFormat, dateFormat })}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          leftSection={<IconCheck size={14} />}
                          onClick={() => act(account, 'approve')}
                          loading={
                            decide.isPending && decide.variables?.userId === account.userId && decide.variables.outcome === 'approve'
                          }
                          aria-label={`Approve ${account.name}`}
                        >
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          leftSection={<IconX size={14} />}
                          onClick={() => act(account, 'reject')}
                          loading={decide.isPending && decide.variables?.userId === account.userId && decide.variables.outcome === 'reject'}
                          aria-label={`Reject ${account.name}`}
                        >
                          Reject
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
