import { type MockInstance, vi } from 'vitest';
import { api } from '../api/client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const methods: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What the typed client was called with. */
export interface ApiRequest {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
}

/** A refusal or failure: the status and the error body. */
export class ApiRefusal {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown = {}) {
    this.status = status;
    this.body = body;
  }
}

/** A call of the typed client as the tests read it back: the path template and the request. */
type ClientCall = (path: string, request?: ApiRequest) => Promise<unknown>;

/** A body answered with 200, a refusal, or a function of the request giving either (or throwing, as fetch does offline). */
export type ApiAnswer = unknown | ((request: ApiRequest) => unknown);

/**
 * Answers the client's calls by method and path template, `'GET /api/tickets/{id}'`; a call with no
 * answer is a 404. Returns the spies, to check what was asked.
 */
export function answerApi(answers: Record<string, ApiAnswer>) {
  const spyOn = (method: Method) =>
    vi.spyOn(api, method).mockImplementation((async (path: string, request: ApiRequest = {}) => {
      const key = `${method} ${path}`;
      const answer = key in answers ? answers[key] : new ApiRefusal(404, { code: 'route_not_found' });
      const value = typeof answer === 'function' ? await answer(request) : answer;
      const refusal = value instanceof ApiRefusal ? value : null;
      const body = refusal ? refusal.body : value;
      const response = new Response(JSON.stringify(body ?? null), {
        status: refusal?.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
      return refusal ? { error: body, response } : { data: body, response };
    }) as never) as unknown as MockInstance<ClientCall>;
  // The client's own types, one overload per path, are too large to read calls back through.
  return Object.fromEntries(methods.map((method) => [method, spyOn(method)])) as Record<Method, MockInstance<ClientCall>>;
}
