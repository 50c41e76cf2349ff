import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissionMatrix } from '../../../domain/agent-permissions.ts';
import { defaultNumberingSettings, type NumberingSettings } from '../../../domain/ticket-numbering.ts';
import { ApiRefusal, type ApiRequest, answerApi } from '../../test/api-answers.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { permissionsKey } from '../access-settings/access-settings-queries.ts';
import { ticketNumberingQuery, useSaveTicketNumbering } from '../ticket-settings/ticket-numbering-queries.ts';
import { SavedIndicator } from './saved-indicator.tsx';
import { SettingsPage } from './settings-page.tsx';
import { SettingsReadOnlyContext } from './settings-read-only.ts';
import { useSettingsForm } from './use-settings-form.tsx';

const loaded = { settings: { ...defaultNumberingSettings, prefix: 'TKT' }, preview: 'TKT-1000' };

/** A settings tab as small as it gets: one field of the ticket numbering, saved, reset and flashed through the hook. */
function PrefixForm() {
  const settings = useSettingsForm({
    query: ticketNumberingQuery(),
    refreshGroup: 'ticket_numbering',
    valuesOf: (numbering): NumberingSettings => numbering.settings,
    validate: { prefix: (prefix) => (prefix.trim() ? null : 'Give a prefix') },
    save: useSaveTicketNumbering(),
    inputOf: (values) => values,
    savedValuesOf: (numbering) => numbering.settings,
    loadFailureTitle: 'Could not load the ticket numbering settings',
    saveFailure: 'Could not save the ticket numbering settings.',
  });
  if (settings.fallback) return settings.fallback;
  return (
    <form onSubmit={settings.onSubmit} noValidate>
      <TextInput label="Prefix" {...settings.form.getInputProps('prefix')} />
      {settings.saveProblem && <p role="alert">{settings.saveProblem}</p>}
      <p>{settings.isDirty ? 'Unsaved changes' : 'No changes'}</p>
      <Button type="submit" loading={settings.isSaving}>
        Save
      </Button>
      <Button onClick={settings.reset}>Reset</Button>
      <SavedIndicator isShown={settings.isSaved} />
    </form>
  );
}

async function typePrefix(prefix: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Prefix');
  await user.clear(field);
  if (prefix) await user.type(field, prefix);
  return user;
}

describe('useSettingsForm', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the settings into the form, or says why it could not', async () => {
    answerApi({ 'GET /api/settings/ticket-numbering': loaded });
    const first = renderInWorkspace(<PrefixForm />);
    expect(screen.getByText('Loading settings...')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Prefix')).value).toBe('TKT');
    expect(screen.getByText('No changes')).toBeTruthy();
    first.unmount();
    vi.restoreAllMocks();

    answerApi({ 'GET /api/settings/ticket-numbering': new ApiRefusal(403, { code: 'forbidden', message: 'Only admins may.' }) });
    renderInWorkspace(<PrefixForm />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Could not load the ticket numbering settings');
    expect(failure.textContent).toContain('Only admins may.');
  });

  it('saves the edited values, flashes Saved and counts the form clean again', async () => {
    const calls = answerApi({
      'GET /api/settings/ticket-numbering': loaded,
      'PUT /api/settings/ticket-numbering': ({ body }: ApiRequest) => ({ settings: body, preview: 'ACME-1000' }),
    });
    renderInWorkspace(<PrefixForm />);
    const user = await typePrefix('ACME');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(calls.PUT).toHaveBeenCalledTimes(1);
    expect(calls.PUT.mock.calls[0]?.[1]?.body).toEqual({ ...loaded.settings, prefix: 'ACME' });
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason for a refused save, and its own words for a failure", async () => {
    let answer: unknown = new ApiRefusal(422, { code: 'invalid_prefix', message: 'The prefix may hold letters only.' });
    answerApi({ 'GET /api/settings/ticket-numbering': loaded, 'PUT /api/settings/ticket-numbering': () => answer });
    renderInWorkspace(<PrefixForm />);
    const user = await typePrefix('A-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The prefix may hold letters only.');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();

    answer = new ApiRefusal(500, { code: 'internal', message: 'relation "x" does not exist' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not save the ticket numbering settings.'));
  });

  it('does not send values its validation refuses', async () => {
    const calls = answerApi({ 'GET /api/settings/ticket-numbering': loaded });
    renderInWorkspace(<PrefixForm />);
    const user = await typePrefix('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a prefix')).toBeTruthy();
    expect(calls.PUT).not.toHaveBeenCalled();
  });

  it('resets to the loaded values, dropping the edits, the errors and the last refusal', async () => {
    answerApi({
      'GET /api/settings/ticket-numbering': loaded,
      'PUT /api/settings/ticket-numbering': new ApiRefusal(422, { code: 'invalid_prefix', message: 'The prefix may hold letters only.' }),
    });
    renderInWorkspace(<PrefixForm />);
    const user = await typePrefix('A-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText<HTMLInputElement>('Prefix').value).toBe('TKT');
    expect(screen.getByText('No changes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await typePrefix('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give a prefix')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Give a prefix')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Prefix').value).toBe('TKT');
  });

  it('saves nothing in a tab its viewer may only read', async () => {
    const calls = answerApi({
      'GET /api/settings/ticket-numbering': loaded,
      'PUT /api/settings/ticket-numbering': ({ body }: ApiRequest) => ({ settings: body, preview: 'ACME-1000' }),
    });
    renderInWorkspace(
      <SettingsReadOnlyContext value={true}>
        <PrefixForm />
      </SettingsReadOnlyContext>,
    );
    const user = await typePrefix('ACME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.PUT).not.toHaveBeenCalled();
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it("makes the Settings page's view-only tabs read-only, so that even a submitted form saves nothing", async () => {
    const calls = answerApi({
      'GET /api/settings/ticket-numbering': loaded,
      'PUT /api/settings/ticket-numbering': ({ body }: ApiRequest) => ({ settings: body, preview: 'TKT-1000' }),
    });
    renderInWorkspace(<SettingsPage />, {
      url: '/settings?tab=tickets',
      role: 'agent',
      name: 'Andy Agent',
      queryData: [[permissionsKey, { matrix: defaultPermissionMatrix, isStrict: false, granted: ['settings.view'] }]],
    });
    const prefix = await screen.findByLabelText<HTMLInputElement>('Prefix');
    const form = prefix.closest('form');
    if (!form) throw new Error('The Prefix field is not in a form');
    // A save would reach the client once React and the mutation have run their queued work, which act awaits.
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(calls.PUT).not.toHaveBeenCalled();
  });
});
