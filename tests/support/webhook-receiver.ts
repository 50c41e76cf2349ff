import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** How the receiver answers the next requests: a status code (200 unless set), and headers. */
  answerWith(answer: (request: ReceivedWebhook) => { status: number; headers?: Record<string, string>; body?: string }): void;
  close(): Promise<void>;
}

/** A real HTTP server on a loopback port that records the webhook requests it gets, as an endpoint would. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => { status: number; headers?: Record<string, string>; body?: string } = () => ({ status: 200 });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const webhook = { headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(webhook);
      const { status, headers: answerHeaders = {}, body = 'ok' } = answer(webhook);
      response.writeHead(status, answerHeaders).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
