import {
  IconCalendar,
  IconChartBar,
  IconClipboardList,
  IconClockHour4,
  IconHistory,
  IconLayoutDashboard,
  IconMapPin,
  IconRocket,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { Role } from '../../../domain/roles.ts';
import { lazyNamed } from '../../components/lazy-named.ts';
import type { WorkspaceAudience, WorkspaceSection } from './workspace-context.ts';

// Each section's code is fetched when it is first opened, not with every page: the calendar, time cards and work
// orders carry large libraries (FullCalendar, the layout designer, the signature pad).
const AdminDashboardPage = lazyNamed(() => import('../platform-admin/admin-dashboard-page.tsx'), 'AdminDashboardPage');
const StaffDashboardPage = lazyNamed(() => import('./staff-dashboard-page.tsx'), 'StaffDashboardPage');
const GettingStartedPage = lazyNamed(() => import('./getting-started-page.tsx'), 'GettingStartedPage');
const TicketsSection = lazyNamed(() => import('../tickets/tickets-section.tsx'), 'TicketsSection');
const CustomersSection = lazyNamed(() => import('../customers/customers-section.tsx'), 'CustomersSection');
const CalendarPage = lazyNamed(() => import('../calendar/calendar-page.tsx'), 'CalendarPage');
const TimeCardsPage = lazyNamed(() => import('../time-cards/time-cards-page.tsx'), 'TimeCardsPage');
const WorkOrdersSection = lazyNamed(() => import('../work-orders/work-orders-section.tsx'), 'WorkOrdersSection');
const DispatchPage = lazyNamed(() => import('../dispatch/dispatch-page.tsx'), 'DispatchPage');
const MyDayPage = lazyNamed(() => import('../dispatch/my-day-page.tsx'), 'MyDayPage');
const ReportsPage = lazyNamed(() => import('../reports/reports-page.tsx'), 'ReportsPage');
const SettingsPage = lazyNamed(() => import('../settings/settings-page.tsx'), 'SettingsPage');
const AuditLogTab = lazyNamed(() => import('../audit-log/audit-log-tab.tsx'), 'AuditLogTab');

/** The workspace's sections, in sidebar order: a section is listed, routed and offered in the guide once its screen exists. */
export const workspaceSections: readonly WorkspaceSection[] = [
  {
    label: 'Admin',
    path: '/admin',
    icon: IconShieldLock,
    page: <AdminDashboardPage />,
    audiences: ['platform'],
    roles: ['super_admin'],
  },
  {
    label: 'Dashboard',
    path: '/dashboard',
    icon: IconLayoutDashboard,
    page: <StaffDashboardPage />,
    audiences: ['organization', 'platform'],
    guide: { title: 'Start from your dashboard', text: 'Your organization, your role and your support site at a glance.' },
  },
  {
    label: 'Getting Started',
    path: '/getting-started',
    icon: IconRocket,
    page: <GettingStartedPage />,
    audiences: ['organization'],
  },
  {
    label: 'Tickets',
    path: '/tickets',
    icon: IconTicket,
    page: <TicketsSection />,
    audiences: ['organization'],
    guide: {
      title: 'Open your first ticket',
      text: 'Create a ticket for a customer, follow the conversation, schedule a visit and watch new tickets arrive live.',
    },
  },
  {
    label: 'Customers',
    path: '/customers',
    icon: IconUsers,
    page: <CustomersSection />,
    audiences: ['organization'],
    permission: 'customers.view',
    guide: {
      title: 'Add your customers',
      text: 'Add customers one by one or import a CSV file, find anyone by name, company or email, and see each customer’s tickets.',
    },
  },
  {
    label: 'Calendar',
    path: '/calendar',
    icon: IconCalendar,
    page: <CalendarPage />,
    audiences: ['organization'],
    guide: {
      title: 'Plan on the shared calendar',
      text: 'Add meetings and visits by clicking a day, drag them to move them, and subscribe to your calendar from your phone.',
    },
  },
  {
    label: 'Time Cards',
    path: '/time-cards',
    icon: IconClockHour4,
    page: <TimeCardsPage />,
    audiences: ['organization'],
    guide: {
      title: 'Track your time',
      text: 'Clock in from your phone or fill in your week, submit it for approval and request time off.',
    },
  },
  {
    label: 'Work Orders',
    path: '/work-orders',
    icon: IconClipboardList,
    page: <WorkOrdersSection />,
    audiences: ['organization'],
    guide: {
      title: 'Design your work order form',
      text: 'Lay out the form your technicians fill in, then create work orders from tickets, have customers sign on a phone and send them the signed PDF.',
    },
  },
  {
    label: 'Dispatch',
    path: '/dispatch',
    icon: IconRoute,
    page: <DispatchPage />,
    audiences: ['organization'],
    roles: ['org_admin', 'agent'],
    permission: 'dispatch.manage',
  },
  {
    label: 'My Day',
    path: '/my-day',
    icon: IconMapPin,
    page: <MyDayPage />,
    audiences: ['organization'],
    roles: ['org_admin', 'agent'],
  },
  {
    label: 'Reports',
    path: '/reports',
    icon: IconChartBar,
    page: <ReportsPage />,
    audiences: ['organization'],
    roles: ['org_admin', 'agent'],
    permission: 'reports.view_basic',
  },
  {
    label: 'Settings',
    path: '/settings',
    icon: IconSettings,
    page: <SettingsPage />,
    audiences: ['organization'],
  },
  {
    // Organizations read theirs in Settings; the platform's (super admins' actions, sign-ins on the main site) is here.
    label: 'Audit Log',
    path: '/audit-log',
    icon: IconHistory,
    page: <AuditLogTab />,
    audiences: ['platform'],
    roles: ['super_admin'],
  },
];

export function sectionsFor(audience: WorkspaceAudience, role: Role): WorkspaceSection[] {
  return workspaceSections.filter((section) => section.audiences.includes(audience) && (!section.roles || section.roles.includes(role)));
}
