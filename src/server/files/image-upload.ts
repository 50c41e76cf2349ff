import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors.ts';
import { imageTypeOf, type UploadableImageType, uploadableImageTypes } from '../../domain/image-type.ts';
import type { StoredFile } from './uploaded-files.repository.ts';

export interface ImageUploadRules {
  maxBytes: number;
  /** The form field the problem is reported on. */
  field: string;
  notImage: string;
  tooLarge: string;
  /** The image types taken; every uploadable one when absent. */
  types?: readonly UploadableImageType[];
}

/**
 * Lets the routes of a scope take a raw upload (the file itself as the body, with its content type),
 * stopping as soon as it is larger than the largest upload the scope takes.
 */
export function acceptRawUploads(scope: FastifyInstance, rules: Pick<ImageUploadRules, 'maxBytes' | 'field' | 'tooLarge'>): void {
  scope.addContentTypeParser(
    '*',
    (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (error: Error | null, body?: Buffer) => void) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let isStopped = false;
      payload.on('data', (chunk: Buffer) => {
        if (isStopped) return;
        size += chunk.byteLength;
        if (size > rules.maxBytes) {
          isStopped = true;
          request.raw.resume();
          done(new DomainError('payload_too_large', rules.tooLarge, { field: rules.field }));
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!isStopped) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error: Error) => {
        if (!isStopped) done(error);
      });
    },
  );
}

/**
 * The uploaded image of a request: it must claim an accepted image type, be no larger than allowed, and its
 * bytes must be an image of an accepted type (the type it is stored and served as, whatever it claimed).
 */
export function uploadedImageOf(request: FastifyRequest, rules: ImageUploadRules): { content: Buffer; contentType: UploadableImageType } {
  const claimed = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!Buffer.isBuffer(request.body) || !((rules.types ?? uploadableImageTypes) as readonly string[]).includes(claimed)) {
    throw new DomainError('unsupported_media_type', rules.notImage, { field: rules.field });
  }
  return checkedImage(request.body, rules);
}

export function checkedImage(content: Buffer, rules: ImageUploadRules): { content: Buffer; contentType: UploadableImageType } {
  if (content.byteLength > rules.maxBytes) throw new DomainError('payload_too_large', rules.tooLarge, { field: rules.field });
  const contentType = imageTypeOf(content);
  if (!contentType || !(rules.types ?? uploadableImageTypes).includes(contentType))
    throw new DomainError('unsupported_media_type', rules.notImage, { field: rules.field });
  return { content, contentType };
}

/** A stored file is only ever shown as what it was stored as: the browser neither guesses its type nor runs anything in it. */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  options: { cache: 'immutable' | 'private'; downloadName?: string },
): FastifyReply {
  reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', options.cache === 'immutable' ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (options.downloadName) reply.header('Content-Disposition', attachmentDisposition(options.downloadName));
  return reply.send(file.content);
}

/** A download under its name: plain ASCII for every client, and the name as written (RFC 6266's filename*) when that differs. */
function attachmentDisposition(name: string): string {
  const plain = name.replace(/[^\w.-]/g, '_');
  if (plain === name) return `attachment; filename="${plain}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
