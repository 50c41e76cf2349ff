import type { EmailOtpType } from '@supabase/auth-js';
import { accountMessages } from '../../../domain/account-messages.ts';
import { authClient } from '../../session/auth-client.ts';

const verifyTypes: readonly EmailOtpType[] = ['signup', 'email', 'invite', 'recovery', 'magiclink', 'email_change'];

function isVerifyType(value: string): value is EmailOtpType {
  return (verifyTypes as readonly string[]).includes(value);
}

/** Verifies an e-mailed token or code with its address, signing in on success; resolves to the failure message, or null. */
export async function verifyEmailToken(email: string, token: string, type: string): Promise<string | null> {
  if (!isVerifyType(type)) return accountMessages.verificationFailed(`unknown verification type “${type}”.`);
  try {
    const { error } = await authClient.verifyOtp({ email, token, type });
    return error ? accountMessages.verificationFailed(error.message) : null;
  } catch (error) {
    return accountMessages.verificationFailed(error instanceof Error ? error.message : String(error));
  }
}
