import type { RealtimeClientMessage, RealtimeEvent, RealtimeServerMessage } from '../../../domain/realtime-messages.ts';
import { realtimeCloseCodes } from '../../../domain/realtime-messages.ts';
import { carriedSubdomainOf } from '../../../domain/tenancy.ts';
import { freshStoredSession } from '../../session/auth-storage.ts';
import { authClientLoaded, loadAuthClient } from '../../session/load-auth-client.ts';
import { currentTenancy } from '../../tenancy/current-tenancy.ts';

/** What listeners receive: server events, and a notice after a reconnection (events may have been missed). */
export type RealtimeSignal = { kind: 'event'; event: RealtimeEvent } | { kind: 'reconnected' };
type Listener = (signal: RealtimeSignal) => void;

const PING_INTERVAL_MS = 25_000;
const MAX_BACKOFF_MS = 30_000;
const fatalCodes: number[] = [realtimeCloseCodes.wrong_organization, realtimeCloseCodes.invalid_message];

function socketUrl(): string {
  const url = new URL('/api/realtime', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '';
  const subdomain = carriedSubdomainOf(currentTenancy());
  if (subdomain) url.searchParams.set('subdomain', subdomain);
  return url.toString();
}

/**
 * One socket per tab, shared by every listener: opened with the first listener, authenticated
 * with the session's access token (again after each refresh), reconnected with backoff, closed
 * with the last listener or at sign-out.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<Listener>();
  private attempts = 0;
  private hasConnectedBefore = false;
  private retryTimer: number | undefined;
  private pingTimer: number | undefined;
  private token: string | null = null;
  private isFollowingSession = false;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    this.followSession();
    if (!this.socket) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /**
   * From the first listener on (pages nobody is signed in to have none, and need no auth client): the session's
   * token, the stored one while it is fresh, then as the auth client renews it once loaded (decision 194).
   */
  private followSession(): void {
    if (this.isFollowingSession) return;
    this.isFollowingSession = true;
    this.token = freshStoredSession()?.access_token ?? null;
    void (this.token ? authClientLoaded() : loadAuthClient()).then((client) =>
      client.onAuthStateChange((_event, session) => {
        this.token = session?.access_token ?? null;
        if (!this.token) this.disconnect();
        else if (this.socket?.readyState === WebSocket.OPEN) this.send({ type: 'auth', token: this.token });
        else if (this.listeners.size > 0) this.connect();
      }),
    );
  }

  private send(message: RealtimeClientMessage): void {
    this.socket?.send(JSON.stringify(message));
  }

  private connect(): void {
    window.clearTimeout(this.retryTimer);
    if (!this.token || this.socket) return;
    const socket = new WebSocket(socketUrl());
    this.socket = socket;
    socket.onopen = () => {
      if (this.token) this.send({ type: 'auth', token: this.token });
      this.pingTimer = window.setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as RealtimeServerMessage;
      if (data.type === 'authenticated') {
        this.attempts = 0;
        if (this.hasConnectedBefore) this.emit({ kind: 'reconnected' });
        this.hasConnectedBefore = true;
      } else if (data.type === 'event') {
        this.emit({ kind: 'event', event: data.event });
      }
    };
    socket.onclose = (event) => {
      window.clearInterval(this.pingTimer);
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.listeners.size === 0 || fatalCodes.includes(event.code)) return;
      if (event.code === realtimeCloseCodes.invalid_token) void loadAuthClient().then((client) => client.refreshSession());
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** this.attempts++);
      this.retryTimer = window.setTimeout(() => this.connect(), delay);
    };
  }

  private disconnect(): void {
    window.clearTimeout(this.retryTimer);
    window.clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'done');
  }

  private emit(signal: RealtimeSignal): void {
    for (const listener of this.listeners) listener(signal);
  }
}

export const realtimeConnection = new RealtimeConnection();
