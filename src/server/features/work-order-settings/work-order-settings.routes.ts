import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/errors.ts';
import {
  documentImageTypes,
  layoutElementSchema,
  layoutElementsSchema,
  layoutImageUploadRules,
  layoutMessages,
} from '../../../domain/work-order-layout.ts';
import { workOrderSettingsSchema } from '../../../domain/work-order-settings.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { acceptRawUploads, sendStoredFile, uploadedImageOf } from '../../files/image-upload.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import {
  getLayoutImage,
  getWorkOrderLayout,
  getWorkOrderSettings,
  saveWorkOrderLayout,
  updateWorkOrderSettings,
  uploadLayoutImage,
} from './work-order-settings.service.ts';

const storedSettingsSchema = z.object({
  settings: workOrderSettingsSchema.required(),
  workOrdersEnabled: z.boolean().describe('The work_orders_enabled switch: off hides work orders behind the setup prompt'),
});

const layoutSchema = z.object({
  version: z.number().int().describe('Raised on each save; 0 while no layout was ever saved'),
  elements: z.array(layoutElementSchema),
  updatedAt: z.iso.datetime().nullable(),
});

/** The Work Orders tab: its settings and switch, and the one layout of the organization with its logo images. */
export function registerWorkOrderSettingsRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const tags = ['work orders'];
  const security = [{ bearer: [] }];

  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Only the layout image upload takes a body that is not JSON; every other type reaches it so that it can say what it accepts.
    acceptRawUploads(scope, layoutImageUploadRules);

    api.get(
      '/api/work-order-settings',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: "The organization's work order settings with the specification's defaults, and whether work orders are on",
          response: { 200: storedSettingsSchema },
        },
      },
      async (request) => getWorkOrderSettings({ db, organizationId: organizationOf(request).id }),
    );

    api.put(
      '/api/work-order-settings',
      {
        config: { access: 'org_admin' },
        schema: {
          tags,
          security,
          summary: "Saves the organization's work order settings (fields left out take their defaults) and the work_orders_enabled switch",
          body: z.object({ settings: workOrderSettingsSchema, workOrdersEnabled: z.boolean() }),
          response: { 200: storedSettingsSchema },
        },
      },
      async (request) =>
        updateWorkOrderSettings({
          db,
          clock,
          organizationId: organizationOf(request).id,
          actor: auditActorOf(request),
          input: { settings: workOrderSettingsSchema.parse(request.body.settings), workOrdersEnabled: request.body.workOrdersEnabled },
        }),
    );

    api.get(
      '/api/work-order-layout',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: "The organization's current work order layout",
          response: { 200: layoutSchema },
        },
      },
      async (request) => getWorkOrderLayout({ db, organizationId: organizationOf(request).id }),
    );

    api.put(
      '/api/work-order-layout',
      {
        config: { access: 'org_admin' },
        schema: {
          tags,
          security,
          summary: 'Saves the layout as a new version; work orders already filled in keep the version they were filled with',
          body: z.object({ elements: layoutElementsSchema }),
          response: { 200: layoutSchema },
        },
      },
      async (request) => saveWorkOrderLayout({ db, clock, actor: actingMemberOf(request), elements: request.body.elements }),
    );

    api.post(
      '/api/work-order-layout/images',
      {
        config: { access: 'org_admin' },
        schema: {
          tags,
          security,
          summary: "Uploads a logo element's image: the image itself as the request body, with its content type",
          description: `PNG or JPEG, told by the content, up to ${layoutImageUploadRules.maxBytes / (1024 * 1024)} MB. Used once a layout naming it is saved.`,
          consumes: [...documentImageTypes],
          response: { 201: z.object({ fileId: z.uuid(), url: z.string() }) },
        },
      },
      async (request, reply) => {
        const uploaded = await uploadLayoutImage({
          db,
          clock,
          actor: actingMemberOf(request),
          image: uploadedImageOf(request, layoutImageUploadRules),
        });
        return reply.status(201).send(uploaded);
      },
    );

    api.get(
      '/api/work-order-layout/images/:fileId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A layout's logo image, with the type its content was stored as",
          description: "Anyone on the organization's host (images cannot send a token); another organization's image is not found.",
          params: z.object({ fileId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const organizationId = request.organization?.id;
        if (!organizationId) throw new DomainError('not_found', layoutMessages.imageNotFound);
        return sendStoredFile(reply, await getLayoutImage({ db, organizationId, fileId: request.params.fileId }), { cache: 'immutable' });
      },
    );
  });
}
