import { z } from 'zod';
import { instantOf, zonedPartsOf } from './zoned-time.ts';

export const emailFrequencies = ['immediate', 'hourly', 'daily', 'never'] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];

export interface NotificationPreferences {
  emailNewTickets: boolean;
  emailTicketComments: boolean;
  emailTicketStatusChanges: boolean;
  appNewTickets: boolean;
  appTicketComments: boolean;
  appTicketStatusChanges: boolean;
  emailFrequency: EmailFrequency;
  weekendNotifications: boolean;
}

/** The specification's defaults, for a user whose preferences were never saved. */
export const defaultNotificationPreferences: NotificationPreferences = {
  emailNewTickets: false,
  emailTicketComments: true,
  emailTicketStatusChanges: true,
  appNewTickets: false,
  appTicketComments: true,
  appTicketStatusChanges: true,
  emailFrequency: 'immediate',
  weekendNotifications: true,
};

/**
 * What the preferences screens save: the two e-mail and two in-app toggles, the frequency and the
 * weekend setting; staff may also switch the new-ticket toggles (customers are never told of new tickets).
 */
export const notificationPreferencesInputSchema = z.object({
  emailTicketComments: z.boolean().describe('E-mail: Ticket Replies'),
  emailTicketStatusChanges: z.boolean().describe('E-mail: Status Updates'),
  appTicketComments: z.boolean().describe('In-app: Ticket Replies'),
  appTicketStatusChanges: z.boolean().describe('In-app: Status Updates'),
  emailFrequency: z.enum(emailFrequencies).describe('immediate, hourly digest, daily digest or never'),
  weekendNotifications: z.boolean().describe('Off: e-mail due on a Saturday or Sunday waits until Monday 08:00'),
  emailNewTickets: z.boolean().optional().describe('Staff only; ignored for customers'),
  appNewTickets: z.boolean().optional().describe('Staff only; ignored for customers'),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** Which toggles govern a notification; null for those always delivered (a test notification). */
export type NotificationCategory = 'new_tickets' | 'ticket_comments' | 'ticket_status_changes' | 'calendar_events';

export interface DeliveryChannels {
  isInApp: boolean;
  isEmail: boolean;
}

export function channelsFor(preferences: NotificationPreferences, category: NotificationCategory | null): DeliveryChannels {
  const isMailed = preferences.emailFrequency !== 'never';
  switch (category) {
    case null:
      return { isInApp: true, isEmail: isMailed };
    case 'new_tickets':
      return { isInApp: preferences.appNewTickets, isEmail: isMailed && preferences.emailNewTickets };
    case 'ticket_comments':
      return { isInApp: preferences.appTicketComments, isEmail: isMailed && preferences.emailTicketComments };
    case 'ticket_status_changes':
      return { isInApp: preferences.appTicketStatusChanges, isEmail: isMailed && preferences.emailTicketStatusChanges };
    // No toggle names calendar events, and a mail for each one would flood a busy team: the bell only.
    case 'calendar_events':
      return { isInApp: true, isEmail: false };
  }
}

/** The hour on Monday at which mail held over a weekend goes out. */
export const WEEKEND_HOLD_UNTIL_HOUR = 8;

/** Mail due on a Saturday or Sunday (in the organization's time zone) waits until Monday 08:00 there. */
export function holdOverWeekend(at: Date, timeZone: string): Date {
  const local = zonedPartsOf(at, timeZone);
  if (local.weekday !== 0 && local.weekday !== 6) return at;
  const days = local.weekday === 6 ? 2 : 1;
  return instantOf({ year: local.year, month: local.month, day: local.day + days, hour: WEEKEND_HOLD_UNTIL_HOUR, minute: 0 }, timeZone);
}

export interface MailSchedule {
  /** When the mail goes out. */
  at: Date;
  /** Collected into one digest per user and period rather than sent on its own. */
  isDigest: boolean;
}

/**
 * When a notification's e-mail goes out: now (immediate), at the end of the current hour or day in the
 * organization's time zone (hourly or daily digest), never; held until Monday when weekends are off.
 */
export function scheduleMail(options: {
  now: Date;
  frequency: EmailFrequency;
  weekendNotifications: boolean;
  timeZone: string;
}): MailSchedule | null {
  const { now, frequency, timeZone } = options;
  if (frequency === 'never') return null;
  const local = zonedPartsOf(now, timeZone);
  const due =
    frequency === 'immediate'
      ? now
      : frequency === 'hourly'
        ? instantOf({ year: local.year, month: local.month, day: local.day, hour: local.hour + 1, minute: 0 }, timeZone)
        : instantOf({ year: local.year, month: local.month, day: local.day + 1, hour: 0, minute: 0 }, timeZone);
  return { at: options.weekendNotifications ? due : holdOverWeekend(due, timeZone), isDigest: frequency !== 'immediate' };
}
