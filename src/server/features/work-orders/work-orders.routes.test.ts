import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import { createMember, createOrganization, type TestMember, type TestOrganization } from '../../../../tests/support/factories.ts';
import { openTestMailbox, type TestMailbox } from '../../../../tests/support/mail.ts';
import { buildTestApp, testConfig, testDatabase } from '../../../../tests/support/server.ts';
import { sampleLayout, tinyPng, tinyPngDataUrl } from '../../../../tests/support/work-orders.ts';
import type { LayoutElement } from '../../../domain/work-order-layout.ts';
import type { Database } from '../../db/client.ts';
import { tickets, uploadedFiles } from '../../db/schema.ts';
import { listScheduledWorkOrders } from './work-orders.repository.ts';

async function pdfText(content: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true });
  return text;
}

/** How far the PDF's creation date is from an instant; the PDF keeps whole seconds. */
async function creationDateDistance(content: Buffer, iso: string): Promise<number> {
  const created = (await PDFDocument.load(content, { updateMetadata: false })).getCreationDate();
  return Math.abs((created?.getTime() ?? 0) - Date.parse(iso));
}

describe('work orders', () => {
  let app: FastifyInstance;
  let db: Database;
  let mailbox: TestMailbox;
  let acme: TestOrganization;
  let globex: TestOrganization;
  let customer: TestMember;
  const members = {} as Record<'admin' | 'agent' | 'customer' | 'otherCustomer' | 'globexAdmin', TestMember>;
  let call: Call;
  let agent: TestMember;

  const create = (body: Record<string, unknown>, member = members.agent) =>
    call('POST', '/api/work-orders', { as: member, on: acme, body });
  const start = (id: string) =>
    call('POST', `/api/work-orders/${id}/status`, { as: members.agent, on: acme, body: { status: 'in_progress' } });
  const sign = (id: string) =>
    call('POST', `/api/work-orders/${id}/signature`, {
      as: members.agent,
      on: acme,
      body: { signerName: 'Dana Customer', image: tinyPngDataUrl },
    });

  beforeAll(async () => {
    app = await buildTestApp();
    call = callerFor(app);
    db = await testDatabase();
    mailbox = openTestMailbox({ db, config: testConfig() });
    acme = await createOrganization(db);
    globex = await createOrganization(db);
    agent = await createMember(db, acme, 'agent', { name: 'Terry Technician' });
    customer = await createMember(db, acme, 'user', { name: 'Dana Customer' });
    members.admin = await createMember(db, acme, 'org_admin');
    members.agent = agent;
    members.customer = customer;
    members.otherCustomer = await createMember(db, acme, 'user');
    members.globexAdmin = await createMember(db, globex, 'org_admin');
    const saved = await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: sampleLayout } });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await mailbox.stop();
    await app.close();
  });

  it('numbers new work orders WO-0001 onwards, pending, with the default priority and the layout version', async () => {
    const created = await create({
      title: 'Replace the boiler valve',
      customerId: customer.recordId,
      formValues: { serial: 'SN-1', nope: 'x' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      workOrderNumber: 'WO-0001',
      status: 'pending',
      priority: 'medium',
      layoutVersion: 1,
      customerName: 'Dana Customer',
      formValues: { serial: 'SN-1' },
      assignedTo: null,
    });
    expect(created.json().layout).toEqual(sampleLayout);
  });

  it('gives every one of many simultaneous work orders its own number', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => create({ title: `Parallel ${index}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const numbers = answers.map((answer) => answer.json().workOrderNumber);
    expect(new Set(numbers).size).toBe(8);
    for (const number of numbers) expect(number).toMatch(/^WO-\d{4}$/);
  });

  it('refuses a blank title, half-hour steps missed, and creation while work orders are off', async () => {
    const blank = await create({ title: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'title', message: 'Please enter a title for the work order.' });
    const hours = await create({ title: 'Odd hours', estimatedHours: 1.3 });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().field).toBe('estimatedHours');
    const other = await createOrganization(db);
    const otherAdmin = await createMember(db, other, 'org_admin');
    const noLayout = await call('POST', '/api/work-orders', { as: otherAdmin, on: other, body: { title: 'X' } });
    expect(noLayout.statusCode).toBe(409);
    expect(noLayout.json().code).toBe('work_order_layout_missing');
    await call('PUT', '/api/work-order-layout', { as: otherAdmin, on: other, body: { elements: sampleLayout } });
    await call('PUT', '/api/work-order-settings', { as: otherAdmin, on: other, body: { settings: {}, workOrdersEnabled: false } });
    const off = await call('POST', '/api/work-orders', { as: otherAdmin, on: other, body: { title: 'X' } });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('work_orders_disabled');
  });

  it("is created from a ticket with the ticket's customer, and the ticket finds it", async () => {
    const [ticket] = await db.withTenant({ organizationId: acme.id }, (tx) =>
      tx
        .insert(tickets)
        .values({ organizationId: acme.id, ticketNumber: 'TKT-7001', title: 'Leak', customerId: customer.recordId, customerName: 'Dana' })
        .returning({ id: tickets.id }),
    );
    const created = await create({ title: 'Fix the leak', ticketId: ticket?.id });
    expect(created.json()).toMatchObject({ ticketId: ticket?.id, ticketNumber: 'TKT-7001', customerId: customer.recordId });
    const ofTicket = await call('GET', `/api/work-orders?ticketId=${ticket?.id}`, { as: members.agent, on: acme });
    expect(ofTicket.json().items.map((item: { id: string }) => item.id)).toEqual([created.json().id]);
    await call('PUT', '/api/work-order-layout', { as: members.globexAdmin, on: globex, body: { elements: sampleLayout } });
    const foreignTicket = await call('POST', '/api/work-orders', {
      as: members.globexAdmin,
      on: globex,
      body: { title: 'Steal', ticketId: ticket?.id },
    });
    expect(foreignTicket.statusCode).toBe(400);
    expect(foreignTicket.json()).toMatchObject({ field: 'ticketId', message: 'Ticket not found.' });
  });

  it('searches, filters by status and pages by keyset on the server', async () => {
    const unique = await create({ title: 'Calibrate the zebra printer', address: '12 Quiet Lane' });
    await start(unique.json().id);
    const found = await call('GET', '/api/work-orders?search=zebra', { as: members.agent, on: acme });
    expect(found.json().items.map((item: { title: string }) => item.title)).toEqual(['Calibrate the zebra printer']);
    expect((await call('GET', '/api/work-orders?search=quiet%20lane', { as: members.agent, on: acme })).json().items).toHaveLength(1);
    const inProgress = await call('GET', '/api/work-orders?status=in_progress', { as: members.agent, on: acme });
    expect(inProgress.json().items.every((item: { status: string }) => item.status === 'in_progress')).toBe(true);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await call('GET', `/api/work-orders?limit=4${cursor ? `&cursor=${cursor}` : ''}`, { as: members.agent, on: acme })
      ).json();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await call('GET', '/api/work-orders?limit=100', { as: members.agent, on: acme })).json().items;
    expect(seen).toEqual(all.map((item: { id: string }) => item.id));
    expect(seen.length).toBeGreaterThan(8);
    const assigned = await create({ title: 'For Terry', assignedTo: agent.id });
    const mine = await call('GET', '/api/work-orders?isMine=true', { as: members.agent, on: acme });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(assigned.json().id);
    expect(mine.json().items.every((item: { assignedTo: string }) => item.assignedTo === agent.id)).toBe(true);
    expect((await call('GET', '/api/work-orders?isMine=true', { as: members.admin, on: acme })).json().items).toEqual([]);
    const badCursor = await call('GET', '/api/work-orders?cursor=nonsense', { as: members.agent, on: acme });
    expect(badCursor.statusCode).toBe(400);
  });

  it('edits inline, storing blank hours as null', async () => {
    const { id } = (await create({ title: 'Inline', estimatedHours: 2.5 })).json();
    const edited = await call('PATCH', `/api/work-orders/${id}`, {
      as: members.agent,
      on: acme,
      body: { estimatedHours: null, actualHours: 1.5, description: 'Changed', formValues: { serial: 'SN-9' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ estimatedHours: null, actualHours: 1.5, description: 'Changed', formValues: { serial: 'SN-9' } });
    const unknownTech = await call('PATCH', `/api/work-orders/${id}`, {
      as: members.agent,
      on: acme,
      body: { assignedTo: customer.id },
    });
    expect(unknownTech.statusCode).toBe(400);
    expect(unknownTech.json().field).toBe('assignedTo');
  });

  it('signs and completes only in progress, and Mark Complete asks for the signature first', async () => {
    const { id } = (await create({ title: 'Sign me', customerId: customer.recordId })).json();
    const early = await sign(id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('work_order_not_in_progress');
    expect((await call('POST', `/api/work-orders/${id}/complete`, { as: members.agent, on: acme })).statusCode).toBe(409);
    await start(id);
    const unsigned = await call('POST', `/api/work-orders/${id}/complete`, { as: members.agent, on: acme });
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json()).toMatchObject({
      code: 'work_order_signature_required',
      message: 'The customer must sign the work order before it can be completed.',
    });
    const notPng = await call('POST', `/api/work-orders/${id}/signature`, {
      as: members.agent,
      on: acme,
      body: { signerName: 'Dana', image: `data:image/png;base64,${Buffer.from('GIF89a-not-png').toString('base64')}` },
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().message).toBe('The signature must be a PNG image.');
    const noName = await call('POST', `/api/work-orders/${id}/signature`, {
      as: members.agent,
      on: acme,
      body: { signerName: ' ', image: tinyPngDataUrl },
    });
    expect(noName.json()).toMatchObject({ field: 'signerName' });
    const signed = await sign(id);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signature).toMatchObject({ signerName: 'Dana Customer', signedByName: 'Terry Technician' });
    const image = await call('GET', signed.json().signature.url, { as: members.agent, on: acme });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toContain('sandbox');
  });

  it('asks for a photo when the settings require one, and takes photos by their content only', async () => {
    const other = await createOrganization(db);
    const otherAdmin = await createMember(db, other, 'org_admin');
    await call('PUT', '/api/work-order-layout', { as: otherAdmin, on: other, body: { elements: sampleLayout } });
    await call('PUT', '/api/work-order-settings', {
      as: otherAdmin,
      on: other,
      body: { settings: { enableSignatureCapture: false, requirePhotoDocumentation: true }, workOrdersEnabled: true },
    });
    const { id } = (await call('POST', '/api/work-orders', { as: otherAdmin, on: other, body: { title: 'Photo job' } })).json();
    await call('POST', `/api/work-orders/${id}/status`, { as: otherAdmin, on: other, body: { status: 'in_progress' } });
    const refused = await call('POST', `/api/work-orders/${id}/complete`, { as: otherAdmin, on: other });
    expect(refused.json()).toMatchObject({
      code: 'work_order_photo_required',
      message: 'Add at least one photo before completing the work order.',
    });
    const script = Buffer.from('<script>alert(1)</script>');
    const fake = await call('POST', `/api/work-orders/${id}/photos`, {
      as: otherAdmin,
      on: other,
      raw: script,
      contentType: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ field: 'photo', message: 'Please choose a photo (PNG, JPEG, GIF or WebP).' });
    const photo = await call('POST', `/api/work-orders/${id}/photos`, {
      as: otherAdmin,
      on: other,
      raw: tinyPng,
      contentType: 'image/png',
    });
    expect(photo.statusCode).toBe(201);
    const served = await call('GET', photo.json().url, { as: otherAdmin, on: other });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', photo.json().url, { as: members.agent, on: acme })).statusCode).toBe(404);
    expect((await call('POST', `/api/work-orders/${id}/complete`, { as: otherAdmin, on: other })).statusCode).toBe(200);
  });

  it('removes a photo with its stored image while the work order is open, and not from another organization', async () => {
    const { id } = (await create({ title: 'Photo to remove' })).json();
    await start(id);
    const addPhoto = () =>
      call('POST', `/api/work-orders/${id}/photos`, { as: members.agent, on: acme, raw: tinyPng, contentType: 'image/png' });
    const kept = (await addPhoto()).json();
    const blurry = (await addPhoto()).json();
    const photoId = (url: string) => url.split('/').pop() as string;
    const storedFiles = async () =>
      (
        await db.withTenant({ organizationId: acme.id }, (tx) =>
          tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.organizationId, acme.id)),
        )
      ).length;
    const filesBefore = await storedFiles();

    expect((await call('DELETE', blurry.url, { as: members.globexAdmin, on: globex })).statusCode).toBe(404);
    expect((await call('DELETE', blurry.url, { as: members.globexAdmin, on: acme })).statusCode).toBe(403);
    const removed = await call('DELETE', blurry.url, { as: members.agent, on: acme });
    expect(removed.statusCode, removed.body).toBe(204);
    const detail = (await call('GET', `/api/work-orders/${id}`, { as: members.agent, on: acme })).json();
    expect(detail.photos.map((photo: { id: string }) => photo.id)).toEqual([photoId(kept.url)]);
    expect((await call('GET', blurry.url, { as: members.agent, on: acme })).statusCode).toBe(404);
    expect(await storedFiles()).toBe(filesBefore - 1);
    expect((await call('DELETE', blurry.url, { as: members.agent, on: acme })).json()).toMatchObject({ code: 'not_found' });

    await sign(id);
    await call('POST', `/api/work-orders/${id}/complete`, { as: members.agent, on: acme });
    const locked = await call('DELETE', kept.url, { as: members.agent, on: acme });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('work_order_locked');
  });

  it('writes accented, Greek and Cyrillic letters in the PDF as typed, and a question mark for what its font cannot write', async () => {
    const { id } = (await create({ title: 'Ωμέγα visit', formValues: { serial: 'Łódź-Дом-Zoë “A” 日本' } })).json();
    await start(id);
    await sign(id);
    await call('POST', `/api/work-orders/${id}/complete`, { as: members.agent, on: acme });
    const pdf = await call('GET', `/api/work-orders/${id}/document`, { as: members.agent, on: acme });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Serial number: Łódź-Дом-Zoë “A” ??');
  });

  it('completes with a signed PDF holding the values, e-mails it to the customer, and then refuses changes until an admin reopens it', async () => {
    const { id, workOrderNumber } = (
      await create({ title: 'Full job', customerId: customer.recordId, formValues: { serial: 'SN-4242' } })
    ).json();
    await start(id);
    await sign(id);
    const completed = await call('POST', `/api/work-orders/${id}/complete`, { as: members.agent, on: acme });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', documentUrl: `/api/work-orders/${id}/document` });
    expect(completed.json().completedAt).not.toBeNull();

    const pdf = await call('GET', `/api/work-orders/${id}/document`, { as: members.agent, on: acme });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${workOrderNumber}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Service Report');
    expect(text).toContain('Customer: Dana Customer');
    expect(text).toContain(`Work Order Number: ${workOrderNumber}`);
    expect(text).toContain('Serial number: SN-4242');
    expect(text).toContain('Signed by Dana Customer');
    expect(text).toContain('by Terry Technician');
    expect(await creationDateDistance(pdf.rawPayload, completed.json().completedAt)).toBeLessThan(1000);

    const mail = await mailbox.waitForMail(customer.email);
    expect(mail.subject).toBe(`Work order ${workOrderNumber} completed`);
    expect(mail.text).toContain(`attached as ${workOrderNumber}.pdf`);

    const edit = await call('PATCH', `/api/work-orders/${id}`, { as: members.agent, on: acme, body: { title: 'Changed' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('work_order_locked');
    expect((await sign(id)).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/work-orders/${id}/photos`, { as: members.agent, on: acme, raw: tinyPng, contentType: 'image/png' }))
        .statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/work-orders/${id}/reopen`, { as: members.agent, on: acme })).statusCode).toBe(403);

    const reopened = await call('POST', `/api/work-orders/${id}/reopen`, { as: members.admin, on: acme });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'in_progress', completedAt: null, documentUrl: null });
    expect(reopened.json().reopenedAt).not.toBeNull();
    expect((await call('PATCH', `/api/work-orders/${id}`, { as: members.agent, on: acme, body: { actualHours: 3 } })).statusCode).toBe(200);
  });

  it('dates the PDF at the moment of completion, names the technician, and prints no sample values for a missing customer', async () => {
    const ireland = await createOrganization(db);
    const admin = await createMember(db, ireland, 'org_admin');
    const technician = await createMember(db, ireland, 'agent', { name: 'Aoife Fitter' });
    const settings = await call('PUT', '/api/settings/datetime', {
      as: admin,
      on: ireland,
      body: { timezone: 'Europe/Dublin', dateFormat: 'DD/MM/YYYY', timeFormat: '24' },
    });
    expect(settings.statusCode).toBe(200);
    const scheduledField = {
      ...(sampleLayout[1] as LayoutElement),
      id: 'scheduled',
      label: 'Scheduled Date:',
      position: { x: 50, y: 400 },
    };
    await call('PUT', '/api/work-order-layout', { as: admin, on: ireland, body: { elements: [...sampleLayout, scheduledField] } });
    const { id, workOrderNumber } = (
      await call('POST', '/api/work-orders', { as: technician, on: ireland, body: { title: 'No one home' } })
    ).json();
    const as = { as: technician, on: ireland };
    await call('POST', `/api/work-orders/${id}/status`, { ...as, body: { status: 'in_progress' } });
    await call('POST', `/api/work-orders/${id}/signature`, { ...as, body: { signerName: 'Site Manager', image: tinyPngDataUrl } });
    const completed = await call('POST', `/api/work-orders/${id}/complete`, as);
    expect(completed.statusCode).toBe(200);

    const pdf = (await call('GET', `/api/work-orders/${id}/document`, as)).rawPayload;
    expect(await creationDateDistance(pdf, completed.json().completedAt)).toBeLessThan(1000);
    const text = await pdfText(pdf);
    expect(text).toContain('Customer: No customer');
    expect(text).toContain('Scheduled Date: Not scheduled');
    expect(text).not.toMatch(/Customer Name|TBD/);
    expect(text).toMatch(new RegExp(`${workOrderNumber} - completed \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} by Aoife Fitter`));
  });

  it("keeps a work order's layout version when the layout changes", async () => {
    const { id } = (await create({ title: 'Old layout' })).json();
    await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: sampleLayout.slice(0, 1) } });
    const detail = await call('GET', `/api/work-orders/${id}`, { as: members.agent, on: acme });
    expect(detail.json().layout).toEqual(sampleLayout);
    expect((await create({ title: 'New layout' })).json().layout).toHaveLength(1);
    await call('PUT', '/api/work-order-layout', { as: members.admin, on: acme, body: { elements: sampleLayout } });
  });

  it('shows customers their own work orders and PDFs in the portal, and no one else', async () => {
    expect((await call('GET', '/api/customer/work-orders', { as: members.otherCustomer, on: acme })).json()).toEqual([]);
    const { id: completedId } = (await create({ title: 'Portal job', customerId: customer.recordId })).json();
    await start(completedId);
    await sign(completedId);
    await call('POST', `/api/work-orders/${completedId}/complete`, { as: members.agent, on: acme });
    const mine = await call('GET', '/api/customer/work-orders', { as: members.customer, on: acme });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json().find((item: { id: string }) => item.id === completedId);
    expect(listed).toMatchObject({ status: 'completed', documentUrl: `/api/customer/work-orders/${completedId}/document` });
    const pdf = await call('GET', `/api/customer/work-orders/${completedId}/document`, { as: members.customer, on: acme });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      (await call('GET', `/api/customer/work-orders/${completedId}/document`, { as: members.otherCustomer, on: acme })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/work-orders', { as: members.customer, on: acme })).statusCode).toBe(403);
    const globexCustomer = await createMember(db, globex, 'user');
    expect((await call('GET', '/api/customer/work-orders', { as: globexCustomer, on: globex })).json()).toEqual([]);
    expect((await call('GET', '/api/customer/work-orders', { as: globexCustomer, on: acme })).statusCode).toBe(403);
    const elsewhere = await call('GET', `/api/customer/work-orders/${completedId}/document`, { as: globexCustomer, on: globex });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("answers 404 for another organization's work order on every route, and 403 to another organization's admin", async () => {
    const { id } = (await create({ title: 'Private' })).json();
    const routes: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['GET', `/api/work-orders/${id}`],
      ['PATCH', `/api/work-orders/${id}`, { title: 'Mine now' }],
      ['POST', `/api/work-orders/${id}/status`, { status: 'in_progress' }],
      ['POST', `/api/work-orders/${id}/signature`, { signerName: 'X', image: tinyPngDataUrl }],
      ['GET', `/api/work-orders/${id}/signature`],
      ['POST', `/api/work-orders/${id}/complete`],
      ['POST', `/api/work-orders/${id}/reopen`],
      ['GET', `/api/work-orders/${id}/document`],
    ];
    for (const [method, url, body] of routes) {
      const onOwnHost = await call(method, url, { as: members.globexAdmin, on: globex, body });
      expect(onOwnHost.statusCode, `${method} ${url}`).toBe(404);
      const onAcmeHost = await call(method, url, { as: members.globexAdmin, on: acme, body });
      expect(onAcmeHost.statusCode, `${method} ${url}`).toBe(403);
    }
    const photo = await call('POST', `/api/work-orders/${id}/photos`, {
      as: members.globexAdmin,
      on: globex,
      raw: tinyPng,
      contentType: 'image/png',
    });
    expect(photo.statusCode).toBe(404);
    expect((await call('GET', '/api/work-orders', { as: members.globexAdmin, on: globex })).json().items).toEqual([]);
    expect((await call('GET', '/api/work-orders', { as: members.globexAdmin, on: acme })).statusCode).toBe(403);
    expect((await call('GET', `/api/work-orders/${id}`)).statusCode).toBe(401);
  });

  it('lists the work orders scheduled in a time range for the calendar', async () => {
    const at = new Date('2031-03-04T15:00:00Z');
    const { id } = (await create({ title: 'Scheduled visit', scheduledDate: at.toISOString(), assignedTo: agent.id })).json();
    await create({ title: 'Later visit', scheduledDate: '2031-04-01T10:00:00Z' });
    const found = await db.withTenant({ organizationId: acme.id }, (tx) =>
      listScheduledWorkOrders(tx, acme.id, { from: new Date('2031-03-01T00:00:00Z'), to: new Date('2031-03-31T00:00:00Z') }),
    );
    expect(found).toEqual([
      expect.objectContaining({
        id,
        workOrderNumber: expect.stringMatching(/^WO-/),
        title: 'Scheduled visit',
        scheduledDate: at,
        assignedTo: agent.id,
        assigneeName: 'Terry Technician',
        status: 'pending',
      }),
    ]);
    const elsewhere = await db.withTenant({ organizationId: globex.id }, (tx) =>
      listScheduledWorkOrders(tx, globex.id, { from: new Date('2031-03-01T00:00:00Z'), to: new Date('2031-03-31T00:00:00Z') }),
    );
    expect(elsewhere).toEqual([]);
  });
});
