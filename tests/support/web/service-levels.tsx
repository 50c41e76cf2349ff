import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Recompute,
  ServiceLevels,
  SlaCalendar,
  SlaPolicyView,
} from '../../../src/web/features/service-level-settings/service-levels-queries.ts';
import { ServiceLevelsTab } from '../../../src/web/features/service-level-settings/service-levels-tab.tsx';
import { renderInWorkspace } from '../../../src/web/test/render-in-workspace.tsx';

const nineToFive = () => [{ start: '09:00', end: '17:00' }];

export const officeHours: SlaCalendar = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Office hours',
  timeZone: 'America/New_York',
  week: { sun: [], mon: nineToFive(), tue: nineToFive(), wed: nineToFive(), thu: nineToFive(), fri: nineToFive(), sat: [] },
  closedDates: [{ date: '2026-12-25', name: 'Christmas Day' }],
};

export const urgentPolicy: SlaPolicyView = {
  id: '00000000-0000-4000-8000-0000000000e1',
  position: 0,
  name: 'Urgent by e-mail',
  calendarId: officeHours.id,
  match: { priorities: ['urgent', 'high'], channels: ['email'], customerIds: [], companies: [] },
  targets: {
    first_response: { minutes: 60, isBusinessHours: true },
    next_response: null,
    resolution: { minutes: 480, isBusinessHours: true },
    on_site_arrival: null,
  },
  warnAtPercent: 75,
  breachActions: { raisePriority: true, reassignTo: null },
};

export const everythingElse: SlaPolicyView = {
  id: '00000000-0000-4000-8000-0000000000e2',
  position: 1,
  name: 'Everything else',
  calendarId: null,
  match: { priorities: [], channels: [], customerIds: [], companies: [] },
  targets: { first_response: { minutes: 1440, isBusinessHours: false }, next_response: null, resolution: null, on_site_arrival: null },
  warnAtPercent: 80,
  breachActions: { raisePriority: false, reassignTo: null },
};

export const finishedRecompute: Recompute = {
  total: 300,
  done: 300,
  startedAt: new Date(Date.now() - 6 * 60_000).toISOString(),
  finishedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};

export function serviceLevelsWith(overrides: Partial<ServiceLevels> = {}): ServiceLevels {
  return {
    settings: { pausingStatuses: ['waiting_customer'] },
    calendars: [officeHours],
    policies: [urgentPolicy, everythingElse],
    recompute: finishedRecompute,
    ...overrides,
  };
}

/** Renders the tab, presses the button that opens an editor (Add calendar, Edit Office hours…) and gives its dialog. */
export async function openServiceLevelEditor(buttonName: string) {
  const user = userEvent.setup();
  renderInWorkspace(<ServiceLevelsTab />);
  await user.click(await screen.findByRole('button', { name: buttonName }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog: within(dialog) };
}
