import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSettingsSchema } from '../../../domain/inbound-mail.ts';
import { mailboxAuthKinds, mailboxInputSchema } from '../../../domain/mailbox.ts';
import type { FeatureContext } from '../../feature-context.ts';
import { organizationOf } from '../../http/tenancy.ts';
import { auditActorOf } from '../audit-log/audit-actor.ts';
import { getEmailSettings, saveEmailSettings, testMailbox } from './email-settings.service.ts';

const mailboxSchema = z.object({
  isEnabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  isTls: z.boolean(),
  username: z.string(),
  authKind: z.enum(mailboxAuthKinds),
  folder: z.string(),
  hasSecret: z.boolean().describe('Whether a password or token is kept; it is never returned'),
  reader: z.object({
    state: z.enum(['waiting', 'connected', 'failed']),
    isIdle: z.boolean().describe('The server offers IDLE (new mail at once); otherwise it is polled every minute'),
    lastError: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
  }),
});

const emailSettingsResponse = emailSettingsSchema.required().extend({
  supportAddress: z
    .string()
    .nullable()
    .describe('The address that receives mail for the organization; null when this server has no INBOUND_EMAIL_DOMAIN'),
  mailbox: mailboxSchema.nullable(),
});

const emailSettingsBody = emailSettingsSchema.extend({
  mailbox: mailboxInputSchema
    .nullable()
    .optional()
    .describe('The IMAP mailbox to read: left out, it stays as it is; null removes it. A secret left out keeps the stored one'),
});

const connectionTestResponse = z.union([
  z.object({ isOk: z.literal(true), isIdle: z.boolean(), messages: z.number().int() }),
  z.object({ isOk: z.literal(false), message: z.string() }),
]);

/** The organization's e-mail channel: the unknown-sender rule, the reopen window and its own IMAP mailbox; org admins only. */
export function registerEmailSettingsRoutes(app: FastifyInstance, { db, config, clock }: FeatureContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/settings/email',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: "The organization's e-mail settings, its support address and its IMAP mailbox with its reader's last status",
        response: { 200: emailSettingsResponse },
      },
    },
    async (request) => getEmailSettings({ db, config, organization: organizationOf(request) }),
  );

  api.put(
    '/api/settings/email',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: "Saves the organization's e-mail settings and IMAP mailbox; its reader restarts with them",
        body: emailSettingsBody,
        response: { 200: emailSettingsResponse },
      },
    },
    async (request) =>
      saveEmailSettings({ db, config, clock, organization: organizationOf(request), actor: auditActorOf(request), input: request.body }),
  );

  api.post(
    '/api/settings/email/test-connection',
    {
      config: { access: 'org_admin' },
      schema: {
        tags,
        security,
        summary: 'Signs in to the IMAP mailbox as entered (the stored secret when none is entered) and opens its folder',
        description: 'Answers within about 20 seconds whether it worked, or what went wrong in plain words.',
        body: mailboxInputSchema,
        response: { 200: connectionTestResponse },
      },
    },
    async (request) => testMailbox({ db, config, organizationId: organizationOf(request).id, input: request.body }),
  );
}
