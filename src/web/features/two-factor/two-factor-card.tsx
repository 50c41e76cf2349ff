import { Alert, Badge, Button, Card, Code, Group, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProblem } from '../../components/form-problem.tsx';
import { authClient, isAuthApiError } from '../../session/auth-client.ts';

const twoFactorKey = ['two-factor'] as const;

type Step = { kind: 'idle' } | { kind: 'scan'; factorId: string; qrCode: string; secret: string } | { kind: 'codes'; codes: string[] };

function messageOf(error: unknown, fallback: string): string {
  return isAuthApiError(error) && error.message ? error.message : fallback;
}

/** auth-js hands the SVG over unescaped after its data: prefix; an <img> needs it escaped. */
function qrImageSource(qrCode: string): string {
  const svg = qrCode.slice(qrCode.indexOf('<svg'));
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Groups of four, as people copy them onto paper. */
function displayedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

interface TwoFactorCardProps {
  /** Once a new authenticator's recovery codes are saved: the login page's setup step goes on (decision 185). */
  onSetUp?(): void;
}

/** Settings → Profile: two-factor sign-in with an authenticator app, and its recovery codes (decision 180). */
export function TwoFactorCard({ onSetUp }: TwoFactorCardProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const status = useQuery({
    queryKey: twoFactorKey,
    queryFn: async () => {
      const factors = await authClient.mfa.listFactors();
      if (factors.error) throw factors.error;
      const authenticator = factors.data.totp[0] ?? null;
      const recovery = authenticator ? await authClient.mfa.recoveryCodes.getStatus() : null;
      return { authenticator, recoveryCodes: recovery?.data ?? null };
    },
  });

  async function act(work: () => Promise<void>, fallback: string) {
    setProblem(null);
    setIsBusy(true);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error, fallback));
    } finally {
      setIsBusy(false);
    }
  }

  const startSetup = () =>
    act(async () => {
      const { data, error } = await authClient.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
      if (error) throw error;
      setCode('');
      setStep({ kind: 'scan', factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    }, 'Two-factor sign-in could not be set up. Try again.');

  const confirmSetup = (factorId: string) =>
    act(async () => {
      if (!/^\d{6}$/.test(code.trim())) throw new Error('Enter the 6-digit code from your authenticator app.');
      const verified = await authClient.mfa.challengeAndVerify({ factorId, code: code.trim() });
      if (verified.error) throw verified.error;
      const generated = await authClient.mfa.recoveryCodes.generate();
      if (generated.error) throw generated.error;
      setStep({ kind: 'codes', codes: generated.data.codes });
      await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    }, 'The code could not be checked. Try again.').catch(() => {});

  const newCodes = () =>
    act(async () => {
      const { data, error } = await authClient.mfa.recoveryCodes.regenerate();
      if (error) throw error;
      setStep({ kind: 'codes', codes: data.codes });
      await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    }, 'New recovery codes could not be made. Try again.');

  const remove = (factorId: string) =>
    act(async () => {
      if (!window.confirm('Turn off two-factor sign-in? Your recovery codes stop working too.')) return;
      const { error } = await authClient.mfa.unenroll({ factorId });
      if (error) throw error;
      setStep({ kind: 'idle' });
      await queryClient.invalidateQueries({ queryKey: twoFactorKey });
    }, 'Two-factor sign-in could not be turned off. Try again.');

  const authenticator = status.data?.authenticator ?? null;
  const remaining = status.data?.recoveryCodes?.remaining;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="two-factor-title">
          Two-Factor Sign-In
        </Title>
        {authenticator && (
          <Badge color="teal.9" leftSection={<IconShieldCheck size={14} />}>
            On
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        {step.kind === 'scan' ? (
          <>
            <Text size="sm">
              Scan this code with an authenticator app (such as Google Authenticator, 1Password or Authy), then enter the 6-digit code it
              shows.
            </Text>
            <Image src={qrImageSource(step.qrCode)} alt="QR code to add this account to an authenticator app" w={180} h={180} />
            <Text size="sm">
              Or type this key into the app: <Code data-testid="totp-secret">{step.secret}</Code>
            </Text>
            <TextInput
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <FormProblem problem={problem} />
            <Group>
              <Button onClick={() => void confirmSetup(step.factorId)} loading={isBusy}>
                Turn On
              </Button>
              <Button variant="default" onClick={() => setStep({ kind: 'idle' })}>
                Cancel
              </Button>
            </Group>
          </>
        ) : step.kind === 'codes' ? (
          <>
            <Alert
              color="yellow"
              title="Save your recovery codes"
              // Mantine's light yellow puts its title under 4.5:1 contrast.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              Each code signs you in once if you lose your phone. They are shown only now: print them or keep them in a password manager.
            </Alert>
            <SimpleGrid cols={2} component="ul" aria-label="Recovery codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {step.codes.map((item) => (
                <li key={item}>
                  <Code fz="sm">{displayedCode(item)}</Code>
                </li>
              ))}
            </SimpleGrid>
            <Group>
              <Button
                onClick={() => {
                  setStep({ kind: 'idle' });
                  onSetUp?.();
                }}
              >
                I Have Saved These Codes
              </Button>
            </Group>
          </>
        ) : authenticator ? (
          <>
            <Text size="sm">
              You sign in with your password and a code from your authenticator app.
              {remaining !== undefined && ` ${remaining} of 10 recovery codes are left.`}
            </Text>
            <FormProblem problem={problem} />
            <Group>
              <Button variant="default" onClick={() => void newCodes()} loading={isBusy}>
                New Recovery Codes
              </Button>
              <Button variant="default" color="red" onClick={() => void remove(authenticator.id)} disabled={isBusy}>
                Turn Off
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">Protect your account with a code from an authenticator app on your phone each time you sign in.</Text>
            <FormProblem problem={status.isError ? 'Two-factor sign-in could not be loaded.' : problem} />
            <Group>
              <Button onClick={() => void startSetup()} loading={isBusy} disabled={status.isPending}>
                Set Up
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
