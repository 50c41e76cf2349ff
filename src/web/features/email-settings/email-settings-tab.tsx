import { Alert, Button, Card, Code, CopyButton, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { attachmentLimits } from '../../../domain/attachment-type.ts';
import { SaveRow } from '../settings/saved-indicator.tsx';
import { type SettingsForm, useSettingsForm } from '../settings/use-settings-form.tsx';
import { CustomAddressesSection } from './custom-addresses-section.tsx';
import { type EmailRules, type EmailSettings, emailSettingsQuery, rulesOf, useSaveEmailSettings } from './email-settings-queries.ts';
import { MailQuarantineSection } from './mail-quarantine-section.tsx';
import { MailboxCard } from './mailbox-card.tsx';

/**
 * Settings → Email: how the organization receives mail (its support address and the rules for what arrives, its own
 * addresses forwarding there, its own mailbox read over IMAP) and the quarantine. Each card saves on its own.
 */
export function EmailSettingsTab() {
  const receiving = useSettingsForm({
    query: emailSettingsQuery(),
    refreshGroup: 'email',
    valuesOf: rulesOf,
    validate: {
      reopenWindowDays: (days) => (Number.isInteger(days) && days >= 1 && days <= 365 ? null : 'Enter 1 to 365 days.'),
      attachmentMegabytesPerMessage: (megabytes) =>
        Number.isInteger(megabytes) && megabytes >= 1 && megabytes <= attachmentLimits.maxMegabytesPerMessage
          ? null
          : `Enter 1 to ${attachmentLimits.maxMegabytesPerMessage} MB.`,
    },
    save: useSaveEmailSettings(),
    inputOf: (rules) => rules,
    savedValuesOf: rulesOf,
    loadFailureTitle: 'Could not load the e-mail settings',
    saveFailure: 'Could not save the e-mail settings.',
  });
  const settings = receiving.data;
  if (receiving.fallback || !settings) return receiving.fallback;
  return (
    <Stack gap="lg">
      <ReceivingCard receiving={receiving} supportAddress={settings.supportAddress} />
      {settings.supportAddress && <CustomAddressesSection />}
      <MailboxCard settings={settings} />
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

function ReceivingCard({
  receiving,
  supportAddress,
}: {
  receiving: SettingsForm<EmailSettings, EmailRules>;
  supportAddress: string | null;
}) {
  const { form } = receiving;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receiving-title">
      <form onSubmit={receiving.onSubmit} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={2} fz="lg" id="receiving-title">
              Receiving e-mail
            </Title>
            <Text size="sm" c="dimmed" mt={2}>
              Mail from your customers opens tickets, and their replies land on the ticket they answer.
            </Text>
          </div>

          <SupportAddress address={supportAddress} />

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

          {receiving.saveProblem && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
              {receiving.saveProblem}
            </Alert>
          )}
          <SaveRow label="Save Settings" isPending={receiving.isSaving} isSaved={receiving.isSaved} />
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
