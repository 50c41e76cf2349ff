import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newLayoutElement } from '../../../domain/work-order-layout.ts';
import { workOrderSettingsDefaults } from '../../../domain/work-order-settings.ts';
import { renderInWorkspace } from '../../test/render-in-workspace.tsx';
import { SettingsPage } from '../settings/settings-page.tsx';
import { workOrderKeys } from './work-orders-queries.ts';

const customer = { ...newLayoutElement('text', 0, 'customer'), label: 'Customer:' };
const serial = { ...newLayoutElement('text', 1, 'serial'), label: 'Serial number:' };
const layout = { version: 3, elements: [customer, serial], updatedAt: '2026-11-20T10:00:00.000Z' };

/** The tab is loaded when first opened: its canvas appears once its code has arrived. */
async function renderTab() {
  renderInWorkspace(<SettingsPage />, {
    url: '/settings?tab=workorders',
    queryData: [
      [workOrderKeys.settings, { settings: workOrderSettingsDefaults, workOrdersEnabled: true }],
      [workOrderKeys.layout, layout],
    ],
  });
  return within(await screen.findByRole('group', { name: 'Layout canvas' }, { timeout: 10_000 }));
}

describe('Settings → Work Orders: the layout designer', { timeout: 20_000 }, () => {
  it('adds elements below the others, edits the selected one, nudges it with the arrows and deletes it with Delete', async () => {
    const user = userEvent.setup();
    const canvas = await renderTab();
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Signature' }));
    const properties = within(screen.getByRole('region', { name: 'Element Properties' }));
    expect(properties.getByRole<HTMLInputElement>('textbox', { name: 'Y' }).value).toBe('170');
    expect(properties.getByRole<HTMLInputElement>('textbox', { name: 'Width' }).value).toBe('300');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    const signature = canvas.getByRole('button', { name: /^Signature: Signature/ });
    signature.focus();
    fireEvent.keyDown(signature, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(signature, { key: 'ArrowDown' });
    expect(properties.getByRole<HTMLInputElement>('textbox', { name: 'X' }).value).toBe('60');
    expect(properties.getByRole<HTMLInputElement>('textbox', { name: 'Y' }).value).toBe('171');
    fireEvent.keyDown(signature, { key: 'Delete' });
    expect(canvas.getAllByRole('button')).toHaveLength(2);

    await user.click(canvas.getByRole('button', { name: /^Form field: Serial number:/ }));
    await user.clear(properties.getByRole('textbox', { name: 'Label' }));
    await user.type(properties.getByRole('textbox', { name: 'Label' }), 'Thank you');
    expect(canvas.getByRole('button', { name: /^Text: Thank you/ })).toBeTruthy();
  });

  it("previews the layout with the specification's fallbacks and sample answers", async () => {
    const user = userEvent.setup();
    await renderTab();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Layout Preview' });
    expect(preview.textContent).toContain('Customer: Customer Name');
    expect(preview.textContent).toContain('Serial number: Sample answer');
  });

  it('refuses a broken layout file, naming the problem, and changes nothing', async () => {
    const user = userEvent.setup();
    const canvas = await renderTab();
    const input = document.querySelector<HTMLInputElement>('input[type=file][accept="application/json,.json"]');
    if (!input) throw new Error('no import input');
    await user.upload(
      input,
      new File(['{"elements": [{"type": "text", "fontSize": 400}]}'], 'work-order-layout.json', { type: 'application/json' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This file is not a work order layout'));
    expect(screen.getByRole('alert').textContent).toContain('Nothing was changed.');
    expect(canvas.getAllByRole('button')).toHaveLength(2);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});
