import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/tenant.ts';
import { openWorkspace } from './support/workspace-session.ts';

test.describe('saved replies', () => {
  test.use({ signedInAs: 'agent' });
  test.describe.configure({ timeout: 60_000 });

  test('an agent writes a saved reply with placeholders, inserts it with "/" on a ticket and sends it filled in', async ({
    page,
    tenant,
  }) => {
    await openWorkspace(page, tenant.url('/settings?tab=saved-replies'));
    await expect(page.getByRole('heading', { name: 'My replies' })).toBeVisible();
    await page.getByRole('button', { name: 'New saved reply' }).click();
    const editor = page.getByRole('dialog', { name: 'New saved reply' });
    await editor.getByLabel('Name').fill('Greeting');
    await editor
      .getByRole('textbox', { name: 'Reply' })
      .fill('Hi {{ customer.first_name }}, we are looking into {{ ticket.number }}.\n{{ agent.first_name }}{{ nobody.knows }}');
    // The live preview fills the placeholders in for a sample ticket; an unknown one reads as nothing.
    await expect(editor.getByTestId('saved-reply-preview')).toHaveText('Hi Jane, we are looking into TKT-1042.\nAndy');
    await expectAccessible(page, 'the saved reply editor');
    await editor.getByRole('textbox', { name: 'Reply' }).fill('Hi {{ customer.first_name }, oops');
    await expect(editor.getByRole('alert')).toContainText('cannot be used');
    await editor
      .getByRole('textbox', { name: 'Reply' })
      .fill('Hi {{ customer.first_name }}, we are looking into {{ ticket.number }}.\n{{ agent.first_name }}');
    await editor.getByRole('button', { name: 'Add reply' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('table', { name: 'My replies' }).getByText('Greeting')).toBeVisible();
    await expectAccessible(page, 'the Saved Replies tab');

    const response = await tenant.request.post('/api/tickets', {
      headers: await tenant.headersFor(tenant.agent),
      data: { subject: 'Heating is off', description: 'Since this morning', customerId: tenant.customer.recordId, priority: 'medium' },
    });
    expect(response.status()).toBe(201);
    const ticket = (await response.json()) as { id: string; ticketNumber: string };

    await openWorkspace(page, tenant.url(`/tickets/${ticket.id}`));
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.click();
    await box.pressSequentially('/gree');
    const picker = page.getByRole('listbox');
    await expect(picker.getByRole('option', { name: /Greeting/ })).toBeVisible();
    await expectAccessible(page, 'the saved-reply picker');
    await box.pressSequentially('x');
    await expect(picker.getByText('No saved reply matches “greex”.')).toBeVisible();
    await box.press('Backspace');
    // Escape closes the list and leaves the text; typing on opens it again.
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveValue('/gree');
    await box.pressSequentially('t');
    await expect(picker.getByRole('option', { name: /Greeting/ })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    const expected = `Hi Carla, we are looking into ${ticket.ticketNumber}.\nAndy`;
    await expect(box).toHaveValue(expected);
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.getByRole('button', { name: 'Add Comment' }).click();
    await expect(box).toHaveValue('');
    const comments = page.getByRole('listitem').filter({ hasText: `we are looking into ${ticket.ticketNumber}` });
    await expect(comments).toContainText(`Hi Carla, we are looking into ${ticket.ticketNumber}.`);
  });

  test('a macro inserted from the button sets the ticket’s status and priority when the reply is sent', async ({ page, tenant }) => {
    const response = await tenant.request.post('/api/saved-replies', {
      headers: await tenant.headersFor(tenant.admin),
      data: {
        scope: 'shared',
        name: 'Solved',
        body: 'Glad it works again, {{ customer.first_name }}!',
        actions: { status: 'resolved', priority: 'low', assigneeId: null },
      },
    });
    expect(response.status()).toBe(201);
    const { id } = await tenant.createTicket({ subject: 'Printer jam', customerId: tenant.customer.recordId ?? undefined });

    await openWorkspace(page, tenant.url(`/tickets/${id}`));
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await page.getByRole('button', { name: 'Saved replies' }).click();
    await expect(box).toHaveValue('/');
    await expect(page.getByRole('option', { name: /Solved/ })).toBeVisible();
    await expectAccessible(page, 'the saved-reply picker with a macro');
    await page.getByRole('option', { name: /Solved/ }).click();
    await expect(box).toHaveValue('Glad it works again, Carla!');
    await expect(page.getByRole('status').filter({ hasText: 'When you send' })).toContainText('Status: Resolved · Priority: Low');
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await expect(page.getByText('Solved: Status: Resolved · Priority: Low')).toBeVisible();
    const ticket = await tenant.request.get(`/api/tickets/${id}`, { headers: await tenant.headersFor(tenant.admin) });
    expect((await ticket.json()).ticket).toMatchObject({ status: 'resolved', priority: 'low' });
  });
});
