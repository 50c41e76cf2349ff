import { Anchor, Box, Button, Code, Container, Group, Loader, Paper, Radio, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailOpened, IconWorld, IconWorldWww } from '@tabler/icons-react';
import { type FormEvent, Fragment, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { accountMessages, normalizeSubdomain } from '../../../domain/account-validation.ts';
import {
  customDomainSchema,
  customPathSchema,
  type DomainType,
  organizationSignUpMetadata,
  requestedSubdomainSchema,
} from '../../../domain/organization-signup.ts';
import { organizationUrl } from '../../../domain/tenancy.ts';
import { PRODUCT_NAME } from '../../app/product-name.ts';
import { FormProblem } from '../../components/form-problem.tsx';
import { authClient } from '../../session/auth-client.ts';
import { codeVerifiedState } from '../verification/code-verified-state.ts';
import { EmailCodeForm } from '../verification/email-code-form.tsx';
import classes from './onboarding.module.css';
import { StepForm, StepHeader } from './onboarding-steps.tsx';
import { signUpErrorMessage } from './sign-up-errors.ts';
import { readSignUpFlow } from './sign-up-flow.ts';
import { useSubdomainAvailability } from './use-subdomain-availability.ts';

type FieldErrors = Partial<Record<'subdomain' | 'domain' | 'path', string>>;

const domainChoices: { type: DomainType; title: string; text: string; icon: typeof IconWorld }[] = [
  { type: 'subdomain', title: 'Use Our Domain', text: 'A free subdomain, ready the moment you confirm.', icon: IconWorldWww },
  { type: 'custom', title: 'Use Your Domain', text: 'Connect a domain you own; we help you verify it.', icon: IconWorld },
];

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** Step 3 of the organization sign-up: the organization's address, then the account is created and a confirmation e-mailed. */
export function DomainSetupPage() {
  const location = useLocation();
  const { business, account } = readSignUpFlow(location.state);
  const [domainType, setDomainType] = useState<DomainType>('subdomain');
  const [subdomain, setSubdomain] = useState('');
  const [domain, setDomain] = useState('');
  const [path, setPath] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<{ email: string; address: string } | null>(null);
  const availability = useSubdomainAvailability(domainType === 'subdomain' ? subdomain : '');

  if (!business || !account) return <Navigate to="/register" state={location.state} replace />;

  const isComplete = domainType === 'subdomain' ? subdomain.length > 0 : domain.trim().length > 0 && path.trim().length > 0;
  const mainSite = new URL(window.location.origin);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!business || !account || !isComplete) return;
    setProblem(null);
    const requested = requestedSubdomainSchema.safeParse(subdomain);
    const customDomain = customDomainSchema.safeParse(domain);
    const customPath = customPathSchema.safeParse(path);
    const errors: FieldErrors =
      domainType === 'subdomain'
        ? { subdomain: firstIssue(requested) }
        : { domain: firstIssue(customDomain), path: firstIssue(customPath) };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;

    const choice =
      domainType === 'subdomain'
        ? { type: 'subdomain' as const, subdomain: requested.data ?? '' }
        : { type: 'custom' as const, domain: customDomain.data ?? '', path: customPath.data ?? '' };
    setIsSubmitting(true);
    const { data, error } = await authClient.signUp({
      email: account.email,
      password: account.password,
      options: {
        emailRedirectTo: `${window.location.origin}/`,
        data: organizationSignUpMetadata({ ...account, businessType: business.businessType, addOns: business.addOns, domain: choice }),
      },
    });
    setIsSubmitting(false);
    if (error) return setProblem(signUpErrorMessage(error));
    if (!data.user) return setProblem(accountMessages.noUserCreated);
    const address =
      choice.type === 'subdomain'
        ? organizationUrl({
            publicUrl: mainSite.origin,
            appDomain: mainSite.hostname.replace(/^www\./, ''),
            subdomain: choice.subdomain,
            path: '/',
          })
        : `https://${choice.domain}${choice.path}`;
    setSentTo({ email: account.email, address: address.replace(/\/$/, '') });
  }

  if (sentTo) return <CheckYourEmail email={sentTo.email} address={sentTo.address} onTryAgain={() => setSentTo(null)} />;

  const availabilityNote = subdomainStatus(subdomain, availability);

  return (
    <Container size={620} className={classes.page}>
      <title>{`Choose your address · ${PRODUCT_NAME}`}</title>
      <StepHeader step={3} title="Choose your address">
        Your help desk lives here: your customers and your team sign in at this address.
      </StepHeader>
      <StepForm
        onSubmit={submit}
        back={{ to: '/register', state: location.state }}
        gap="lg"
        submitButton={
          <Button type="submit" size="md" disabled={!isComplete} loading={isSubmitting}>
            Create Account
          </Button>
        }
      >
        <Radio.Group value={domainType} onChange={(value) => setDomainType(value as DomainType)} label="Address type">
          <div className={classes.domainChoices}>
            {domainChoices.map((choice) => (
              <Radio.Card key={choice.type} value={choice.type} radius="md" className={classes.domainChoice}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={3} />
                  <span>
                    <Text component="span" fw={600} className={classes.choiceTitle}>
                      <choice.icon size={18} stroke={1.75} aria-hidden="true" />
                      {choice.title}
                    </Text>
                    <Text component="span" display="block" size="sm" c="dimmed">
                      {choice.text}
                    </Text>
                  </span>
                </Group>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>

        {domainType === 'subdomain' ? (
          <TextInput
            label="Subdomain"
            description="Lower-case letters, digits and hyphens"
            placeholder="your-company"
            required
            autoComplete="off"
            spellCheck={false}
            value={subdomain}
            onChange={(event) => {
              setSubdomain(normalizeSubdomain(event.currentTarget.value));
              setFieldErrors({});
            }}
            rightSection={<span className={classes.suffix}>.{mainSite.host}</span>}
            rightSectionWidth={`${mainSite.host.length + 3}ch`}
            error={fieldErrors.subdomain ?? (availabilityNote?.isProblem ? availabilityNote.text : undefined)}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
        ) : (
          <Stack gap="md">
            <TextInput
              label="Your domain"
              placeholder="support.example.com"
              required
              autoComplete="off"
              spellCheck={false}
              value={domain}
              onChange={(event) => setDomain(event.currentTarget.value)}
              error={fieldErrors.domain}
            />
            <TextInput
              label="Path"
              description="Where the help desk lives on your domain"
              placeholder="/helpdesk"
              required
              autoComplete="off"
              spellCheck={false}
              value={path}
              onChange={(event) => setPath(event.currentTarget.value)}
              error={fieldErrors.path}
            />
          </Stack>
        )}
        {domainType === 'subdomain' && availabilityNote && !availabilityNote.isProblem && (
          <Group gap={6} className={classes.availability} role="status" data-state={availabilityNote.state}>
            {availabilityNote.state === 'checking' ? <Loader size={14} /> : <IconCircleCheck size={18} stroke={1.75} aria-hidden="true" />}
            <Text size="sm">{availabilityNote.text}</Text>
          </Group>
        )}
        <FormProblem problem={problem} />
      </StepForm>
    </Container>
  );
}

type Availability = ReturnType<typeof useSubdomainAvailability>;

/** The line under the subdomain: checking, available, or why not (shown as the field's error). */
function subdomainStatus(
  subdomain: string,
  availability: Availability,
): { state: 'checking' | 'free'; text: string; isProblem: boolean } | null {
  if (!subdomain) return null;
  if (availability.isSettling || availability.isFetching || !availability.data) {
    return availability.isError ? null : { state: 'checking', text: 'Checking availability…', isProblem: false };
  }
  if (availability.data.subdomain !== subdomain) return null;
  if (!availability.data.isAvailable)
    return { state: 'free', text: availability.data.reason ?? accountMessages.subdomainTaken, isProblem: true };
  return { state: 'free', text: `${subdomain} is available`, isProblem: false };
}

/** An address that wraps after its dots and slashes rather than inside a word. */
function withBreaks(address: string) {
  return address.split(/(?<=[./])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
    <Fragment key={index}>
      {part}
      <wbr />
    </Fragment>
  ));
}

function CheckYourEmail({ email, address, onTryAgain }: { email: string; address: string; onTryAgain(): void }) {
  const navigate = useNavigate();
  const steps = [
    'Click Confirm Email in the message we sent, or enter its code',
    'You are signed in automatically',
    'Your organization is created',
    'You land on your dashboard',
  ];
  return (
    <Container size={560} className={classes.page}>
      <title>{`Check your e-mail · ${PRODUCT_NAME}`}</title>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.formCard}>
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="teal">
            <IconMailOpened size={32} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} className={classes.title}>
            Check Your Email
          </Title>
          <Text c="dimmed">
            We sent a confirmation link and code to <strong className={classes.email}>{email}</strong>. They are valid for 1 hour.
          </Text>
        </Stack>
        {/* The link lands on the welcome page; so does its code, with the session it gave. */}
        <Box mt="lg">
          <EmailCodeForm email={email} type="signup" onVerified={() => navigate('/welcome', { replace: true, state: codeVerifiedState })} />
        </Box>
        <ol className={classes.nextSteps}>
          {steps.map((step, index) => (
            <li key={step}>
              <span className={classes.nextStepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <Text size="sm">{step}</Text>
            </li>
          ))}
        </ol>
        <div className={classes.futureAddress}>
          <Text size="sm" c="dimmed">
            Your help desk will be at
          </Text>
          <Code className={classes.futureUrl}>{withBreaks(address)}</Code>
        </div>
        <Text size="sm" c="dimmed" ta="center" mt="lg">
          No e-mail after a few minutes? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" fw={600} onClick={onTryAgain}>
            try again
          </Anchor>
          .
        </Text>
      </Paper>
    </Container>
  );
}
