import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  NativeSelect,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { problemOf } from '../../api/api-error.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { SaveRow, useSavedIndicator } from '../settings/saved-indicator.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { type SsoSettings, type SsoSettingsInput, ssoSettingsQuery, useSsoSettingsChanges } from './sso-settings-queries.ts';

type Changes = ReturnType<typeof useSsoSettingsChanges>;

/** Settings -> Single Sign-On: the organization's OpenID Connect provider, its e-mail domain, and whether SSO is required. */
export function SsoSettingsTab() {
  const settings = useQuery(ssoSettingsQuery());
  const changes = useSsoSettingsChanges();
  if (settings.isPending) return <PageLoader label="Loading settings..." />;
  if (settings.isError) return <LoadFailure title="Could not load the single sign-on settings" message={settings.error.message} />;
  return (
    <Stack gap="lg">
      <ProviderSection settings={settings.data} changes={changes} />
      {settings.data.isConfigured && <DomainSection settings={settings.data} changes={changes} />}
      {settings.data.isConfigured && <RequirementSection settings={settings.data} changes={changes} />}
    </Stack>
  );
}

interface SectionProps {
  settings: SsoSettings;
  changes: Changes;
}

type ProviderValues = Omit<SsoSettingsInput, 'agentClaimName' | 'agentClaimValue' | 'clientSecret'> & {
  clientSecret: string;
  agentClaimName: string;
  agentClaimValue: string;
};

