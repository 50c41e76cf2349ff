import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';
import { webhookLimits } from '../../../domain/webhooks.ts';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks headers of one delivery: its id, the time and a signature per secret (the current one and,
 * during a rotation's overlap, the previous one), space-separated as the specification allows.
 */
export function webhookHeadersOf(options: { id: string; body: string; secrets: readonly string[]; now: Date }): Record<string, string> {
  const signatures = options.secrets.map((secret) => new Webhook(secret).sign(options.id, options.now, options.body));
  return {
    'webhook-id': options.id,
    'webhook-timestamp': String(Math.floor(options.now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

export interface WebhookAnswer {
  /** Null when no answer came: refused, unreachable or timed out. */
  status: number | null;
  /** The start of the answer, or why there was none. */
  body: string;
  durationMs: number;
  isSuccess: boolean;
}

// Checked when the connection is made, after DNS resolution, so a name resolving to a private address is refused too.
const guardedAgents = {
  'http:': new RequestFilteringHttpAgent({ allowPrivateIPAddress: false, allowMetaIPAddress: false }),
  'https:': new RequestFilteringHttpsAgent({ allowPrivateIPAddress: false, allowMetaIPAddress: false }),
};
const localAgents = {
  'http:': new RequestFilteringHttpAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: false }),
  'https:': new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true, allowMetaIPAddress: false }),
};

/**
 * POSTs one delivery. Redirects are not followed (a 3xx is a failure), so a redirect cannot lead to an address the
 * check would refuse; the answer is read up to 64 KB, and the whole exchange is cut off after 10 s.
 */
export function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  isLocalAllowed: boolean;
  userAgent: string;
}): Promise<WebhookAnswer> {
  const startedAt = performance.now();
  const url = new URL(options.url);
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const agent = (options.isLocalAllowed ? localAgents : guardedAgents)[protocol];
  const request = protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    let isDone = false;
    const finish = (answer: Omit<WebhookAnswer, 'durationMs' | 'isSuccess'>) => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      const isSuccess = answer.status !== null && answer.status >= 200 && answer.status < 300;
      resolve({ ...answer, isSuccess, durationMs: Math.round(performance.now() - startedAt) });
    };
    const outgoing = request(url, {
      method: 'POST',
      agent,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': options.userAgent,
      },
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish({ status: null, body: `No answer within ${webhookLimits.timeoutMs / 1000} s.` });
    }, webhookLimits.timeoutMs);
    outgoing.on('error', (error) => finish({ status: null, body: refusalOf(error) }));
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const settle = () => {
        response.destroy();
        const text = Buffer.concat(chunks).subarray(0, webhookLimits.maxAnswerBytes).toString('utf8');
        finish({ status: response.statusCode ?? null, body: text.slice(0, webhookLimits.storedAnswerChars) });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // The rest of a larger answer is not read.
        if (size >= webhookLimits.maxAnswerBytes) settle();
      });
      response.on('end', settle);
      response.on('error', settle);
    });
    outgoing.end(options.body);
  });
}

function refusalOf(error: Error): string {
  // request-filtering-agent's message names the address it refused.
  if (/is not allowed|private|meta/i.test(error.message)) return `Refused: ${error.message}`;
  return `Could not connect: ${error.message}`;
}
