import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import { addDays } from '../../../domain/time-cards.ts';
import { localDateOf } from '../../../domain/zoned-time.ts';
import { downloadBlob } from '../../components/download-file.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { ReportsPage } from './reports-page.tsx';
import type { ServiceLevelReport, TicketReport, TimeReport } from './reports-queries.ts';

vi.mock('../../components/download-file.ts', () => ({ downloadBlob: vi.fn() }));

const today = () => localDateOf(new Date(), 'America/New_York');

function ticketReport(range: { from: string; to: string }, overrides: Partial<TicketReport> = {}): TicketReport {
  const days = [];
  for (let date = range.from, backlog = 40; date <= range.to; date = addDays(date, 1)) {
    backlog += 1;
    days.push({ date, created: 3, resolved: 2, backlog });
  }
  return {
    timeZone: 'America/New_York',
    from: range.from,
    to: range.to,
    scope: 'organization',
    days,
    ...overrides,
  };
}

function serviceLevelReport(range: { from: string; to: string }, overrides: Partial<ServiceLevelReport> = {}): ServiceLevelReport {
  return {
    timeZone: 'America/New_York',
    from: range.from,
    to: range.to,
    scope: 'organization',
    firstResponse: { median: 135, p90: 480, count: 57 },
    resolution: { median: 1589.6, p90: 2880, count: 41 },
    slaMet: [
      { dimension: 'policy', key: 'p1', label: 'Gold', target: 'first_response', met: 9, breached: 1, percentMet: 90 },
      { dimension: 'policy', key: 'p1', label: 'Gold', target: 'resolution', met: 3, breached: 1, percentMet: 75 },
      { dimension: 'agent', key: 'u1', label: 'Andy Agent', target: 'first_response', met: 1, breached: 2, percentMet: 33.3 },
    ],
    slaMetOmitted: { policy: 0, agent: 0, customer: 0, priority: 0 },
    ...overrides,
  };
}

const timeReport = (range: { from: string; to: string }, overrides: Partial<TimeReport> = {}): TimeReport => ({
  timeZone: 'America/New_York',
  from: range.from,
  to: range.to,
  scope: 'organization',
  isConfigured: true,
  overtime: { mode: 'weekly', afterHours: 40 },
  people: [
    {
      userId: '0f8b7c1e-1111-4222-8333-444455556666',
      name: 'Andy Agent',
      regularHours: 38,
      overtimeHours: 4.5,
      ptoHours: 8,
      approvedPtoRequestHours: 8,
      totalHours: 50.5,
    },
  ],
  ...overrides,
});

const rangeOf = (request: ApiRequest) => request.params?.query as { from: string; to: string };

