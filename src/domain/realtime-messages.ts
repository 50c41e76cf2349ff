/** An event delivered over the realtime socket: organization-wide (userId null) or for one user. */
export interface RealtimeEvent {
  id: string;
  type: string;
  organizationId: string;
  userId: string | null;
  payload: Record<string, unknown>;
}

/** What the server sends on the socket. */
export type RealtimeServerMessage =
  | { type: 'authenticated'; userId: string; organizationId: string; expiresAt: string | null }
  | { type: 'event'; event: RealtimeEvent }
  | { type: 'pong' };

/** What a client sends: its access token first (and again after each refresh), and pings. */
export type RealtimeClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

/** Why the server closes a socket; the reason is sent with the close frame and the code tells clients whether to reconnect. */
export const realtimeCloseCodes = {
  invalid_message: 4400,
  invalid_token: 4401,
  token_expired: 4401,
  wrong_organization: 4403,
  no_organization: 4403,
  /** A session that still has to enter its authenticator's code (decision 180): retried, no token refresh helps. */
  second_factor_required: 4403,
  authentication_timeout: 4408,
  internal_error: 1011,
  too_slow: 1013,
  server_shutting_down: 1001,
} as const;