function ProviderSection({ settings, changes }: SectionProps) {
  const saved = useSavedIndicator();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ProviderValues>({
    mode: 'controlled',
    initialValues: {
      discoveryUrl: settings.discoveryUrl,
      clientId: settings.clientId,
      clientSecret: '',
      buttonLabel: settings.buttonLabel,
      agentClaimName: settings.agentClaimName ?? '',
      agentClaimValue: settings.agentClaimValue ?? '',
      unmappedAccounts: settings.unmappedAccounts,
      isEnabled: settings.isConfigured ? settings.isEnabled : true,
    },
    validate: {
      discoveryUrl: (value) =>
        /^https?:\/\/\S+$/.test(value.trim())
          ? null
          : 'Enter the discovery URL, such as https://id.example.com/.well-known/openid-configuration',
      clientId: (value) => (value.trim() ? null : 'Enter the client ID'),
      clientSecret: (value) => (value || settings.hasClientSecret ? null : 'Enter the client secret'),
      buttonLabel: (value) => (value.trim() ? null : 'Enter the button label'),
      agentClaimValue: (value, values) =>
        values.agentClaimName.trim() && !value.trim() ? 'Enter the value that makes someone an agent' : null,
    },
  });

  function submit(values: ProviderValues) {
    setProblem(null);
    changes.save.mutate(
      {
        ...values,
        clientSecret: values.clientSecret || undefined,
        agentClaimName: values.agentClaimName.trim() || null,
        agentClaimValue: values.agentClaimName.trim() ? values.agentClaimValue.trim() : null,
      },
      {
        onSuccess: () => {
          saved.flash();
          form.setFieldValue('clientSecret', '');
        },
        onError: (error) => setProblem(problemOf(error, 'Could not save the single sign-on settings.')),
      },
    );
  }

  const tested = changes.test;
  return (
    <SettingsSection
      id="sso-provider"
      title="Identity Provider"
      text="Let people sign in with your organization's OpenID Connect provider (Microsoft Entra ID, Google Workspace, Okta, Keycloak…)."
    >
      <Text size="sm">
        Register this redirect URI with your provider: <Code style={{ overflowWrap: 'anywhere' }}>{settings.redirectUri}</Code>. The
        provider must allow the scopes openid, email and profile, and send the claims email and email_verified.
      </Text>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Discovery URL"
            required
            placeholder="https://id.example.com/.well-known/openid-configuration"
            {...form.getInputProps('discoveryUrl')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Client ID" required autoComplete="off" {...form.getInputProps('clientId')} />
            <PasswordInput
              label="Client secret"
              required={!settings.hasClientSecret}
              autoComplete="new-password"
              description={settings.hasClientSecret ? 'Leave blank to keep the saved secret' : undefined}
              {...form.getInputProps('clientSecret')}
            />
          </SimpleGrid>
          <TextInput
            label="Button label"
            required
            description={`The login page shows “Sign in with ${form.values.buttonLabel.trim() || '…'}”`}
            {...form.getInputProps('buttonLabel')}
          />
          <Text size="sm" fw={500}>
            Accounts made on first sign-in
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Agent claim"
              placeholder="groups"
              description="Leave blank if nobody becomes an agent by a claim"
              {...form.getInputProps('agentClaimName')}
            />
            <TextInput
              label="Agent claim value"
              placeholder="support"
              description="The claim equals it, or lists it"
              {...form.getInputProps('agentClaimValue')}
            />
          </SimpleGrid>
          <Radio.Group label="Everyone else" {...form.getInputProps('unmappedAccounts')}>
            <Group mt="xs">
              <Radio value="customer" label="Becomes a customer" />
              <Radio value="none" label="Gets no account" />
            </Group>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            Someone who already has an account here is signed in to it when the provider says their e-mail address is verified.
          </Text>
          <Switch label="Show the sign-in button on the login page" {...form.getInputProps('isEnabled', { type: 'checkbox' })} />
          {tested.data && (
            <Alert color="teal" icon={<IconCircleCheck size={20} />} role="status">
              The provider answered: {tested.data.issuer}
            </Alert>
          )}
          <FormProblem problem={tested.error ? problemOf(tested.error, 'Could not read the discovery document.') : problem} />
          <Group gap="md">
            <SaveRow label="Save Provider" isPending={changes.save.isPending} isSaved={saved.isShown} />
            <Button
              variant="default"
              loading={tested.isPending}
              onClick={() => tested.mutate({ discoveryUrl: form.values.discoveryUrl.trim(), clientId: form.values.clientId.trim() })}
            >
              Test
            </Button>
            {settings.isConfigured && (
              <Button variant="subtle" color="red" loading={changes.remove.isPending} onClick={() => changes.remove.mutate()}>
                Remove Single Sign-On
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}

function DomainSection({ settings, changes }: SectionProps) {
  const [domain, setDomain] = useState(settings.emailDomain ?? '');
  const failure = changes.setDomain.error ?? changes.checkDomain.error;
  return (
    <SettingsSection
      id="sso-domain"
      title="E-mail Domain"
      text="Prove that your organization owns its e-mail domain before requiring single sign-on for it."
      action={
        settings.emailDomain &&
        (settings.domainVerifiedAt ? (
          <Badge color="teal" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not verified
          </Badge>
        ))
      }
    >
      <Group align="flex-end" gap="md">
        <TextInput
          label="Domain"
          placeholder="example.com"
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Button variant="default" loading={changes.setDomain.isPending} onClick={() => changes.setDomain.mutate(domain)}>
          Save Domain
        </Button>
      </Group>
      {settings.txtRecordName && settings.txtRecordValue && (
        <Stack gap="xs">
          <Text size="sm">Add this TXT record at your DNS provider, then check it:</Text>
          <Text size="sm">
            Name: <Code style={{ overflowWrap: 'anywhere' }}>{settings.txtRecordName}</Code>
          </Text>
          <Text size="sm">
            Value: <Code style={{ overflowWrap: 'anywhere' }}>{settings.txtRecordValue}</Code>
          </Text>
          <Group>
            <Button loading={changes.checkDomain.isPending} onClick={() => changes.checkDomain.mutate()}>
              Check
            </Button>
          </Group>
        </Stack>
      )}
      <FormProblem problem={failure ? problemOf(failure, 'Could not check the domain.') : null} />
    </SettingsSection>
  );
}

function RequirementSection({ settings, changes }: SectionProps) {
  const saved = useSavedIndicator();
  const [isRequired, setIsRequired] = useState(settings.isRequired);
  const [breakGlass, setBreakGlass] = useState(settings.breakGlassUserId ?? '');
  const isVerified = !!settings.domainVerifiedAt;
  const failure = changes.setRequirement.error;
  return (
    <SettingsSection
      id="sso-requirement"
      title="Require Single Sign-On"
      text={
        isVerified
          ? `With single sign-on required, nobody at @${settings.emailDomain} can sign in with a password, except the org admin named here for when the provider is down.`
          : 'Verify the e-mail domain first.'
      }
    >
      {isVerified && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            changes.setRequirement.mutate({ isRequired, breakGlassUserId: breakGlass || null }, { onSuccess: saved.flash });
          }}
        >
          <Stack gap="md">
            <NativeSelect
              label="Break-glass org admin"
              description="May still sign in with a password"
              value={breakGlass}
              onChange={(event) => setBreakGlass(event.currentTarget.value)}
              data={[
                { value: '', label: 'Choose an org admin' },
                ...settings.orgAdmins.map((admin) => ({ value: admin.id, label: `${admin.name} (${admin.email})` })),
              ]}
            />
            <Switch
              label={`Require single sign-on for @${settings.emailDomain}`}
              checked={isRequired}
              onChange={(event) => setIsRequired(event.currentTarget.checked)}
            />
            <FormProblem problem={failure ? problemOf(failure, 'Could not save the requirement.') : null} />
            <SaveRow label="Save Requirement" isPending={changes.setRequirement.isPending} isSaved={saved.isShown} />
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
