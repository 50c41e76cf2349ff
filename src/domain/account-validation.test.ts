import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  customerSignupFormSchema,
  emailDomainOf,
  normalizeSubdomain,
  passwordChecklist,
  registerFormSchema,
  resetPasswordFormSchema,
  subdomainSchema,
} from './account-validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account forms', () => {
  const register = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical',
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('accepts a complete registration and lower-cases the e-mail', () => {
    expect(registerFormSchema.parse({ ...register, email: ' Ada@Example.com ' }).email).toBe('ada@example.com');
  });

  it('gives the specification messages for a registration', () => {
    expect(firstMessage(registerFormSchema.safeParse({ ...register, companyName: '  ' }))).toBe(accountMessages.fillRequired);
    expect(firstMessage(registerFormSchema.safeParse({ ...register, confirmPassword: 'different1' }))).toBe(
      accountMessages.passwordsDoNotMatch,
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...register, password: 'short', confirmPassword: 'short' }))).toBe(
      accountMessages.passwordTooShort,
    );
    expect(firstMessage(registerFormSchema.safeParse({ ...register, email: 'not-an-address' }))).toBe(accountMessages.invalidEmail);
  });

  it('requires mixed case and a number for a new password', () => {
    expect(firstMessage(resetPasswordFormSchema.safeParse({ password: 'alllowercase1', confirmPassword: 'alllowercase1' }))).toBe(
      accountMessages.passwordNeedsMixedCase,
    );
    expect(resetPasswordFormSchema.safeParse({ password: 'Mixed1234', confirmPassword: 'Mixed1234' }).success).toBe(true);
  });

  it('requires a special character for a customer sign-up', () => {
    const signup = { name: 'Carla', email: 'carla@example.com', password: 'Password1', confirmPassword: 'Password1' };
    expect(firstMessage(customerSignupFormSchema.safeParse(signup))).toBe(accountMessages.passwordNeedsSpecial);
    expect(customerSignupFormSchema.safeParse({ ...signup, password: 'Password1!', confirmPassword: 'Password1!' }).success).toBe(true);
    expect(firstMessage(customerSignupFormSchema.safeParse({ ...signup, name: '' }))).toBe(accountMessages.fillAll);
  });

  it('ticks the live checklist item by item', () => {
    expect(passwordChecklist('abc', '')).toEqual({
      hasMinLength: false,
      hasUppercase: false,
      hasLowercase: true,
      hasNumber: false,
      isMatching: false,
    });
    expect(passwordChecklist('Abcdefg1', 'Abcdefg1')).toEqual({
      hasMinLength: true,
      hasUppercase: true,
      hasLowercase: true,
      hasNumber: true,
      isMatching: true,
    });
  });
});

describe('subdomains and e-mail domains', () => {
  it('keeps only lower-case letters, digits and hyphens', () => {
    expect(normalizeSubdomain('My Company_2!')).toBe('mycompany2');
    expect(subdomainSchema.parse('Acme-IT')).toBe('acme-it');
    expect(firstMessage(subdomainSchema.safeParse('***'))).toBe(accountMessages.subdomainRequired);
    expect(subdomainSchema.safeParse('-acme').success).toBe(false);
  });

  it('reads the domain of an address', () => {
    expect(emailDomainOf('Someone@Acme.COM')).toBe('acme.com');
  });
});
