import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useHydrated } from '../../components/use-hydrated.ts';
import { verifyEmailToken } from './verify-email-token.ts';

const CODE_LENGTH = 6;

/** The six-digit code of a confirmation or reset e-mail, for whoever cannot follow its link; signs in, then hands over. */
export function EmailCodeForm({ email, type, onVerified }: { email: string; type: 'signup' | 'recovery'; onVerified(): void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const isHydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return setProblem(`Enter the ${CODE_LENGTH}-digit code from the e-mail.`);
    setProblem(null);
    setIsVerifying(true);
    const failure = await verifyEmailToken(email, code, type);
    setIsVerifying(false);
    if (failure) setProblem(failure);
    else onVerified();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Or enter the code from the e-mail"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          // Pasting "292 090" or the mail's whole line keeps just the digits.
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          error={problem}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" fullWidth loading={isVerifying} disabled={!isHydrated}>
          Confirm
        </Button>
      </Stack>
    </form>
  );
}
