import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerLimits } from '../../../domain/customer-rules.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { actingStaffOf } from '../../http/acting-member.ts';
import {
  csvBodySchema,
  customerDetailSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  customerSummarySchema,
  deletedCustomerSchema,
  importPreviewSchema,
  importResultSchema,
} from './customers.schemas.ts';
import {
  clearCustomerEmailBounce,
  createCustomer,
  deleteCustomer,
  exportCustomers,
  getCustomer,
  importCustomers,
  listCustomers,
  previewCustomerImport,
  restoreCustomer,
  summarizeCustomers,
  updateCustomer,
} from './customers.service.ts';

const customerParams = z.object({ id: z.uuid() });
const whoMayCall = 'Org admins; agents when the agent permission matrix grants the permission named.';
// A CSV file of the import's largest size, sent as JSON text.
const importBodyLimit = customerLimits.importChars * 2 + 1024;

export function registerCustomerRoutes(app: FastifyInstance, { db, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/customers',
    {
      config: { access: 'staff', permission: 'customers.view' },
      schema: {
        tags,
        security,
        summary: "The organization's customers, newest first, searched by the server, one keyset page at a time",
        description: `${whoMayCall} Archived customers are listed apart, with status=archived.`,
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema },
      },
    },
    async (request) => listCustomers({ db, actor: actingStaffOf(request), query: request.query }),
  );

  api.get(
    '/api/customers/summary',
    {
      config: { access: 'staff', permission: 'customers.view' },
      schema: {
        tags,
        security,
        summary: 'The summary cards: Total Customers, Active Users, New This Month, With Email',
        description: whoMayCall,
        response: { 200: customerSummarySchema },
      },
    },
    async (request) => summarizeCustomers({ db, clock, actor: actingStaffOf(request) }),
  );

  api.get(
    '/api/customers/export',
    {
      config: { access: 'staff', permission: 'customers.view' },
      schema: {
        tags,
        security,
        summary: 'The list as a CSV file (Company, Name, Email, Phone, Added), the search applied',
        description: whoMayCall,
        querystring: z.object({ search: z.string().max(customerLimits.search).optional() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const stream = await exportCustomers({ db, actor: actingStaffOf(request), search: request.query.search });
      return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="customers.csv"').send(stream);
    },
  );

  api.post(
    '/api/customers/import/preview',
    {
      config: { access: 'staff', permission: 'customers.create' },
      bodyLimit: importBodyLimit,
      schema: {
        tags,
        security,
        summary: 'What importing a CSV file would do, row by row, with each row’s errors; writes nothing',
        description: `${whoMayCall} Duplicates by e-mail, within the file or against existing customers, are skipped.`,
        body: csvBodySchema,
        response: { 200: importPreviewSchema },
      },
    },
    async (request) => previewCustomerImport({ db, actor: actingStaffOf(request), csv: request.body.csv }),
  );

  api.post(
    '/api/customers/import',
    {
      config: { access: 'staff', permission: 'customers.create' },
      bodyLimit: importBodyLimit,
      schema: {
        tags,
        security,
        summary: "Adds a CSV file's valid rows in one transaction and says how many were added and skipped",
        description: whoMayCall,
        body: csvBodySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => importCustomers({ db, clock, actor: actingStaffOf(request), csv: request.body.csv }),
  );

  api.get(
    '/api/customers/:id',
    {
      config: { access: 'staff', permission: 'customers.view' },
      schema: {
        tags,
        security,
        summary: 'A customer with their tickets and work orders, newest first, and what deleting them would do',
        description: whoMayCall,
        params: customerParams,
        response: { 200: customerDetailSchema },
      },
    },
    async (request) => getCustomer({ db, actor: actingStaffOf(request), customerId: request.params.id }),
  );

  api.post(
    '/api/customers',
    {
      config: { access: 'staff', permission: 'customers.create' },
      schema: {
        tags,
        security,
        summary: 'Adds a customer; organization name, contact name and e-mail are required, phone optional',
        description: whoMayCall,
        body: customerInputSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer({ db, clock, actor: actingStaffOf(request), input: request.body })),
  );

  api.put(
    '/api/customers/:id',
    {
      config: { access: 'staff', permission: 'customers.edit' },
      schema: {
        tags,
        security,
        summary: "Saves a customer's organization name, contact name, e-mail and phone",
        description: whoMayCall,
        params: customerParams,
        body: customerInputSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => updateCustomer({ db, clock, actor: actingStaffOf(request), customerId: request.params.id, input: request.body }),
  );

  api.post(
    '/api/customers/:id/clear-email-bounce',
    {
      config: { access: 'staff', permission: 'customers.edit' },
      schema: {
        tags,
        security,
        summary: "Clears the mark that mail to a customer's address bounces, once it is known to work again",
        description: whoMayCall,
        params: customerParams,
        response: { 200: customerSchema },
      },
    },
    async (request) => clearCustomerEmailBounce({ db, actor: actingStaffOf(request), customerId: request.params.id }),
  );

  api.delete(
    '/api/customers/:id',
    {
      config: { access: 'staff', permission: 'customers.delete' },
      schema: {
        tags,
        security,
        summary: 'Archives a customer with tickets or work orders, deletes one without; their login can no longer sign in',
        description: whoMayCall,
        params: customerParams,
        response: { 200: deletedCustomerSchema },
      },
    },
    async (request) => deleteCustomer({ db, clock, actor: actingStaffOf(request), customerId: request.params.id }),
  );

  api.post(
    '/api/customers/:id/restore',
    {
      config: { access: 'staff', permission: 'customers.delete' },
      schema: {
        tags,
        security,
        summary: 'Brings an archived customer back to the list; their login may sign in again',
        description: `${whoMayCall} Whoever may archive a customer may restore one.`,
        params: customerParams,
        response: { 200: customerSchema },
      },
    },
    async (request) => restoreCustomer({ db, clock, actor: actingStaffOf(request), customerId: request.params.id }),
  );
}
