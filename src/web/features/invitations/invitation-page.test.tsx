import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../../domain/account-messages.ts';
import { api } from '../../api/client.ts';
import { fillFields } from '../../test/fill-fields.ts';
import { renderApp } from '../../test/render-app.tsx';
import { InvitationPage } from './invitation-page.tsx';

const invitation = { email: 'ivy@example.test', name: '', organizationName: 'Acme Field Services', inviterName: 'Alice Admin' };

/** What the server answers, as openapi-fetch hands it over. */
function reply(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return (status < 400 ? { data: body, response } : { error: body, response }) as never;
}

function lookUpAnswers(status: number, body: unknown) {
  return vi.spyOn(api, 'GET').mockResolvedValue(reply(status, body));
}

function renderInvite(url = '/invite?token=abc123&subdomain=acme') {
  return renderApp(<InvitationPage />, { url });
}

async function accept(values: { name?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  await fillFields(user, [
    [/Full name/, values.name],
    [/^Password/, values.password],
    [/Confirm password/, values.confirm],
  ]);
  await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
}

describe('InvitationPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows who invited whom where, with the e-mail address fixed and the name the admin gave', async () => {
    const lookUp = lookUpAnswers(200, { ...invitation, name: 'Ivy Agent' });
    renderInvite();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme Field Services' })).toBeTruthy();
    expect(screen.getByText('Alice Admin')).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ivy@example.test');
    expect(email.disabled).toBe(true);
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Ivy Agent');
    expect(lookUp).toHaveBeenCalledWith('/api/invitations/lookup', { params: { query: { token: 'abc123' } } });
  });

  it('accepts with a name and a password, then welcomes the new agent with a link to log in', async () => {
    lookUpAnswers(200, invitation);
    const post = vi.spyOn(api, 'POST').mockResolvedValue(reply(200, { email: invitation.email }));
    renderInvite();
    await screen.findByRole('heading', { level: 1, name: 'Join Acme Field Services' });
    await accept({ name: ' Ivy Agent ', password: 'Sturdy-pass-1', confirm: 'Sturdy-pass-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Team!' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/invitations/accept', {
      body: { token: 'abc123', name: 'Ivy Agent', password: 'Sturdy-pass-1', confirmPassword: 'Sturdy-pass-1' },
    });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login?email=ivy%40example.test&subdomain=acme');
  });

  it.each([
    [{}, accountMessages.fillAll],
    [{ name: 'Ivy', password: 'Sturdy-pass-1', confirm: 'Sturdy-pass-2' }, accountMessages.passwordsDoNotMatch],
    [{ name: 'Ivy', password: 'short', confirm: 'short' }, accountMessages.passwordTooShort],
  ])('checks the form before sending it: %o gives “%s”', async (values, message) => {
    lookUpAnswers(200, invitation);
    const post = vi.spyOn(api, 'POST');
    renderInvite();
    await screen.findByRole('heading', { level: 1, name: 'Join Acme Field Services' });
    await accept(values);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('says Invalid Invitation without a token, with a link to log in', async () => {
    const lookUp = vi.spyOn(api, 'GET');
    renderInvite('/invite?subdomain=acme');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText(accountMessages.invalidInvitationLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login?subdomain=acme');
    expect(lookUp).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'invitation_token_invalid', accountMessages.invalidInvitationToken],
    [404, 'invitation_not_found', accountMessages.invitationNotFound],
    [410, 'invitation_expired', accountMessages.invitationExpired],
    [404, 'organization_not_found', accountMessages.organizationNotFound],
  ])('says Invalid Invitation when the server answers %i %s', async (status, code, message) => {
    lookUpAnswers(status, { code, message });
    renderInvite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('says Invalid Invitation when the link was used up in the meantime', async () => {
    lookUpAnswers(200, invitation);
    vi.spyOn(api, 'POST').mockResolvedValue(reply(404, { code: 'invitation_not_found', message: accountMessages.invitationNotFound }));
    renderInvite();
    await screen.findByRole('heading', { level: 1, name: 'Join Acme Field Services' });
    await accept({ name: 'Ivy', password: 'Sturdy-pass-1', confirm: 'Sturdy-pass-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Invitation' })).toBeTruthy();
    expect(screen.getByText(accountMessages.invitationNotFound)).toBeTruthy();
  });

  it('keeps the form with the reason when the account cannot be created', async () => {
    lookUpAnswers(200, invitation);
    vi.spyOn(api, 'POST').mockResolvedValue(reply(500, { code: 'internal_error', message: 'Something went wrong on our side.' }));
    renderInvite();
    await screen.findByRole('heading', { level: 1, name: 'Join Acme Field Services' });
    await accept({ name: 'Ivy', password: 'Sturdy-pass-1', confirm: 'Sturdy-pass-1' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create account: Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });
});
