import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentImageTypes } from '../../../domain/work-order-layout.ts';
import { WORK_ORDER_PHOTO_MAX_BYTES, workOrderMessages } from '../../../domain/work-order-status.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { acceptRawUploads, sendStoredFile, uploadedImageOf } from '../../files/image-upload.ts';
import { actingMemberOf } from '../../http/acting-member.ts';
import { organizationOf } from '../../http/tenancy.ts';
import {
  changeWorkOrderStatusSchema,
  createWorkOrderSchema,
  customerWorkOrderSchema,
  photoSchema,
  signatureInputSchema,
  updateWorkOrderSchema,
  workOrderDetailSchema,
  workOrderListQuerySchema,
  workOrderPageSchema,
} from './work-orders.schemas.ts';
import {
  addWorkOrderPhoto,
  changeWorkOrderStatus,
  completeWorkOrder,
  createWorkOrder,
  getWorkOrder,
  listCustomerWorkOrders,
  listWorkOrders,
  readCustomerWorkOrderDocument,
  readWorkOrderDocument,
  readWorkOrderPhoto,
  readWorkOrderSignature,
  removeWorkOrderPhoto,
  reopenWorkOrder,
  signWorkOrder,
  updateWorkOrder,
} from './work-orders.service.ts';

const params = z.object({ id: z.uuid() });
const photoRules = {
  maxBytes: WORK_ORDER_PHOTO_MAX_BYTES,
  field: 'photo',
  notImage: workOrderMessages.photoNotImage,
  tooLarge: workOrderMessages.photoTooLarge,
  types: documentImageTypes,
} as const;

