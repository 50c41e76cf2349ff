import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeHours, openServiceLevelEditor, serviceLevelsWith, urgentPolicy } from '../../../../tests/support/web/service-levels.tsx';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';

const olga = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Olga Agent', email: 'olga@acme.test', role: 'agent' };
const smith = {
  id: '00000000-0000-4000-8000-0000000000b1',
  contactName: 'Sam Smith',
  organizationName: 'Smith & Co',
  email: 'sam@smith.test',
};

const staffAnswers = {
  'GET /api/tickets/assignees': { items: [olga] },
  'GET /api/tickets/customer-options': ({ params }: ApiRequest) =>
    String(params?.query?.search ?? '')
      .toLowerCase()
      .startsWith('smi')
      ? [smith]
      : [],
};

describe('Settings → Service Levels: policies', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a policy: targets typed in hours and days are sent in minutes', async () => {
    const calls = answerApi({
      ...staffAnswers,
      'GET /api/service-levels': serviceLevelsWith(),
      'POST /api/service-levels/policies': ({ body }: ApiRequest) => ({ ...urgentPolicy, ...(body as object) }),
    });
    const { user, dialog } = await openServiceLevelEditor('Add policy');
    await user.type(dialog.getByLabelText(/Policy name/), 'VIP customers');
    await user.click(dialog.getByRole('combobox', { name: 'Priorities' }));
    await user.click(await screen.findByRole('option', { name: 'Urgent' }));
    await user.type(dialog.getByRole('combobox', { name: 'Customers' }), 'smi');
    await user.click(await screen.findByRole('option', { name: 'Sam Smith · Smith & Co' }));
    await user.type(dialog.getByRole('combobox', { name: 'Companies' }), 'Globex{Enter}');

    const first = within(dialog.getByRole('group', { name: 'First response' }));
    expect(first.getByRole<HTMLInputElement>('switch', { name: 'Set a target' }).checked).toBe(true);
    await user.clear(first.getByLabelText('Within'));
    await user.type(first.getByLabelText('Within'), '1.5');
    const next = within(dialog.getByRole('group', { name: 'Next response' }));
    await user.click(next.getByRole('switch', { name: 'Set a target' }));
    await user.click(next.getByRole('radio', { name: 'Around the clock' }));
    const resolution = within(dialog.getByRole('group', { name: 'Resolution' }));
    await user.clear(resolution.getByLabelText('Within'));
    await user.type(resolution.getByLabelText('Within'), '2');
    await user.selectOptions(resolution.getByLabelText('Unit'), 'days');
    expect(resolution.getByText(/A day is 24 hours of opening time/)).toBeTruthy();

    await user.click(dialog.getByRole('checkbox', { name: 'Raise priority one step' }));
    await user.click(dialog.getByRole('combobox', { name: 'Reassign to' }));
    await user.click(await screen.findByRole('option', { name: 'Olga Agent' }));
    await user.click(dialog.getByRole('button', { name: 'Add policy' }));

    expect(calls.POST).toHaveBeenCalledWith('/api/service-levels/policies', {
      body: {
        name: 'VIP customers',
        calendarId: officeHours.id,
        match: { priorities: ['urgent'], channels: [], customerIds: [smith.id], companies: ['Globex'] },
        targets: {
          first_response: { minutes: 90, isBusinessHours: true },
          next_response: { minutes: 240, isBusinessHours: false },
          resolution: { minutes: 2880, isBusinessHours: true },
          on_site_arrival: null,
        },
        warnAtPercent: 75,
        breachActions: { raisePriority: true, reassignTo: olga.id },
      },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a policy as it was saved, its customers named, and saves it unchanged', async () => {
    const policy = { ...urgentPolicy, match: { ...urgentPolicy.match, customerIds: [smith.id] } };
    const calls = answerApi({
      ...staffAnswers,
      'GET /api/service-levels': serviceLevelsWith({ policies: [policy] }),
      'GET /api/customers/{id}': { customer: { ...smith, phone: null }, tickets: [], workOrders: [] },
      'PUT /api/service-levels/policies/{id}': ({ body }: ApiRequest) => ({ ...policy, ...(body as object) }),
    });
    const { user, dialog } = await openServiceLevelEditor('Edit Urgent by e-mail');
    expect(await dialog.findByText('Sam Smith · Smith & Co')).toBeTruthy();
    const resolution = within(dialog.getByRole('group', { name: 'Resolution' }));
    expect(resolution.getByLabelText<HTMLInputElement>('Within').value).toBe('8');
    expect(resolution.getByLabelText<HTMLSelectElement>('Unit').value).toBe('hours');
    await user.click(dialog.getByRole('button', { name: 'Save policy' }));
    const { id, position, ...saved } = policy;
    expect(calls.PUT).toHaveBeenCalledWith('/api/service-levels/policies/{id}', {
      params: { path: { id } },
      body: saved,
    });
  });

  it('shows the server’s refusal beside the form and keeps what was typed', async () => {
    const calls = answerApi({
      ...staffAnswers,
      'GET /api/service-levels': serviceLevelsWith(),
      'POST /api/service-levels/policies': new ApiRefusal(409, {
        code: 'sla_policy_limit',
        message: 'An organization has at most 50 service-level policies.',
      }),
    });
    const { user, dialog } = await openServiceLevelEditor('Add policy');
    await user.type(dialog.getByLabelText(/Policy name/), 'Weekend');
    const first = within(dialog.getByRole('group', { name: 'First response' }));
    await user.clear(first.getByLabelText('Within'));
    await user.type(first.getByLabelText('Within'), '3');
    await user.click(dialog.getByRole('button', { name: 'Add policy' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('An organization has at most 50 service-level policies.');
    expect(calls.POST).toHaveBeenCalledTimes(1);
    expect(dialog.getByLabelText<HTMLInputElement>(/Policy name/).value).toBe('Weekend');
    expect(first.getByLabelText<HTMLInputElement>('Within').value).toBe('3');
  });

  it('refuses a target of part of a minute before sending it', async () => {
    const calls = answerApi({ ...staffAnswers, 'GET /api/service-levels': serviceLevelsWith() });
    const { user, dialog } = await openServiceLevelEditor('Add policy');
    await user.type(dialog.getByLabelText(/Policy name/), 'Fast');
    const first = within(dialog.getByRole('group', { name: 'First response' }));
    await user.selectOptions(first.getByLabelText('Unit'), 'minutes');
    await user.clear(first.getByLabelText('Within'));
    await user.type(first.getByLabelText('Within'), '0.5');
    await user.click(dialog.getByRole('button', { name: 'Add policy' }));
    expect(first.getByText('Give the target in whole minutes')).toBeTruthy();
    expect(calls.POST).not.toHaveBeenCalled();
  });
});
