import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callerFor } from '../../../../tests/support/calls.ts';
import type { TestMember, TestOrganization } from '../../../../tests/support/factories.ts';
import { createOrg, type Org } from '../../../../tests/support/factories.ts';
import { accessTokenFor, buildTestApp, testDatabase } from '../../../../tests/support/server.ts';
import type { Database } from '../../db/client.ts';
import type { TicketDetail, TicketDto, UploadedAttachmentDto } from './tickets.schemas.ts';

/** A one-pixel PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('attachments on tickets', () => {
  let db: Database;
  let app: FastifyInstance;
  let call: Call;
  let acme: Org;
  let globex: Org;

  const upload = async (member: TestMember, on: TestOrganization, filename: string, content: Buffer): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: `/api/attachments?filename=${encodeURIComponent(filename)}`,
      headers: {
        authorization: `Bearer ${await accessTokenFor(member)}`,
        'x-tenant-subdomain': on.subdomain,
        'content-type': 'application/octet-stream',
      },
      payload: content,
    });
  const uploaded = async (member: TestMember, on: TestOrganization, filename: string, content: Buffer): Promise<UploadedAttachmentDto> => {
    const response = await upload(member, on, filename, content);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const detailOf = async (member: TestMember, on: TestOrganization, ticketId: string): Promise<TicketDetail> => {
    const response = await call('GET', `/api/tickets/${ticketId}`, { as: member, on });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const comment = (member: TestMember, on: TestOrganization, ticketId: string, body: Record<string, unknown>) =>
    call('POST', `/api/tickets/${ticketId}/comments`, { as: member, on, body });
  const limitTo = async (megabytes: number) => {
    const response = await call('PUT', '/api/settings/email', {
      as: acme.admin,
      on: acme.organization,
      body: { attachmentMegabytesPerMessage: megabytes },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    db = await testDatabase();
    app = await buildTestApp();
    call = callerFor(app);
    acme = await createOrg(db);
    globex = await createOrg(db);
  });
  afterAll(() => app.close());

  it("opens a customer's ticket with a photo, which staff preview as an image and download under its name", async () => {
    const on = acme.organization;
    const photo = await uploaded(acme.bob, on, 'C:\\fakepath\\meter reading.png', png);
    expect(photo).toMatchObject({ filename: 'meter reading.png', contentType: 'image/png', size: png.byteLength });
    const created = await call('POST', '/api/tickets', {
      as: acme.bob,
      on,
      body: {
        subject: 'Meter reads zero',
        description: 'Photo attached',
        attachments: [{ fileId: photo.fileId, filename: photo.filename }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket: TicketDto = created.json();

    const detail = await detailOf(acme.admin, on, ticket.id);
    expect(detail.attachments).toEqual([
      { id: expect.any(String), filename: 'meter reading.png', contentType: 'image/png', size: png.byteLength, isInline: false },
    ]);
    const download = await call('GET', `/api/tickets/${ticket.id}/attachments/${detail.attachments[0]?.id}`, { as: acme.admin, on });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="meter_reading.png"; filename*=UTF-8''meter%20reading.png`,
    });
    expect(download.rawPayload.equals(png)).toBe(true);

    // Sent once: the same upload cannot be sent again with another message.
    const again = await comment(acme.bob, on, ticket.id, { content: 'Again', attachments: [{ fileId: photo.fileId, filename: 'x.png' }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('An attached file was not found: attach it again.');
  });

  it('sends staff files with a reply, even without words, served to the customer as downloads of no particular type', async () => {
    const on = acme.organization;
    const { id } = (
      await call('POST', '/api/tickets', { as: acme.bob, on, body: { subject: 'Quote', description: 'Please send it' } })
    ).json();
    const quote = await uploaded(acme.agent, on, 'Quote 1042.pdf', pdf);
    const replied = await comment(acme.admin, on, id, { content: '', attachments: [{ fileId: quote.fileId, filename: quote.filename }] });
    // Another member's upload is not theirs to send.
    expect(replied.statusCode).toBe(400);

    const sent = await comment(acme.agent, on, id, { content: '', attachments: [{ fileId: quote.fileId, filename: quote.filename }] });
    expect(sent.statusCode, sent.body).toBe(201);
    const [reply] = (await detailOf(acme.bob, on, id)).comments;
    expect(reply?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['Quote 1042.pdf', 'application/pdf'],
    ]);
    const download = await call('GET', `/api/tickets/${id}/attachments/${reply?.attachments[0]?.id}`, { as: acme.bob, on });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it("keeps a note's files from the customer, and every file from another organization", async () => {
    const on = acme.organization;
    const { id } = (await call('POST', '/api/tickets', { as: acme.bob, on, body: { subject: 'Wiring', description: 'Sparks' } })).json();
    const plan = await uploaded(acme.agent, on, 'wiring.png', png);
    const note = await comment(acme.agent, on, id, {
      content: 'Old wiring',
      isInternal: true,
      attachments: [{ fileId: plan.fileId, filename: 'wiring.png' }],
    });
    expect(note.statusCode, note.body).toBe(201);
    const [listed] = (await detailOf(acme.admin, on, id)).comments;
    const url = `/api/tickets/${id}/attachments/${listed?.attachments[0]?.id}`;
    expect((await call('GET', url, { as: acme.admin, on })).statusCode).toBe(200);
    const byCustomer = await call('GET', url, { as: acme.bob, on });
    expect(byCustomer.statusCode).toBe(404);
    expect(byCustomer.json().message).toBe('Attachment not found.');
    expect((await call('GET', url, { as: globex.admin, on: globex.organization })).statusCode).toBe(404);

    const foreign = await uploaded(globex.admin, globex.organization, 'theirs.png', png);
    const withForeign = await comment(acme.admin, on, id, {
      content: 'Hm',
      attachments: [{ fileId: foreign.fileId, filename: 'theirs.png' }],
    });
    expect(withForeign.statusCode).toBe(400);
    expect(withForeign.json().message).toBe('An attached file was not found: attach it again.');
  });

  it('refuses programs and unknown bytes by their content, whatever their name, and files over the organization’s limit', async () => {
    const on = acme.organization;
    const program = await upload(acme.bob, on, 'invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 1)]));
    expect(program.statusCode).toBe(415);
    expect(program.json().message).toBe(
      'This file cannot be attached: a message takes images, videos, PDFs, office documents, ZIP archives and text files.',
    );
    expect((await upload(acme.bob, on, 'data.bin', Buffer.from([0, 1, 254, 154, 0]))).statusCode).toBe(415);
    expect((await call('POST', '/api/attachments?filename=a.txt', { as: acme.bob, on, body: { not: 'a file' } })).statusCode).toBe(415);

    await limitTo(1);
    try {
      const tooLarge = await upload(acme.bob, on, 'big.txt', Buffer.alloc(1024 * 1024 + 1, 'a'));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe("A message's files can be up to 1 MB together.");
      const halves = await Promise.all(['a.txt', 'b.txt'].map((name) => uploaded(acme.bob, on, name, Buffer.alloc(600 * 1024, 'a'))));
      const { id } = (await call('POST', '/api/tickets', { as: acme.bob, on, body: { subject: 'Logs', description: 'Two logs' } })).json();
      const together = await comment(acme.bob, on, id, {
        content: 'Logs',
        attachments: halves.map((half) => ({ fileId: half.fileId, filename: half.filename })),
      });
      expect(together.statusCode).toBe(413);
      expect((await detailOf(acme.bob, on, id)).comments).toEqual([]);
    } finally {
      await limitTo(25);
    }
  });

  it('is refused to anyone signed out, and on an escalation', async () => {
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/attachments?filename=a.png',
      headers: { 'x-tenant-subdomain': acme.organization.subdomain, 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(signedOut.statusCode).toBe(401);
    const photo = await uploaded(acme.admin, acme.organization, 'screen.png', png);
    const escalation = await call('POST', '/api/tickets', {
      as: acme.admin,
      on: acme.organization,
      body: { subject: 'Export', description: 'Fails', escalate: true, attachments: [{ fileId: photo.fileId, filename: 'screen.png' }] },
    });
    expect(escalation.statusCode).toBe(400);
    expect(escalation.json().message).toBe('Files are not sent to platform support: describe what they show in words.');
  });
});
