import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../feature-context.ts';
import { type DevMail, listDevMail } from './dev-mailbox.repository.ts';
import { escapeHtml, linkifyText } from './mail-html.ts';

const PAGE_SIZE = 100;

const mailQuerySchema = z.object({ to: z.string().max(320).optional() });

const devMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string(), encoding: z.literal('base64').optional() }),
  ),
  headers: z.record(z.string(), z.string()).describe('Threading headers of a mail about a ticket, by lower-case name'),
  createdAt: z.date(),
});

function toDto(mail: DevMail): z.infer<typeof devMailSchema> {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    headers: mail.headers,
    createdAt: mail.createdAt,
  };
}

function renderAttachment(file: DevMail['attachments'][number]): string {
  const body =
    file.encoding === 'base64'
      ? `<p>${escapeHtml(file.contentType)}, ${Buffer.from(file.content, 'base64').byteLength} bytes</p>`
      : `<pre>${escapeHtml(file.content)}</pre>`;
  return `  <details><summary>${escapeHtml(file.filename)}</summary>${body}</details>`;
}

function renderMailboxPage(platformName: string, to: string | undefined, mails: DevMail[]): string {
  const articles = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toUTCString())}</time></p>
  <pre>${linkifyText(mail.text)}</pre>
${mail.attachments.map(renderAttachment).join('\n')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · ${escapeHtml(platformName)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; color: #1f2933; }
  article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #52606d; margin: 0 0 .75rem; font-size: .9rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #2563eb; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>E-mail ${escapeHtml(platformName)} would have sent; it is kept here because no SMTP_URL is set. Newest first.</p>
<form method="get"><label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${articles || '<p>No mail yet.</p>'}
</body>
</html>`;
}

/** The dev mailbox, outside production only: a readable page and a JSON list for scripts and tests. */
export function registerDevMailRoutes(app: FastifyInstance, { config, db }: FeatureContext): void {
  if (config.NODE_ENV === 'production') return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dev/mail', { config: { access: 'public' }, schema: { hide: true, querystring: mailQuerySchema } }, async (request, reply) => {
    const mails = await db.withPlatform((tx) => listDevMail(tx, { to: request.query.to || undefined, limit: PAGE_SIZE }));
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(config.PLATFORM_NAME, request.query.to, mails));
  });

  api.get(
    '/dev/mail/api',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: mailQuerySchema,
        response: { 200: z.object({ messages: z.array(devMailSchema) }) },
      },
    },
    async (request) => {
      const mails = await db.withPlatform((tx) => listDevMail(tx, { to: request.query.to || undefined, limit: PAGE_SIZE }));
      return { messages: mails.map(toDto) };
    },
  );
}
