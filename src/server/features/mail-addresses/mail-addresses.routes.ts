import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '../../../domain/account-validation.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { callerOf } from '../../http/access.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { addMailAddress, listMailAddresses, removeMailAddress, resendAddressCheck } from './mail-addresses.service.ts';

const mailAddressSchema = z.object({
  id: z.uuid(),
  address: z.string(),
  status: z.enum(['waiting', 'verified']).describe('waiting: its check mail has not come back yet; verified: mail to it opens tickets'),
  checkSentAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable(),
});

const idParams = z.object({ id: z.uuid('Address not found.') });

export function registerMailAddressRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/settings/email/addresses',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: "The organization's own addresses that reach Tandem, and the address they forward to",
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            forwardTo: z.string().nullable().describe('support@{subdomain}.INBOUND_EMAIL_DOMAIN; null while receiving e-mail is off'),
            addresses: z.array(mailAddressSchema),
          }),
        },
      },
    },
    async (request) => listMailAddresses({ db, config, organization: organizationOf(request) }),
  );

  api.post(
    '/api/settings/email/addresses',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: 'Adds an address of the organization and mails it a check; the check coming back to Tandem verifies it',
        description:
          'Refused when receiving e-mail is off (inbound_mail_off), for an address on INBOUND_EMAIL_DOMAIN (mail_address_own_domain), one already on the list (mail_address_exists), or a 21st (mail_address_limit).',
        security: [{ bearer: [] }],
        body: z.object({
          address: z.string().trim().min(1, accountMessages.fillRequired).max(254).pipe(z.email(accountMessages.invalidEmail)),
        }),
        response: { 201: mailAddressSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const added = await addMailAddress({
        db,
        config,
        clock,
        organization: organizationOf(request),
        userId,
        address: request.body.address,
      });
      return reply.status(201).send(added);
    },
  );

  api.post(
    '/api/settings/email/addresses/:id/check',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: 'Mails a waiting address a new check (at most once a minute); the earlier check no longer verifies it',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: mailAddressSchema },
      },
    },
    async (request) => resendAddressCheck({ db, config, clock, organization: organizationOf(request), id: request.params.id }),
  );

  api.delete(
    '/api/settings/email/addresses/:id',
    {
      config: { access: 'org_admin' },
      schema: {
        tags: ['settings'],
        summary: 'Removes an address: mail to it no longer reaches the organization',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMailAddress({ db, organization: organizationOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
