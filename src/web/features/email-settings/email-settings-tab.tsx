import { Alert, Button, Card, Code, CopyButton, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { attachmentLimits } from '../../../domain/attachment-type.ts';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SaveRow, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { useFollowSaved } from '../settings/use-follow-saved.ts';
import { useSettingsRefresh } from '../settings/use-settings-refresh.ts';
import { CustomAddressesSection } from './custom-addresses-section.tsx';
import {
  type EmailRules,
  type EmailSettings,
  emailSettingsKey,
  emailSettingsQuery,
  rulesOf,
  useSaveEmailSettings,
} from './email-settings-queries.ts';
import { MailQuarantineSection } from './mail-quarantine-section.tsx';
import { MailboxCard } from './mailbox-card.tsx';

/**
 * Settings → Email: how the organization receives mail (its support address and the rules for what arrives, its own
 * addresses forwarding there, its own mailbox read over IMAP) and the quarantine. Each card saves on its own.
 */
export function EmailSettingsTab() {
  const settings = useQuery(emailSettingsQuery());
  useSettingsRefresh('email', emailSettingsKey);
  if (settings.isPending) return <PageLoader label="Loading settings..." />;
  if (settings.isError) return <LoadFailure title="Could not load the e-mail settings" message={settings.error.message} />;
  return (
    <Stack gap="lg">
      <ReceivingCard settings={settings.data} />
      {settings.data.supportAddress && <CustomAddressesSection />}
      <MailboxCard settings={settings.data} />
      <MailQuarantineSection />
    </Stack>
  );
}

const unknownSenderOptions: { value: EmailSettings['unknownSender']; label: string; description: string }[] = [
  {
    value: 'create_customer',
    label: 'Create a customer and open their ticket',
    description: 'With manual approval on, the ticket waits with the new customer until an admin approves them.',
  },
  {
    value: 'refuse',
    label: 'Answer with a polite refusal',
    description: 'Only your customers’ addresses open tickets; anyone else is told to write from the address they gave you.',
  },
];

function ReceivingCard({ settings }: { settings: EmailSettings }) {
  const { unknownSender, reopenWindowDays, attachmentMegabytesPerMessage } = settings;
  // The saved rules, the same object until they change: useFollowSaved follows them by identity.
  const rules: EmailRules = useMemo(
    () => ({ unknownSender, reopenWindowDays, attachmentMegabytesPerMessage }),
    [unknownSender, reopenWindowDays, attachmentMegabytesPerMessage],
  );
  const form = useForm<EmailRules>({
    mode: 'controlled',
    initialValues: rules,
    validate: {
      reopenWindowDays: (days) => (Number.isInteger(days) && days >= 1 && days <= 365 ? null : 'Enter 1 to 365 days.'),
      attachmentMegabytesPerMessage: (megabytes) =>
        Number.isInteger(megabytes) && megabytes >= 1 && megabytes <= attachmentLimits.maxMegabytesPerMessage
          ? null
          : `Enter 1 to ${attachmentLimits.maxMegabytesPerMessage} MB.`,
    },
  });
  const save = useSaveEmailSettings();
  const saved = useSavedIndicator();
  useFollowSaved(form, rules);

  function submit(values: EmailRules) {
    save.mutate(values, {
      onSuccess: (result) => {
        const next = rulesOf(result);
        form.setValues(next);
        form.resetDirty(next);
        saved.flash();
      },
    });
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receiving-title">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={2} fz="lg" id="receiving-title">
              Receiving e-mail
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              Mail from your customers opens tickets, and their replies land on the ticket they answer.
            </Text>
          </div>

          <SupportAddress address={settings.supportAddress} />

          <Radio.Group label="Mail from someone who is not a customer yet" {...form.getInputProps('unknownSender')}>
            <Stack gap="xs" mt="xs">
              {unknownSenderOptions.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
              ))}
            </Stack>
          </Radio.Group>

          <NumberInput
            label="Reopen window (days)"
            description="A reply to a resolved or closed ticket reopens it within this many days; later, it opens a new ticket that links to the old one."
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            maw={420}
            {...form.getInputProps('reopenWindowDays')}
          />

          <NumberInput
            label="Attachments per message (MB)"
            description="The files sent with one new ticket, comment or note, together, by your customers and your team."
            min={1}
            max={attachmentLimits.maxMegabytesPerMessage}
            allowDecimal={false}
            allowNegative={false}
            maw={420}
            {...form.getInputProps('attachmentMegabytesPerMessage')}
          />

          {save.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {save.error.message}
            </Alert>
          )}
          <SaveRow label="Save Settings" isPending={save.isPending} isSaved={saved.isShown} />
        </Stack>
      </form>
    </Card>
  );
}

function SupportAddress({ address }: { address: string | null }) {
  if (!address) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} title="Receiving by address is not configured on this server" py="xs">
        This server has no mail domain of its own (INBOUND_EMAIL_DOMAIN), so there is no support address to write to. Connect your own
        mailbox below, or ask the server’s administrator to set the domain.
      </Alert>
    );
  }
  return (
    <div>
      <Text size="sm" fw={500}>
        Support address
      </Text>
      <Group gap="sm" mt={4}>
        <Code fz="sm">{address}</Code>
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Customers can write here directly, or your own address can forward to it.
      </Text>
    </div>
  );
}
