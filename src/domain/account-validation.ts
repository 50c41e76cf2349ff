import { z } from 'zod';
import { accountMessages } from './account-messages.ts';

export { accountMessages };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);
const requiredText = (message: string) => z.string().trim().min(1, message);
const email = z.string().trim().toLowerCase().pipe(z.email(accountMessages.invalidEmail));

/** The live checklist of the reset-password page. */
export function passwordChecklist(newPassword: string, confirmation: string) {
  return {
    hasMinLength: newPassword.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /[A-Z]/.test(newPassword),
    hasLowercase: /[a-z]/.test(newPassword),
    hasNumber: /[0-9]/.test(newPassword),
    isMatching: newPassword.length > 0 && newPassword === confirmation,
  };
}

export function hasSpecialCharacter(value: string): boolean {
  return [...value].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));
}

/** Subdomain input: lower case, only a-z, 0-9 and hyphen kept. */
export function normalizeSubdomain(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export const subdomainSchema = z
  .string()
  .transform(normalizeSubdomain)
  .pipe(
    z
      .string()
      .min(1, accountMessages.subdomainRequired)
      .max(63, 'A subdomain has at most 63 characters')
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'A subdomain starts and ends with a letter or a digit'),
  );

export const registerFormSchema = z
  .object({
    firstName: requiredText(accountMessages.fillRequired),
    lastName: requiredText(accountMessages.fillRequired),
    email: z.string().trim().min(1, accountMessages.fillRequired).pipe(email),
    companyName: requiredText(accountMessages.fillRequired),
    phone: z.string().trim().optional(),
    password,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDoNotMatch, path: ['confirmPassword'] });

export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => /[A-Z]/.test(form.password) && /[a-z]/.test(form.password) && /[0-9]/.test(form.password), {
    message: accountMessages.passwordNeedsMixedCase,
    path: ['password'],
  })
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDoNotMatch, path: ['confirmPassword'] });

export const customerSignupFormSchema = z
  .object({
    name: requiredText(accountMessages.fillAll),
    email: z.string().trim().min(1, accountMessages.fillAll).pipe(email),
    organizationName: z.string().trim().optional(),
    password: z.string().min(1, accountMessages.fillAll).pipe(password),
    confirmPassword: z.string().min(1, accountMessages.fillAll),
  })
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDoNotMatch, path: ['confirmPassword'] })
  .refine((form) => hasSpecialCharacter(form.password), { message: accountMessages.passwordNeedsSpecial, path: ['password'] });

export const inviteAcceptanceFormSchema = z
  .object({
    name: requiredText(accountMessages.fillAll),
    password: z.string().min(1, accountMessages.fillAll).pipe(password),
    confirmPassword: z.string().min(1, accountMessages.fillAll),
  })
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDoNotMatch, path: ['confirmPassword'] });

/** The domain part of an e-mail address, lower case. */
export function emailDomainOf(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}
