import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../domain/account-messages.ts';
import { onboardingMessages } from '../../../domain/organization-signup.ts';
import { signUpErrorMessage } from './sign-up-errors.ts';

describe('signUpErrorMessage', () => {
  it.each([
    [{ code: 'user_already_exists', message: 'User already registered' }, accountMessages.emailTaken],
    [{ message: 'A user with this email address has already been registered' }, accountMessages.emailTaken],
    [{ code: 'email_address_invalid', message: 'Email address is invalid' }, accountMessages.invalidEmail],
    [{ code: 'validation_failed', message: 'email: Unable to validate email address: invalid format' }, accountMessages.invalidEmail],
    [{ code: 'weak_password', message: 'Password should be at least 8 characters.' }, accountMessages.passwordTooShort],
    [{ code: 'subdomain_taken', message: accountMessages.subdomainTaken }, accountMessages.subdomainTaken],
    [{ code: 'domain_taken', message: onboardingMessages.domainTaken }, onboardingMessages.domainTaken],
    [{ code: 'validation_failed', message: onboardingMessages.subdomainReserved }, onboardingMessages.subdomainReserved],
    [
      { code: 'organization_signup_not_here', message: onboardingMessages.signUpOnOrganizationSite },
      onboardingMessages.signUpOnOrganizationSite,
    ],
    [{ code: 'unexpected_failure', message: 'Unexpected failure' }, 'Failed to create account: Unexpected failure'],
  ])('%o gives the message the person signing up reads', (error, message) => {
    expect(signUpErrorMessage(error)).toBe(message);
  });
});
