import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import { uploadableImageTypes } from '../../../domain/image-type.ts';
import { LOGO_MAX_BYTES, logoUploadRules, themeDefaults, themeMessages, themeSettingsSchema } from '../../../domain/theme-settings.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { acceptRawUploads, sendStoredFile, uploadedImageOf } from '../../files/image-upload.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { getThemeSettings, readLogo, themeViewOf, updateThemeSettings, uploadLogo } from './theme-settings.service.ts';

const themeViewSchema = z.object({
  settings: themeSettingsSchema.required(),
  logoUrl: z.string().nullable().describe("The logo's address on the organization's host; null when there is none"),
});

/** Public routes know no caller: the theme read is the one of the request's host. */
function themeOrganizationOf(request: FastifyRequest): string | null {
  return request.organization?.id ?? null;
}

/**
 * The organization's theme: anyone on its host reads it (the customer portal is themed before sign-in),
 * its org admins (super admins for the platform organization) change it and upload its logo.
 */
export function registerThemeSettingsRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Only the logo upload takes a body that is not JSON; every other type reaches it so that it can say what it accepts.
    acceptRawUploads(scope, logoUploadRules);

    api.get(
      '/api/settings/theme',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The organization's theme, with the specification's defaults for what was never set",
          description: "Anyone on the organization's host, signed in or not; the main domain has the defaults.",
          response: { 200: themeViewSchema },
        },
      },
      async (request) => {
        const organizationId = themeOrganizationOf(request);
        return organizationId ? getThemeSettings({ db, organizationId }) : themeViewOf(themeDefaults);
      },
    );

    api.put(
      '/api/settings/theme',
      {
        config: { access: 'org_admin_or_super_admin' },
        schema: {
          tags,
          security,
          summary: "Saves the organization's theme (fields left out take their defaults)",
          description:
            'Org admins of the organization; super admins for the platform organization. Open screens of staff and customers repaint live.',
          body: themeSettingsSchema,
          response: { 200: themeViewSchema },
        },
      },
      async (request) => {
        const actor = actingMemberOf(request);
        return updateThemeSettings({ db, clock, organizationId: actor.organizationId, actor, input: request.body });
      },
    );

    api.post(
      '/api/settings/theme/logo',
      {
        config: { access: 'org_admin_or_super_admin' },
        schema: {
          tags,
          security,
          summary: 'Uploads a logo: the image itself as the request body, with its content type',
          description: `PNG, JPEG, GIF or WebP, told by the content, up to ${LOGO_MAX_BYTES / (1024 * 1024)} MB; SVG is refused. Org admins. The logo is shown once a theme naming it is saved.`,
          consumes: [...uploadableImageTypes],
          response: { 201: z.object({ logoFileId: z.uuid(), logoUrl: z.string(), contentType: z.enum(uploadableImageTypes) }) },
        },
      },
      async (request, reply) => {
        const member = actingMemberOf(request);
        const uploaded = await uploadLogo({
          db,
          clock,
          organizationId: member.organizationId,
          actorId: member.userId,
          image: uploadedImageOf(request, logoUploadRules),
        });
        return reply.status(201).send(uploaded);
      },
    );

    api.get(
      '/api/settings/theme/logo/:fileId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The organization's logo, with the type its content was stored as",
          description: "Anyone on the organization's host (images cannot send a token); another organization's logo is not found.",
          params: z.object({ fileId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const organizationId = themeOrganizationOf(request);
        if (!organizationId) throw new DomainError('not_found', themeMessages.logoNotFound);
        const logo = await readLogo({ db, organizationId, fileId: request.params.fileId });
        return sendStoredFile(reply, logo, { cache: 'immutable' });
      },
    );
  });
}
