import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformOrganization, superAdminAccount } from '../../../../tests/support/web/account-fixture.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { emitRealtimeEvent } from '../../test/fake-realtime-connection.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { WorkspaceContext } from '../workspace/workspace-context.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';
import type { Escalation, TenantOrganization } from './platform-admin-queries.ts';

vi.mock('../realtime/realtime-connection.ts', () => import('../../test/fake-realtime-connection.ts'));

const context: WorkspaceContext = {
  account: superAdminAccount,
  role: 'super_admin',
  organization: platformOrganization,
  sections: [],
};

function escalationOf(overrides: Partial<Escalation> = {}): Escalation {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    ticketNumber: 'TKT-0007',
    title: '[ESCALATED] Invoices will not export',
    displayTitle: 'Invoices will not export',
    description: 'The export button spins forever.',
    customFields: {},
    status: 'open',
    tags: [],
    priority: 'high',
    customerId: null,
    customerName: 'Acme Field Services',
    createdBy: null,
    assignedTo: null,
    assigneeName: null,
    isEscalation: true,
    originOrganizationId: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
    originOrganizationName: 'Acme Field Services',
    originTicketId: null,
    mergedInto: null,
    source: 'web',
    commentCount: 0,
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    appointment: null,
    serviceLevel: null,
    ...overrides,
  };
}

function organizationOf(overrides: Partial<TenantOrganization> = {}): TenantOrganization {
  return {
    id: '6a0d1f3e-2b4c-4d5e-8f90-1a2b3c4d5e6f',
    name: 'Acme Field Services',
    subdomain: 'acme',
    domain: null,
    businessModel: 'customer-service',
    status: 'trial',
    subscriptionStatus: 'trial',
    subscriptionTier: 'free',
    trialEndDate: '2030-03-10T12:00:00.000Z',
    isApproved: true,
    isActive: true,
    createdAt: '2030-02-08T12:00:00.000Z',
    visitUrl: 'http://acme.localhost:3210/',
    ...overrides,
  };
}

const invoices = escalationOf();

function renderDashboard(url = '/admin') {
  return renderApp(null, {
    url,
    signedInAs: { name: 'Platform Admin', role: 'super_admin' },
    routes: [{ element: <Outlet context={context} />, children: [{ path: 'admin', element: <AdminDashboardPage /> }] }],
  });
}

function lastTicketQuery(get: ReturnType<typeof answerApi>['GET']) {
  const calls = get.mock.calls.filter(([path]) => String(path) === '/api/admin/tickets');
  return (calls.at(-1)?.[1] as ApiRequest | undefined)?.params?.query;
}