describe('/reports', { timeout: 20_000 }, () => {
  it('shows an admin the figures of the last 30 days, the targets met per policy or agent, and the hours', async () => {
    const user = userEvent.setup();
    answerApi({
      'GET /api/reports/tickets': (request: ApiRequest) => ticketReport(rangeOf(request)),
      'GET /api/reports/service-levels': (request: ApiRequest) => serviceLevelReport(rangeOf(request)),
      'GET /api/reports/time': (request: ApiRequest) => timeReport(rangeOf(request)),
    });
    renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme' });

    const created = await screen.findByRole('region', { name: 'Created' });
    expect(within(created).getByText('90')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Resolved' })).getByText('60')).toBeTruthy();
    const backlog = screen.getByRole('region', { name: 'Backlog now' });
    expect(within(backlog).getByText('70')).toBeTruthy();
    expect(within(backlog).getByText(/^Up 30 since/)).toBeTruthy();
    const firstResponse = screen.getByRole('region', { name: 'First response' });
    expect(within(firstResponse).getByText('2 h 15 min')).toBeTruthy();
    expect(within(firstResponse).getByText('Median of 57 first responses · 90% within 8 h')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Resolution' })).getByText('26 h 30 min')).toBeTruthy();

    const gold = within(screen.getByRole('region', { name: 'Targets met per policy' })).getByRole('row', { name: /Gold/ });
    expect(within(gold).getByText('90%')).toBeTruthy();
    expect(within(gold).getByText('3 of 4 met')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    const byAgent = screen.getByRole('region', { name: 'Targets met per agent' });
    expect(within(byAgent).getByRole('row', { name: /Andy Agent/ })).toBeTruthy();
    expect(within(byAgent).queryByRole('row', { name: /Gold/ })).toBeNull();

    const hours = screen.getByRole('region', { name: 'Hours per person' });
    expect(within(within(hours).getByRole('row', { name: /Andy Agent/ })).getByText('4.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('asks for the range chosen, and downloads it as CSV with the signed-in session', async () => {
    const user = userEvent.setup();
    const { GET } = answerApi({
      'GET /api/reports/tickets': (request: ApiRequest) => ticketReport(rangeOf(request)),
      'GET /api/reports/service-levels': (request: ApiRequest) => serviceLevelReport(rangeOf(request)),
      'GET /api/reports/time': (request: ApiRequest) => timeReport(rangeOf(request)),
      'GET /api/reports/tickets.csv': 'Date,Created\n',
    });
    renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme' });
    await screen.findByRole('region', { name: 'Created' });
    expect(rangeOf(GET.mock.calls.find(([path]) => String(path) === '/api/reports/tickets')?.[1] as ApiRequest)).toEqual({
      from: addDays(today(), -29),
      to: today(),
    });

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Created' })).getByText('21')).toBeTruthy());
    const week = { from: addDays(today(), -6), to: today() };
    expect(GET).toHaveBeenCalledWith('/api/reports/time', expect.objectContaining({ params: { query: week } }));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(GET).toHaveBeenCalledWith('/api/reports/tickets.csv', expect.objectContaining({ params: { query: week }, parseAs: 'blob' })),
    );
    expect(downloadBlob).toHaveBeenCalledWith(expect.anything(), `tickets-report-${week.from}-to-${week.to}.csv`);
  });

  it("shows an agent their own figures, without the service levels or a download the permissions don't grant", async () => {
    const { GET } = answerApi({
      'GET /api/reports/tickets': (request: ApiRequest) => ticketReport(rangeOf(request), { scope: 'own' }),
      'GET /api/reports/time': (request: ApiRequest) => timeReport(rangeOf(request), { scope: 'own' }),
      'GET /api/agent-permissions': { isStrict: false, matrix: {}, granted: ['reports.view_basic'] },
    });
    // The spy outlives a test: only this one's calls count.
    GET.mockClear();
    renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme', role: 'agent', name: 'Andy Agent' });
    expect(await screen.findByText('The tickets assigned to you and your hours')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your hours' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Created' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'First response' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Targets met per policy' })).toBeNull();
    expect(GET.mock.calls.some(([path]) => String(path) === '/api/reports/service-levels')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows an agent with the advanced report and the export their service levels and the download', async () => {
    answerApi({
      'GET /api/reports/tickets': (request: ApiRequest) => ticketReport(rangeOf(request), { scope: 'own' }),
      'GET /api/reports/service-levels': (request: ApiRequest) => serviceLevelReport(rangeOf(request), { scope: 'own' }),
      'GET /api/reports/time': (request: ApiRequest) => timeReport(rangeOf(request), { scope: 'own' }),
      'GET /api/agent-permissions': {
        isStrict: false,
        matrix: {},
        granted: ['reports.view_basic', 'reports.view_advanced', 'reports.export'],
      },
    });
    renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme', role: 'agent', name: 'Andy Agent' });
    expect(await screen.findByText('The tickets assigned to you, their service levels, and your hours')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'First response' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Targets met per policy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says what to do when there is nothing to show, and shows no figure it does not have', async () => {
    answerApi({
      'GET /api/reports/tickets': (request: ApiRequest) => ticketReport(rangeOf(request), { days: [] }),
      'GET /api/reports/service-levels': (request: ApiRequest) =>
        serviceLevelReport(rangeOf(request), {
          firstResponse: { median: null, p90: null, count: 0 },
          resolution: { median: null, p90: null, count: 0 },
          slaMet: [],
        }),
      'GET /api/reports/time': (request: ApiRequest) => timeReport(rangeOf(request), { isConfigured: false, people: [] }),
    });
    renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme' });
    const firstResponse = await screen.findByRole('region', { name: 'First response' });
    expect(within(firstResponse).getByText('—')).toBeTruthy();
    expect(within(firstResponse).getByText('No first responses measured in these dates')).toBeTruthy();
    expect(screen.getByText(/No tickets were open, created or resolved in these dates/)).toBeTruthy();
    expect(screen.getByText(/No service-level target was met or breached in these dates/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Service Level Settings' }).getAttribute('href')).toBe(
      '/settings?tab=service-levels&subdomain=acme',
    );
    expect((await screen.findByRole('link', { name: 'Configure Time Cards' })).getAttribute('href')).toBe(
      '/settings?tab=timecard&subdomain=acme',
    );
  });

  it("shows the server's reason when the report is refused, and dates in the address that cannot be reported on", async () => {
    answerApi({
      'GET /api/reports/tickets': new ApiRefusal(403, { code: 'forbidden', message: 'You do not have permission to view reports.' }),
      'GET /api/reports/time': new ApiRefusal(403, { code: 'forbidden', message: 'You do not have permission to view reports.' }),
      // The matrix the page read still granted it: the server's refusal is what the page shows.
      'GET /api/agent-permissions': { matrix: defaultPermissionMatrix, isStrict: false, granted: ['reports.view_basic'] },
    });
    const { unmount } = renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme', role: 'agent' });
    expect(await screen.findByText('Could not load the ticket report')).toBeTruthy();
    expect(screen.getAllByText('You do not have permission to view reports.').length).toBeGreaterThan(0);
    unmount();

    const { unmount: unmountLong } = renderInWorkspace(<ReportsPage />, { url: '/reports?subdomain=acme&from=2024-01-01&to=2025-06-30' });
    expect(await screen.findByText('A report covers at most 366 days. From 2024-01-01 to 2025-06-30 is 547 days.')).toBeTruthy();
    unmountLong();

    const tomorrow = addDays(today(), 1);
    renderInWorkspace(<ReportsPage />, { url: `/reports?subdomain=acme&from=${addDays(today(), -3)}&to=${tomorrow}` });
    expect(await screen.findByText(`A report ends today at the latest. The end date ${tomorrow} is after ${today()}.`)).toBeTruthy();
  });
});
