import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { mailboxMessages } from '../../../domain/mailbox.ts';
import { ApiError } from '../../api/api-error.ts';
import { SavedIndicator, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { TicketTime } from '../tickets/ticket-time.tsx';
import {
  type EmailSettings,
  type MailboxChange,
  rulesOf,
  useSaveEmailSettings,
  useTestMailboxConnection,
} from './email-settings-queries.ts';

type Mailbox = NonNullable<EmailSettings['mailbox']>;

interface MailboxForm {
  isEnabled: boolean;
  host: string;
  port: number | string;
  isTls: boolean;
  username: string;
  authKind: Mailbox['authKind'];
  secret: string;
  folder: string;
}

const TLS_PORT = 993;
const PLAIN_PORT = 143;

function formOf(mailbox: Mailbox | null): MailboxForm {
  return mailbox
    ? { ...mailbox, secret: '' }
    : { isEnabled: true, host: '', port: TLS_PORT, isTls: true, username: '', authKind: 'password', secret: '', folder: 'INBOX' };
}

/** The mailbox as sent: a secret left empty keeps the stored one. */
function changeOf(values: MailboxForm): MailboxChange {
  const { secret, port, ...rest } = values;
  return { ...rest, port: Number(port), ...(secret ? { secret } : {}) };
}

/** Settings → Email: the organization's own mailbox, read over IMAP, with Test connection and its reader's last status. */
export function MailboxCard({ settings }: { settings: EmailSettings }) {
  const stored = settings.mailbox;
  const form = useForm<MailboxForm>({
    mode: 'controlled',
    initialValues: formOf(stored),
    validate: {
      host: (host) => (host.trim() ? null : mailboxMessages.hostInvalid),
      port: (port) =>
        Number.isInteger(Number(port)) && Number(port) >= 1 && Number(port) <= 65_535 ? null : 'Enter a port from 1 to 65535.',
      username: (username) => (username.trim() ? null : mailboxMessages.usernameRequired),
      secret: (secret) => (secret || stored?.hasSecret ? null : mailboxMessages.secretRequired),
      folder: (folder) => (folder.trim() ? null : mailboxMessages.folderRequired),
    },
  });
  const save = useSaveEmailSettings();
  const test = useTestMailboxConnection();
  const saved = useSavedIndicator();
  const rules = rulesOf(settings);

  /** The server names the field it refuses: shown on that field, else above the buttons. */
  function showRefusal(error: Error) {
    if (error instanceof ApiError && error.field) form.setFieldError(error.field.replace(/^mailbox\./, ''), error.message);
  }

  function submit(values: MailboxForm) {
    save.mutate(
      { ...rules, mailbox: changeOf(values) },
      {
        onSuccess: (result) => {
          const next = formOf(result.mailbox);
          form.setValues(next);
          form.resetDirty(next);
          saved.flash();
        },
        onError: showRefusal,
      },
    );
  }

  function testConnection() {
    if (form.validate().hasErrors) return;
    test.mutate(changeOf(form.values), { onError: showRefusal });
  }

  function remove() {
    save.mutate({ ...rules, mailbox: null }, { onSuccess: (result) => form.setValues(formOf(result.mailbox)) });
  }

  function setTls(isTls: boolean) {
    form.setFieldValue('isTls', isTls);
    // The usual ports follow the switch; a port of the admin's own choosing stays.
    const port = Number(form.values.port);
    if (port === TLS_PORT || port === PLAIN_PORT) form.setFieldValue('port', isTls ? TLS_PORT : PLAIN_PORT);
  }

  const refusal = save.error instanceof ApiError && save.error.field ? null : save.error;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mailbox-title">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz="lg" id="mailbox-title">
                Your own mailbox (IMAP)
              </Title>
              <Text size="sm" c="dimmed" mt={2} maw={640}>
                For a support address you keep at your own mail provider: Tandem reads each new message into a ticket or a comment, then
                marks it as read.
              </Text>
            </div>
            {stored && <ReaderStatus mailbox={stored} />}
          </Group>

          <Switch label="Read this mailbox" {...form.getInputProps('isEnabled', { type: 'checkbox' })} />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="IMAP server" placeholder="imap.example.com" required {...form.getInputProps('host')} />
            <Group gap="md" align="flex-end" wrap="nowrap">
              <NumberInput
                label="Port"
                min={1}
                max={65_535}
                allowDecimal={false}
                allowNegative={false}
                w={120}
                required
                {...form.getInputProps('port')}
              />
              <Switch
                label="TLS"
                description="Off: upgraded with STARTTLS where offered"
                checked={form.values.isTls}
                onChange={(event) => setTls(event.currentTarget.checked)}
                mb={4}
              />
            </Group>
            <TextInput label="User name" placeholder="support@example.com" required {...form.getInputProps('username')} />
            <TextInput label="Folder" required {...form.getInputProps('folder')} />
          </SimpleGrid>

          <Stack gap="xs">
            <Text size="sm" fw={500} id="mailbox-auth-label">
              Sign in with
            </Text>
            <SegmentedControl
              aria-labelledby="mailbox-auth-label"
              data={[
                { value: 'password', label: 'Password' },
                { value: 'xoauth2', label: 'OAuth 2 access token' },
              ]}
              maw={360}
              {...form.getInputProps('authKind')}
            />
            <PasswordInput
              label={form.values.authKind === 'password' ? 'Mailbox password' : 'Access token'}
              description={
                stored?.hasSecret ? 'Saved and encrypted. Leave empty to keep it.' : 'Stored encrypted; it is never shown again.'
              }
              placeholder={stored?.hasSecret ? '••••••••' : undefined}
              autoComplete="new-password"
              maw={420}
              {...form.getInputProps('secret')}
            />
          </Stack>

          {test.data && <ConnectionResult result={test.data} folder={form.values.folder} />}
          {refusal && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {refusal.message}
            </Alert>
          )}

          <Group gap="md">
            <Button type="submit" loading={save.isPending}>
              Save Mailbox
            </Button>
            <Button variant="default" leftSection={<IconPlugConnected size={16} />} loading={test.isPending} onClick={testConnection}>
              Test connection
            </Button>
            {stored && (
              <Button variant="subtle" color="red" onClick={remove} disabled={save.isPending}>
                Remove mailbox
              </Button>
            )}
            <SavedIndicator isShown={saved.isShown} />
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function ConnectionResult({
  result,
  folder,
}: {
  result: NonNullable<ReturnType<typeof useTestMailboxConnection>['data']>;
  folder: string;
}) {
  if (!result.isOk) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not connect" role="alert" py="xs">
        {result.message}
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} title="Connected" role="status" py="xs">
      Signed in and opened {folder} ({result.messages} {result.messages === 1 ? 'message' : 'messages'}).{' '}
      {result.isIdle ? 'New mail will arrive at once.' : 'The server does not offer IDLE: new mail is checked every minute.'}
    </Alert>
  );
}

const states: Record<Mailbox['reader']['state'], { label: string; color: string }> = {
  waiting: { label: 'Not connected yet', color: 'gray' },
  connected: { label: 'Connected', color: 'green' },
  failed: { label: 'Not connected', color: 'red' },
};

/** What the server's reader last did with the mailbox. */
function ReaderStatus({ mailbox }: { mailbox: Mailbox }) {
  const { reader } = mailbox;
  const state = mailbox.isEnabled ? states[reader.state] : { label: 'Turned off', color: 'gray' };
  return (
    <Stack gap={4} align="flex-end" role="group" aria-label="Mailbox status">
      <Badge color={state.color} variant="light" size="lg">
        {state.label}
      </Badge>
      {mailbox.isEnabled && reader.state === 'connected' && (
        <Text size="xs" c="dimmed">
          {reader.isIdle ? 'New mail arrives at once (IDLE)' : 'Checked every minute'}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Last checked: {reader.lastCheckedAt ? <TicketTime iso={reader.lastCheckedAt} /> : 'never'}
      </Text>
      {reader.lastError && (
        <Text size="xs" c="red.8" maw={360} ta="right">
          {reader.lastError}
        </Text>
      )}
    </Stack>
  );
}