describe('AdminDashboardPage', { timeout: 20_000 }, () => {
  let toast: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the chips and filters in the address and sends them to the server', async () => {
    const { GET } = answerApi({ 'GET /api/admin/tickets': { items: [invoices], nextCursor: null } });
    const { router } = renderDashboard();
    const list = await screen.findByRole('list', { name: 'Escalated tickets' });
    expect(within(list).getByText('Invoices will not export')).toBeTruthy();
    expect(within(list).getByText('TKT-0007')).toBeTruthy();
    expect(within(list).getByText('Acme Field Services')).toBeTruthy();
    expect(within(list).getByText('2 hours ago')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'In Progress' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'oldest');
    await waitFor(() => expect(router.state.location.search).toBe('?status=in_progress&priority=urgent&sort=oldest'));
    await waitFor(() => expect(lastTicketQuery(GET)).toMatchObject({ status: 'in_progress', priority: 'urgent', sort: 'oldest' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'high_priority');
    await user.type(screen.getByRole('searchbox', { name: 'Search escalated tickets' }), 'export');
    await waitFor(() => expect(router.state.location.search).toBe('?status=high_priority&priority=urgent&sort=oldest&q=export'));
    await waitFor(() => expect(lastTicketQuery(GET)).toMatchObject({ status: 'high_priority', search: 'export' }));
  });

  it('reads the filters from the address', async () => {
    const { GET } = answerApi({ 'GET /api/admin/tickets': { items: [], nextCursor: null } });
    renderDashboard('/admin?status=resolved&priority=low');
    expect(await screen.findByText('No tickets match your filters')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Resolved' }).checked).toBe(true);
    expect(lastTicketQuery(GET)).toMatchObject({ status: 'resolved', priority: 'low' });
  });

  it('says when nothing was escalated yet, and shows a new escalation live', async () => {
    let tickets: Escalation[] = [];
    answerApi({ 'GET /api/admin/tickets': () => ({ items: tickets, nextCursor: null }) });
    renderDashboard();
    expect(await screen.findByText('No escalated tickets yet')).toBeTruthy();
    tickets = [invoices];
    emitRealtimeEvent('ticket.created', { ticketId: invoices.id, status: 'open' });
    expect(await screen.findByText('Invoices will not export')).toBeTruthy();
  });

  it('offers Retry when the dashboard cannot load', async () => {
    let isDown = true;
    answerApi({
      'GET /api/admin/tickets': () => (isDown ? new ApiRefusal(500, { message: 'down' }) : { items: [invoices], nextCursor: null }),
    });
    renderDashboard();
    expect(await screen.findByText('Unable to load dashboard information.')).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Invoices will not export')).toBeTruthy();
  });

  it('offers Retry when the organizations cannot load, without the server’s words', async () => {
    let isDown = true;
    answerApi({
      'GET /api/admin/organizations': () =>
        isDown ? new ApiRefusal(500, { message: 'boom' }) : { items: [organizationOf()], nextCursor: null },
    });
    renderDashboard('/admin?tab=organizations');
    expect(await screen.findByText('Unable to load dashboard information.')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Organizations' })).toBeTruthy();
  });

  it('opens a ticket over the list on a phone, changes its status with a toast, and says so when that fails', async () => {
    let statusAnswer: unknown = { ticket: { ...invoices, status: 'in_progress' }, message: 'Ticket status updated to In Progress' };
    const { PATCH } = answerApi({
      'GET /api/admin/tickets': { items: [invoices], nextCursor: null },
      'GET /api/tickets/{id}': { ticket: invoices, comments: [], upcomingAppointments: [] },
      'PATCH /api/tickets/{id}/status': () => statusAnswer,
    });
    const { router } = renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Invoices will not export/ }));
    expect(router.state.location.search).toBe(`?ticket=${invoices.id}`);
    const pane = await screen.findByRole('dialog', { name: 'Ticket details' });
    expect(await within(pane).findByText('The export button spins forever.')).toBeTruthy();
    expect(within(pane).getByText(/No comments yet/)).toBeTruthy();
    expect(within(pane).getByRole<HTMLButtonElement>('button', { name: 'Add Comment' }).disabled).toBe(true);
    const statusPicker = within(pane).getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
    expect(statusPicker.selectedOptions[0]?.textContent).toBe('Open');

    await user.selectOptions(within(pane).getByRole('combobox', { name: 'Status' }), 'in_progress');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Ticket status updated to In Progress' })));
    expect(PATCH.mock.calls[0]?.[1]).toMatchObject({ params: { path: { id: invoices.id } }, body: { status: 'in_progress' } });

    statusAnswer = new ApiRefusal(500, {});
    await user.selectOptions(within(pane).getByRole('combobox', { name: 'Status' }), 'closed');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update status' })));

    statusAnswer = new ApiRefusal(401, {});
    await user.selectOptions(within(pane).getByRole('combobox', { name: 'Status' }), 'resolved');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Authentication error. Please refresh and try again.' })),
    );
  });

  it('extends a trial and converts to paid, with a toast for each outcome', async () => {
    let extendAnswer: unknown = { organization: organizationOf(), message: 'Trial extended by 7 days!' };
    const { POST } = answerApi({
      'GET /api/admin/tickets': { items: [], nextCursor: null },
      'GET /api/admin/organizations': { items: [organizationOf({ subscriptionTier: 'elite' })], nextCursor: null },
      'POST /api/admin/organizations/{id}/extend-trial': () => extendAnswer,
      'POST /api/admin/organizations/{id}/convert-to-paid': new ApiRefusal(500, {}),
    });
    renderDashboard('/admin?tab=organizations');
    const list = await screen.findByRole('list', { name: 'Organizations' });
    expect(within(list).getByText('Acme Field Services')).toBeTruthy();
    expect(within(list).getByText('Ends 03/10/2030')).toBeTruthy();
    // The plan the organization's admins chose under Settings → Plan & Billing.
    expect(within(list).getByText('Elite plan')).toBeTruthy();
    const visit = within(list).getByRole('link', { name: /Visit site/ });
    expect(visit.getAttribute('href')).toBe('http://acme.localhost:3210/');
    expect(visit.getAttribute('target')).toBe('_blank');

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: '+7 days' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Trial extended by 7 days!' })));
    expect(POST.mock.calls[0]?.[1]).toMatchObject({ body: { days: 7 } });

    extendAnswer = new ApiRefusal(500, {});
    await user.click(within(list).getByRole('button', { name: '+30 days' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to extend trial' })));

    // Converting asks first; cancelling changes nothing.
    await user.click(within(list).getByRole('button', { name: 'Convert to paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert Acme Field Services to paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(POST.mock.calls.some(([path]) => String(path).includes('convert-to-paid'))).toBe(false);
    await user.click(within(list).getByRole('button', { name: 'Convert to paid' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Convert to paid' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to convert' })));
  });

  it('offers a paid organization no trial days', async () => {
    answerApi({
      'GET /api/admin/tickets': { items: [], nextCursor: null },
      'GET /api/admin/organizations': { items: [organizationOf({ status: 'active', trialEndDate: null })], nextCursor: null },
    });
    renderDashboard('/admin?tab=organizations');
    const list = await screen.findByRole('list', { name: 'Organizations' });
    expect(await within(list).findByText('Paid subscription')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: '+7 days' })).toBeNull();
    expect(within(list).queryByRole('button', { name: 'Convert to paid' })).toBeNull();
  });
});
