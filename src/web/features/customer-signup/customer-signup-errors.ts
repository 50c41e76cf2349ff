import { accountMessages } from '../../../domain/account-messages.ts';

/** What the sign-up form says when the auth service refuses (platform.md section 8, customer signup). */
export function customerSignupErrorMessage(error: { code?: string | undefined; message: string }): string {
  switch (error.code) {
    case 'organization_not_found':
      return accountMessages.organizationNotFound;
    case 'organization_required':
    case 'agent_self_registration_disabled':
    case 'staff_signup_not_allowed':
      return error.message;
    case 'user_already_exists':
    case 'email_exists':
    case 'signup_disabled':
      return accountMessages.customerEmailTaken;
    case 'weak_password':
      return accountMessages.passwordTooShort;
  }
  if (/already (been )?(registered|exists)/i.test(error.message)) return accountMessages.customerEmailTaken;
  return error.message || accountMessages.customerSignupFailed;
}
