import { describe, expect, it } from 'vitest';
import { channelsFor, defaultNotificationPreferences, holdOverWeekend, scheduleMail } from './notification-delivery.ts';

const newYork = 'America/New_York';
// Wednesday 2026-11-18, 14:20 in New York.
const wednesday = new Date('2026-11-18T19:20:00Z');
// Saturday 2026-11-21, 10:00 in New York.
const saturday = new Date('2026-11-21T15:00:00Z');

describe('notification delivery', () => {
  it("starts from the specification's defaults", () => {
    expect(defaultNotificationPreferences).toEqual({
      emailNewTickets: false,
      emailTicketComments: true,
      emailTicketStatusChanges: true,
      appNewTickets: false,
      appTicketComments: true,
      appTicketStatusChanges: true,
      emailFrequency: 'immediate',
      weekendNotifications: true,
    });
  });

  it('delivers each kind of notification on the channels its toggles allow', () => {
    expect(channelsFor(defaultNotificationPreferences, 'new_tickets')).toEqual({ isInApp: false, isEmail: false });
    expect(channelsFor(defaultNotificationPreferences, 'ticket_comments')).toEqual({ isInApp: true, isEmail: true });
    const quiet = { ...defaultNotificationPreferences, appTicketStatusChanges: false, emailFrequency: 'never' as const };
    expect(channelsFor(quiet, 'ticket_status_changes')).toEqual({ isInApp: false, isEmail: false });
    expect(channelsFor(quiet, null)).toEqual({ isInApp: true, isEmail: false });
  });

  it('mails at once, at the end of the hour or of the day, or never', () => {
    const at = (frequency: 'immediate' | 'hourly' | 'daily' | 'never') =>
      scheduleMail({ now: wednesday, frequency, weekendNotifications: true, timeZone: newYork });
    expect(at('immediate')).toEqual({ at: wednesday, isDigest: false });
    expect(at('hourly')).toEqual({ at: new Date('2026-11-18T20:00:00Z'), isDigest: true });
    expect(at('daily')).toEqual({ at: new Date('2026-11-19T05:00:00Z'), isDigest: true });
    expect(at('never')).toBeNull();
  });

  it('holds mail due at the weekend until Monday 08:00 in the time zone when weekends are off', () => {
    expect(holdOverWeekend(saturday, newYork)).toEqual(new Date('2026-11-23T13:00:00Z'));
    expect(holdOverWeekend(new Date('2026-11-22T22:00:00Z'), newYork)).toEqual(new Date('2026-11-23T13:00:00Z'));
    expect(holdOverWeekend(wednesday, newYork)).toEqual(wednesday);
    // Friday's daily digest falls due at midnight, Saturday.
    const friday = new Date('2026-11-20T18:00:00Z');
    expect(scheduleMail({ now: friday, frequency: 'daily', weekendNotifications: false, timeZone: newYork })?.at).toEqual(
      new Date('2026-11-23T13:00:00Z'),
    );
    expect(scheduleMail({ now: saturday, frequency: 'immediate', weekendNotifications: true, timeZone: newYork })?.at).toEqual(saturday);
  });
});
