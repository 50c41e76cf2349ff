import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { passwordChecklist } from '../../../domain/account-validation.ts';

const items = [
  { key: 'hasMinLength', label: 'At least 8 characters' },
  { key: 'hasUppercase', label: 'One uppercase letter' },
  { key: 'hasLowercase', label: 'One lowercase letter' },
  { key: 'hasNumber', label: 'One number' },
  { key: 'isMatching', label: 'Passwords match' },
] as const;

/** The live checklist under the new password: each rule turns green as it is met. */
export function PasswordChecklist({ password, confirmation }: { password: string; confirmation: string }) {
  const checks = passwordChecklist(password, confirmation);
  return (
    <List spacing={6} size="sm" center aria-label="Password requirements">
      {items.map(({ key, label }) => {
        const isMet = checks[key];
        return (
          <List.Item
            key={key}
            data-met={isMet}
            icon={
              <ThemeIcon size={20} radius="xl" variant={isMet ? 'filled' : 'light'} color={isMet ? 'teal' : 'gray'} aria-hidden>
                {isMet ? <IconCheck size={13} stroke={3} /> : <IconPointFilled size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={isMet ? undefined : 'dimmed'} span>
              {label}
            </Text>
            <VisuallyHidden>{isMet ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
