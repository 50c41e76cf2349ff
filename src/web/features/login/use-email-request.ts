import { useForm } from '@mantine/form';
import { useState } from 'react';
import { accountMessages } from '../../../domain/account-messages.ts';
import { useHydrated } from '../../components/use-hydrated.ts';

/** What a sign-in form says of an e-mail address that cannot be one; null when it may be. */
export function emailProblemOf(value: string): string | null {
  return /^\S+@\S+\.\S+$/.test(value.trim()) ? null : accountMessages.invalidEmail;
}

/** A page that mails something to an address (a reset link, the workspace's address): its form, then where it was sent. */
export function useEmailRequest() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isHydrated = useHydrated();
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: emailProblemOf } });
  return { form, sentTo, setSentTo, problem, setProblem, isHydrated };
}
