import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible, viewportWidths } from './support/accessibility.ts';
import { saveWith } from './support/settings.ts';
import { expect, type Tenant, test } from './support/tenant.ts';
import { drawSignature, saveWorkOrderLayout } from './support/work-orders.ts';

/** A 1x1 PNG, as a logo file picked from the disk. */
const logoPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A work order made by the admin through the API. */
async function createWorkOrder(tenant: Tenant, title: string): Promise<{ id: string }> {
  const response = await tenant.request.post('/api/work-orders', { headers: await tenant.headersFor(tenant.admin), data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

const canvasOf = (page: Page) => page.getByRole('group', { name: 'Layout canvas' });
const elementsOf = (page: Page) => canvasOf(page).getByRole('button');
const properties = (page: Page) => page.getByRole('region', { name: 'Element Properties' });

async function openDesigner(page: Page, tenant: Tenant) {
  await page.goto(tenant.urlByParameter('/settings?tab=workorders'));
  await expect(page.getByRole('heading', { name: 'Work Order Layout' })).toBeVisible();
  await expect(canvasOf(page)).toBeVisible();
}

async function addText(page: Page, label: string) {
  await page.getByRole('button', { name: 'Add Text' }).click();
  await properties(page).getByRole('textbox', { name: 'Label' }).fill(label);
}

async function numberIn(field: Locator): Promise<number> {
  return Number(await field.inputValue());
}

test.describe('work orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin designs a layout with two fields, a logo and a signature box, saves it and finds it after a reload; a broken file changes nothing', async ({
    page,
    tenant,
  }) => {
    await openDesigner(page, tenant);
    // Start from an empty canvas: each element removed with the keyboard.
    while ((await elementsOf(page).count()) > 0) {
      await elementsOf(page).first().focus();
      await page.keyboard.press('Delete');
    }
    await addText(page, 'Customer:');
    await addText(page, 'Serial number:');
    await page.getByRole('button', { name: 'Add Logo' }).click();
    await properties(page).locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    await expect(canvasOf(page).locator('img[alt="Logo"]')).toBeVisible();
    await page.getByRole('button', { name: 'Add Signature' }).click();
    await expect(elementsOf(page)).toHaveCount(4);
    await expect(canvasOf(page).getByRole('button', { name: /^Form field: Serial number:/ })).toBeVisible();

    // The signature box sits below the others (y 50 + 60 per element); drag it right and nudge it with the keyboard.
    const signature = canvasOf(page).getByRole('button', { name: /^Signature: Signature/ });
    await signature.focus();
    const x = properties(page).getByRole('textbox', { name: 'X' });
    const y = properties(page).getByRole('textbox', { name: 'Y' });
    await expect(y).toHaveValue('230');
    const box = await signature.boundingBox();
    if (!box) throw new Error('the signature box is not on screen');
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => numberIn(x)).toBeGreaterThan(70);
    const dragged = await numberIn(x);
    await signature.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => numberIn(x)).toBe(dragged + 1);

    await saveWith(page, 'Save Layout', '/api/work-order-layout');
    await page.reload();
    await expect(elementsOf(page)).toHaveCount(4);
    await expect(canvasOf(page).getByRole('button', { name: /^Form field: Customer:/ })).toBeVisible();
    await expect(canvasOf(page).locator('img[alt="Logo"]')).toBeVisible();
    await canvasOf(page)
      .getByRole('button', { name: /^Signature: Signature/ })
      .focus();
    await expect(properties(page).getByRole('textbox', { name: 'X' })).toHaveValue(String(dragged + 1));

    await page.locator('input[type=file][accept="application/json,.json"]').setInputFiles({
      name: 'work-order-layout.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"elements": [{"type": "text"}]}'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Import failed' })).toContainText('This file is not a work order layout');
    await expect(elementsOf(page)).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Save Layout' })).toBeDisabled();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await download).suggestedFilename()).toBe('work-order-layout.json');
  });

  test('a work order is created from a ticket, started, signed on the canvas, completed, and its PDF holds the values', async ({
    page,
    tenant,
  }) => {
    await saveWorkOrderLayout(tenant);
    const ticket = await tenant.createTicket({ subject: 'VPN disconnects every hour', customerId: tenant.customer.recordId ?? '' });
    await page.goto(tenant.url(`/tickets/${ticket.id}`));
    await page.getByRole('link', { name: 'Create Work Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Work Order' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('VPN disconnects every hour');
    const serial = `SN-${Date.now().toString(36).toUpperCase()}`;
    const serialField = page.getByRole('textbox', { name: 'Serial number' });
    if (await serialField.count()) await serialField.fill(serial);
    else await page.getByRole('textbox', { name: 'Equipment serial' }).fill(serial);
    await page.getByRole('button', { name: 'Create Work Order' }).click();
    await expect(page.getByText('Work order created successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'VPN disconnects every hour' })).toBeVisible();
    const ticketLink = page.getByRole('link', { name: /^TKT-\d{4,}$/ });
    await expect(ticketLink).toBeVisible();
    const number =
      (await page
        .getByText(/^WO-\d{4}$/)
        .first()
        .textContent()) ?? '';

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible();

    // Photos: two taken, the second removed after a confirmation.
    const photoInput = page.locator('input[type=file][accept="image/png,image/jpeg"]');
    await photoInput.setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: logoPng });
    await expect(page.getByRole('link', { name: 'Photo 1, full size' })).toBeVisible();
    await photoInput.setInputFiles({ name: 'blurry.png', mimeType: 'image/png', buffer: logoPng });
    await expect(page.getByRole('link', { name: 'Photo 2, full size' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Photo 2' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove Photo 2?' });
    await removal.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(removal).toBeHidden();
    await expect(page.getByRole('link', { name: 'Photo 2, full size' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Photo 1, full size' })).toBeVisible();
    await page.getByRole('button', { name: 'Signature', exact: true }).click();
    await drawSignature(page, 'Carla Customer');
    await expect(page.getByRole('img', { name: 'Signature of Carla Customer' })).toBeVisible();

    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Completed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Photo 1' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const content = await readFile((await file.path()) as string);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
    expect(text).toContain(serial);
    expect(text).toContain('Customer: Carla Customer');
    expect(text).toContain('Signed by Carla Customer');

    // The ticket links back to its work order.
    await ticketLink.click();
    await expect(page.getByRole('link', { name: new RegExp(`${number} · VPN disconnects every hour`) })).toBeVisible();
  });

  for (const width of viewportWidths) {
    test(`the work order screens read well and pass axe at ${width} px`, async ({ page, tenant }) => {
      await saveWorkOrderLayout(tenant);
      const rewiring = await createWorkOrder(tenant, 'Rewire the reception network switch');
      const started = await tenant.request.post(`/api/work-orders/${rewiring.id}/status`, {
        headers: await tenant.headersFor(tenant.admin),
        data: { status: 'in_progress' },
      });
      expect(started.status(), await started.text()).toBe(200);
      await createWorkOrder(tenant, 'Quarterly generator test run');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenant.url('/work-orders'));
      await expect(page.getByRole('heading', { level: 1, name: 'Work Orders' })).toBeVisible();
      await expect(page.getByRole('link', { name: /WO-0001/ })).toBeVisible();
      await expectAccessible(page, `the work order list at ${width} px`);
      await page.screenshot({ path: `test-results/work-orders-list-${width}.png`, fullPage: true });

      await page.getByLabel('Search').fill('generator');
      await expect(page.getByRole('link', { name: /Quarterly generator test run/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /WO-0001/ })).toHaveCount(0);
      await page.getByLabel('Search').fill('no such work order anywhere');
      await expect(page.getByText('No work orders found')).toBeVisible();
      await page.getByLabel('Search').fill('');

      await page.getByRole('link', { name: /Rewire the reception network switch/ }).click();
      await expect(page.getByRole('button', { name: 'Mark Complete' })).toBeVisible();
      if (width < 768) await expect(page.getByRole('button', { name: 'Tap to sign' })).toBeVisible();
      // The document shows the whole page, smaller on a phone, as the PDF would.
      const documentText = await page.getByText(/^Work Order Number:/).boundingBox();
      expect(documentText && documentText.x + documentText.width).toBeLessThanOrEqual(width);
      await expectAccessible(page, `an in-progress work order at ${width} px`);
      await page.screenshot({ path: `test-results/work-order-detail-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: width < 768 ? 'Tap to sign' : 'Signature', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Capture Signature' })).toBeVisible();
      await expectAccessible(page, `the signature dialog at ${width} px`);
      await page.screenshot({ path: `test-results/work-order-signature-${width}.png` });
      await page.keyboard.press('Escape');

      await page.goto(tenant.url('/settings?tab=workorders'));
      await expect(canvasOf(page)).toBeVisible();
      await expectAccessible(page, `the Work Orders settings tab at ${width} px`);
      await page.screenshot({ path: `test-results/work-order-settings-${width}.png`, fullPage: true });
    });
  }
});
