import { z } from 'zod';
import { resolveStoredSettings } from './stored-settings.ts';

export const DISPLAY_NAME_MAX = 100;

export const profileMessages = {
  nameRequired: 'Please enter your display name.',
  nameTooLong: `Use at most ${DISPLAY_NAME_MAX} characters.`,
  emailReadOnly: 'Email cannot be changed from this interface',
} as const;

export const displayNameSchema = z.string().trim().min(1, profileMessages.nameRequired).max(DISPLAY_NAME_MAX, profileMessages.nameTooLong);

/**
 * A staff member's workspace alerts (the specification's sound and desktop flags); the e-mail and in-app
 * flags are the notification preferences. Kept per user in user_settings.notification_flags.
 */
export const notificationFlagsSchema = z.object({
  sound: z.boolean().default(false).describe('A short tone when a notification arrives'),
  desktop: z.boolean().default(false).describe("The device's own notification when one arrives while the tab is in the background"),
});
export type NotificationFlags = z.infer<typeof notificationFlagsSchema>;

export const notificationFlagDefaults: NotificationFlags = notificationFlagsSchema.parse({});

/** The stored flags with the defaults for what was never set or is no longer valid. */
export function resolveNotificationFlags(stored: Record<string, unknown> | null | undefined): NotificationFlags {
  return resolveStoredSettings(notificationFlagsSchema, stored);
}
