import { accountMessages } from '../../../domain/account-messages.ts';

/** Refusals of the organization sign-up rules: their messages are written for the person signing up. */
const explainedCodes = new Set(['subdomain_taken', 'domain_taken', 'organization_signup_not_here', 'onboarding_data_missing']);

/** What the domain-setup page says when the sign-up fails (platform.md section 5, with passwords of at least 8 characters). */
export function signUpErrorMessage(error: { code?: string | undefined; message: string }): string {
  const { code = '', message } = error;
  if (code === 'user_already_exists' || code === 'email_exists' || /already (been )?(registered|exists)/i.test(message)) {
    return accountMessages.emailTaken;
  }
  if (code === 'email_address_invalid' || /validate email|invalid.*email|email.*invalid/i.test(message))
    return accountMessages.invalidEmail;
  if (explainedCodes.has(code) || (code === 'validation_failed' && !/^\w+: /.test(message))) return message;
  if (code === 'weak_password' || /password/i.test(message)) return accountMessages.passwordTooShort;
  return accountMessages.createAccountFailed(message);
}
