import { useDateFormats } from '../settings/use-date-formats.ts';

/** An appointment's day and time, on the organization's clock already, as it writes them: 'Fri, 04/12/2026 14:30'. */
export function AppointmentWhen({ appointment }: { appointment: { date: string; time: string } }) {
  const formats = useDateFormats();
  return `${formats.calendarDay(appointment.date)} ${formats.clockTime(appointment.time)}`;
}
