import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentLimits, attachmentMessages, megabytes } from '../../../domain/attachment-type.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { acceptRawUploads } from '../../files/image-upload.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { uploadAttachment } from './ticket-attachments.service.ts';
import { uploadedAttachmentSchema } from './tickets.schemas.ts';

/** The largest upload any organization's limit allows; each organization's own limit is checked after. */
const largestUpload = megabytes(attachmentLimits.maxMegabytesPerMessage);

/** Files members upload before sending them with a new ticket, a comment or a note. */
export function registerTicketAttachmentRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    acceptRawUploads(scope, {
      maxBytes: largestUpload,
      field: 'file',
      tooLarge: attachmentMessages.tooLarge(attachmentLimits.maxMegabytesPerMessage),
    });

    api.post(
      '/api/attachments',
      {
        config: { access: 'authenticated' },
        bodyLimit: largestUpload,
        schema: {
          tags: ['tickets'],
          security: [{ bearer: [] }],
          summary: 'Uploads a file to send with a new ticket, a comment or a note: the file itself as the body',
          description:
            "Members of the request's organization, customers included. Send the bytes as application/octet-stream: the type is told by them (images, videos, PDFs, office documents, ZIP archives, text), and programs are refused (415). Larger than the organization's limit for one message is 413. Send the answered fileId with the message within a day: uploads never sent are then removed.",
          consumes: ['application/octet-stream'],
          querystring: z.object({ filename: z.string().min(1).max(255).describe('The name of the file as the member chose it') }),
          response: { 201: uploadedAttachmentSchema },
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new DomainError('unsupported_media_type', 'Send the file itself as the request body (application/octet-stream).', {
            field: 'file',
          });
        }
        const uploaded = await uploadAttachment({
          db,
          clock,
          actor: actingMemberOf(request),
          filename: request.query.filename,
          content: request.body,
        });
        return reply.status(201).send(uploaded);
      },
    );
  });
}
