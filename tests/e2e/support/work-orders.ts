import { expect, type Page } from '@playwright/test';
import { sampleLayout } from '../../support/work-orders.ts';
import type { Tenant } from './tenant.ts';

/** The organization's work order layout, saved by the admin through the API: work orders need one. */
export async function saveWorkOrderLayout(tenant: Tenant): Promise<void> {
  const response = await tenant.request.put('/api/work-order-layout', {
    headers: await tenant.headersFor(tenant.admin),
    data: { elements: sampleLayout },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Draws a zigzag on the open Capture Signature dialog's pad, names the signer and saves it. */
export async function drawSignature(page: Page, signerName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Capture Signature' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const pad = dialog.getByRole('img', { name: /Signature pad/ });
  const area = await pad.boundingBox();
  if (!area) throw new Error('the signature pad is not on screen');
  await page.mouse.move(area.x + 30, area.y + 90);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(area.x + 30 + step * 18, area.y + 90 + (step % 2 ? -30 : 25));
  await page.mouse.up();
  await dialog.getByRole('textbox', { name: /Signer's name/ }).fill(signerName);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Signature saved successfully!')).toBeVisible();
}

/** The organization's time zone set to one where it is now between noon and 1 PM, so that the visits' day is today all along. */
export async function setMiddayTimeZone(tenant: Tenant): Promise<string> {
  const hoursAhead = 12 - new Date().getUTCHours();
  // The Etc zones' signs are POSIX's: Etc/GMT-3 is three hours ahead of UTC.
  const timezone = hoursAhead === 0 ? 'Etc/GMT' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
  const saved = await tenant.request.put('/api/settings/datetime', { headers: await tenant.headersFor(tenant.admin), data: { timezone } });
  expect(saved.status(), await saved.text()).toBe(200);
  return timezone;
}
