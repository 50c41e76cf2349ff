/** What the server answers when it refuses: a stable code, a human message and, for bad input, the field. */
interface ErrorBody {
  code?: string;
  message?: string;
  field?: string;
}

/** A refused or failed API call, with the server's code and message (or the fallback when it gave none). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly field: string | null;

  constructor(response: Response, body: unknown, fallback: string) {
    const answer = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    super(answer.message || fallback);
    this.name = 'ApiError';
    this.status = response.status;
    this.code = answer.code ?? null;
    this.field = answer.field ?? null;
  }
}

/** The answer's data, or an ApiError carrying the server's reason. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.data !== undefined) return result.data;
  throw new ApiError(result.response, result.error, fallback);
}

/** For answers without a body (204): nothing, or an ApiError carrying the server's reason. */
export function okOrThrow(result: { error?: unknown; response: Response }, fallback: string): void {
  if (!result.response.ok) throw new ApiError(result.response, result.error, fallback);
}

/** What to tell the user of a failure: the server's reason when it refused what was sent (4xx), the fallback otherwise. */
export function problemOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}