/** Work orders of the request's organization, for its staff; the customer portal's own list and PDFs. */
export function registerWorkOrderRoutes(app: FastifyInstance, { db, clock, config }: FeatureContext): void {
  const tags = ['work orders'];
  const security = [{ bearer: [] }];
  const notFound = "Another organization's work order, or none, is work_order_not_found ('Work Order Not Found').";

  app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Only the photo upload takes a body that is not JSON; every other type reaches it so that it can say what it accepts.
    acceptRawUploads(scope, photoRules);

    api.get(
      '/api/work-orders',
      {
        config: { access: 'staff', apiKeyScope: 'work_orders' },
        schema: {
          tags,
          security,
          summary: "The organization's work orders, newest first, searched and filtered by the server, one keyset page at a time",
          querystring: workOrderListQuerySchema,
          response: { 200: workOrderPageSchema },
        },
      },
      async (request) => listWorkOrders({ db, actor: actingMemberOf(request), query: request.query }),
    );

    api.post(
      '/api/work-orders',
      {
        config: { access: 'staff', apiKeyScope: 'work_orders' },
        schema: {
          tags,
          security,
          summary: 'Creates a work order (pending, numbered WO-0001 style) filled with the current layout, optionally from a ticket',
          description: 'Refused (409) while work orders are turned off or no layout was saved.',
          body: createWorkOrderSchema,
          response: { 201: workOrderDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createWorkOrder({ db, clock, actor: actingMemberOf(request), input: request.body })),
    );

    api.get(
      '/api/work-orders/:id',
      {
        config: { access: 'staff', apiKeyScope: 'work_orders' },
        schema: {
          tags,
          security,
          summary: 'A work order with its photos and the layout version it was filled with',
          description: notFound,
          params,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) => getWorkOrder({ db, actor: actingMemberOf(request), workOrderId: request.params.id }),
    );

    api.patch(
      '/api/work-orders/:id',
      {
        config: { access: 'staff', apiKeyScope: 'work_orders' },
        schema: {
          tags,
          security,
          summary: 'Inline edit: changes the fields sent (blank hours as null)',
          description: `A completed work order is work_order_locked (409). ${notFound}`,
          params,
          body: updateWorkOrderSchema,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) =>
        updateWorkOrder({ db, clock, actor: actingMemberOf(request), workOrderId: request.params.id, input: request.body }),
    );

    api.post(
      '/api/work-orders/:id/status',
      {
        config: { access: 'staff', apiKeyScope: 'work_orders' },
        schema: {
          tags,
          security,
          summary: 'Start (in_progress), put back to pending, or cancel; completing is /complete',
          params,
          body: changeWorkOrderStatusSchema,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) =>
        changeWorkOrderStatus({ db, clock, actor: actingMemberOf(request), workOrderId: request.params.id, status: request.body.status }),
    );

    api.post(
      '/api/work-orders/:id/signature',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: "Keeps the customer's signature (PNG) with the name they typed, while the work order is in progress",
          params,
          body: signatureInputSchema,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) =>
        signWorkOrder({
          db,
          clock,
          actor: actingMemberOf(request),
          workOrderId: request.params.id,
          signerName: request.body.signerName,
          image: Buffer.from(request.body.image.slice(request.body.image.indexOf(',') + 1), 'base64'),
        }),
    );

    api.get(
      '/api/work-orders/:id/signature',
      {
        config: { access: 'staff' },
        schema: { tags, security, summary: "The work order's signature image (PNG)", params },
      },
      async (request, reply) =>
        sendStoredFile(reply, await readWorkOrderSignature({ db, actor: actingMemberOf(request), workOrderId: request.params.id }), {
          cache: 'private',
        }),
    );

    api.post(
      '/api/work-orders/:id/photos',
      {
        config: { access: 'staff' },
        bodyLimit: WORK_ORDER_PHOTO_MAX_BYTES,
        schema: {
          tags,
          security,
          summary: 'Adds a photo: the image itself as the request body, with its content type',
          description: `PNG or JPEG, told by the content, up to ${WORK_ORDER_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`,
          consumes: [...documentImageTypes],
          params,
          response: { 201: photoSchema },
        },
      },
      async (request, reply) => {
        const image = uploadedImageOf(request, photoRules);
        return reply
          .status(201)
          .send(await addWorkOrderPhoto({ db, clock, actor: actingMemberOf(request), workOrderId: request.params.id, image }));
      },
    );

    api.get(
      '/api/work-orders/:id/photos/:photoId',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: 'A photo of the work order, as the type its content was stored as',
          params: params.extend({ photoId: z.uuid() }),
        },
      },
      async (request, reply) => {
        const photo = await readWorkOrderPhoto({
          db,
          actor: actingMemberOf(request),
          workOrderId: request.params.id,
          photoId: request.params.photoId,
        });
        return sendStoredFile(reply, photo, { cache: 'private' });
      },
    );

    api.delete(
      '/api/work-orders/:id/photos/:photoId',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: 'Removes a photo, and its stored image, from a work order that is not completed',
          params: params.extend({ photoId: z.uuid() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeWorkOrderPhoto({
          db,
          clock,
          actor: actingMemberOf(request),
          workOrderId: request.params.id,
          photoId: request.params.photoId,
        });
        return reply.status(204).send(null);
      },
    );

    api.post(
      '/api/work-orders/:id/complete',
      {
        config: { access: 'staff' },
        schema: {
          tags,
          security,
          summary: 'Mark Complete: completes the work order, keeps its signed PDF and e-mails it to the customer',
          description:
            'Only while in progress; refused (409) without a signature when signature capture is on, or without a photo when photos are required.',
          params,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request, reply) => {
        const completed = await completeWorkOrder({
          db,
          clock,
          config,
          actor: actingMemberOf(request),
          organization: organizationOf(request),
          workOrderId: request.params.id,
        });
        const { documentBytes, documentMs, ...detail } = completed;
        request.log.info({ workOrderId: detail.id, documentBytes, documentMs }, 'work order document made');
        return reply.header('Server-Timing', `pdf;dur=${documentMs}`).send(detail);
      },
    );

    api.post(
      '/api/work-orders/:id/reopen',
      {
        config: { access: 'org_admin' },
        schema: {
          tags,
          security,
          summary: 'Reopens a completed work order (back to in progress), recording who and when; its PDF is withdrawn',
          params,
          response: { 200: workOrderDetailSchema },
        },
      },
      async (request) => reopenWorkOrder({ db, clock, actor: actingMemberOf(request), workOrderId: request.params.id }),
    );

    api.get(
      '/api/work-orders/:id/document',
      {
        config: { access: 'staff' },
        schema: { tags, security, summary: 'The signed PDF of a completed work order', params },
      },
      async (request, reply) => {
        const { file, filename } = await readWorkOrderDocument({ db, actor: actingMemberOf(request), workOrderId: request.params.id });
        return sendStoredFile(reply, file, { cache: 'private', downloadName: filename });
      },
    );

    api.get(
      '/api/customer/work-orders',
      {
        config: { access: 'customer' },
        schema: {
          tags,
          security,
          summary: "The signed-in customer's work orders (at most the 100 newest), with their PDFs once completed",
          response: { 200: z.array(customerWorkOrderSchema) },
        },
      },
      async (request) => listCustomerWorkOrders({ db, clock, actor: actingMemberOf(request) }),
    );

    api.get(
      '/api/customer/work-orders/:id/document',
      {
        config: { access: 'customer' },
        schema: { tags, security, summary: "The signed PDF of one of the customer's completed work orders", params },
      },
      async (request, reply) => {
        const { file, filename } = await readCustomerWorkOrderDocument({
          db,
          actor: actingMemberOf(request),
          workOrderId: request.params.id,
        });
        return sendStoredFile(reply, file, { cache: 'private', downloadName: filename });
      },
    );
  });
}
