import { instantOf, instantOfLocal } from '../../../domain/zoned-time.ts';
import type { calendarEvents } from '../../db/schema.ts';

type EventRow = typeof calendarEvents.$inferInsert;

interface Template {
  /** Days from today. */
  day: number;
  title: string;
  type: 'business_meeting' | 'customer_meeting' | 'demo' | 'maintenance' | 'support_call' | 'other';
  /** HH:mm and length in minutes; none for an all-day event. */
  at?: string;
  minutes?: number;
  /** Last day of an all-day event, in days after its first. */
  days?: number;
  location?: string;
  meetingUrl?: string;
  description?: string;
}

const weekly: Template[] = [
  {
    day: 0,
    title: 'Team standup',
    type: 'business_meeting',
    at: '09:00',
    minutes: 15,
    meetingUrl: 'https://meet.example.com/acme-standup',
  },
  { day: 1, title: 'Dispatch planning', type: 'business_meeting', at: '10:00', minutes: 45, location: 'Ops room' },
  { day: 2, title: 'Support call: Contoso onboarding', type: 'support_call', at: '14:00', minutes: 30 },
  { day: 3, title: 'Van 2 service', type: 'maintenance', at: '08:00', minutes: 120, location: 'Eastside Garage' },
  { day: 4, title: 'Weekly review', type: 'business_meeting', at: '16:00', minutes: 60, location: 'Conference room' },
];

const oneOff: Template[] = [
  { day: -12, title: 'Quarterly planning', type: 'business_meeting', at: '13:00', minutes: 180, location: 'Conference room' },
  { day: -9, title: 'Demo for Harbor Logistics', type: 'demo', at: '11:00', minutes: 60, meetingUrl: 'https://meet.example.com/harbor' },
  { day: -6, title: 'Server room cooling check', type: 'maintenance', at: '07:30', minutes: 90, location: 'Main office, basement' },
  { day: -3, title: 'Northwind account review', type: 'customer_meeting', at: '15:00', minutes: 60, location: 'Northwind Traders HQ' },
  {
    day: -1,
    title: 'Safety training',
    type: 'other',
    location: 'Training center',
    description: 'Yearly ladder and electrical safety refresher.',
  },
  { day: 0, title: 'Lunch with Summit Realty', type: 'customer_meeting', at: '12:30', minutes: 75, location: 'Crescent Cafe' },
  { day: 0, title: 'Product demo: field app', type: 'demo', at: '15:00', minutes: 45, meetingUrl: 'https://meet.example.com/field-app' },
  {
    day: 2,
    title: 'Firmware rollout window',
    type: 'maintenance',
    at: '22:00',
    minutes: 240,
    description: 'Routers at three customer sites; runs past midnight.',
  },
  { day: 3, title: 'Pinecrest Clinic walkthrough', type: 'customer_meeting', at: '10:30', minutes: 90, location: 'Pinecrest Clinic' },
  { day: 3, title: 'Support call: Blue Ridge Dental', type: 'support_call', at: '13:00', minutes: 30 },
  { day: 3, title: 'Demo for Beacon Schools', type: 'demo', at: '14:30', minutes: 60, meetingUrl: 'https://meet.example.com/beacon' },
  { day: 3, title: 'Parts inventory count', type: 'other', at: '16:00', minutes: 60, location: 'Warehouse' },
  { day: 6, title: 'Trade fair', type: 'other', days: 2, location: 'Convention Center, hall B' },
  { day: 8, title: 'Riverside Hotel contract renewal', type: 'customer_meeting', at: '11:00', minutes: 60, location: 'Riverside Hotel' },
  { day: 10, title: 'Generator maintenance', type: 'maintenance', at: '06:00', minutes: 180, location: 'Keystone Builders site' },
  { day: 13, title: 'Demo for Lakeside Law', type: 'demo', at: '10:00', minutes: 60, meetingUrl: 'https://meet.example.com/lakeside' },
  { day: 15, title: 'Company holiday', type: 'other' },
  { day: 17, title: 'Support call: Granite Fitness', type: 'support_call', at: '09:30', minutes: 30 },
  { day: 20, title: 'Month-end review', type: 'business_meeting', at: '14:00', minutes: 90, location: 'Conference room' },
];

function dateAfter(today: string, days: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Two weeks back and three ahead of today: weekly routines, one-off meetings and visits, and ticket appointments. */
export function demoCalendarEvents(options: {
  organizationId: string;
  timeZone: string;
  today: string;
  staffIds: readonly string[];
  tickets: readonly { id: string; ticketNumber: string; title: string }[];
}): EventRow[] {
  const { organizationId, timeZone, today, staffIds, tickets } = options;
  const templates: Template[] = [...oneOff];
  // The weekday routines, from two weeks back to three ahead, on working days only.
  for (let week = -2; week <= 3; week++) {
    for (const routine of weekly) templates.push({ ...routine, day: week * 7 + routine.day });
  }
  const rows = templates.map((template, index): EventRow => {
    const date = dateAfter(today, template.day);
    const createdBy = staffIds[index % staffIds.length] ?? null;
    const common = {
      organizationId,
      title: template.title,
      description: template.description ?? '',
      eventType: template.type,
      location: template.location ?? null,
      meetingUrl: template.meetingUrl ?? null,
      createdBy,
      status: 'scheduled' as const,
    };
    if (!template.at) {
      const [year = 0, month = 1, day = 1] = dateAfter(date, template.days ?? 0)
        .split('-')
        .map(Number);
      const nextMidnight = instantOf({ year, month, day: day + 1, hour: 0, minute: 0 }, timeZone);
      return {
        ...common,
        isAllDay: true,
        startTime: instantOfLocal(date, '00:00', timeZone),
        endTime: new Date(nextMidnight.getTime() - 1000),
      };
    }
    const startTime = instantOfLocal(date, template.at, timeZone);
    return { ...common, isAllDay: false, startTime, endTime: new Date(startTime.getTime() + (template.minutes ?? 60) * 60_000) };
  });
  const visits = ['09:00', '11:00', '14:00', '10:00'];
  for (const [index, ticket] of tickets.entries()) {
    const startTime = instantOfLocal(dateAfter(today, [1, 4, -2, 9][index % 4] ?? 1), visits[index % visits.length] ?? '09:00', timeZone);
    rows.push({
      organizationId,
      title: `On-site visit: ${ticket.title}`,
      description: `Appointment for ticket ${ticket.ticketNumber}`,
      eventType: 'ticket_appointment',
      startTime,
      endTime: new Date(startTime.getTime() + 3_600_000),
      isAllDay: false,
      createdBy: staffIds[1] ?? staffIds[0] ?? null,
      status: 'scheduled',
      ticketId: ticket.id,
    });
  }
  return rows;
}
