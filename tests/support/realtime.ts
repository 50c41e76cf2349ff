import type { Database } from '../../src/server/db/client.ts';
import { type NotifiedEvent, REALTIME_CHANNEL } from '../../src/server/realtime/publish-event.ts';

/** Every realtime event published while it listens, as the server processes receive them. */
export async function recordRealtimeEvents(db: Database) {
  const events: NotifiedEvent[] = [];
  const stop = await db.listen(REALTIME_CHANNEL, (notification) => events.push(...(JSON.parse(notification) as NotifiedEvent[])));
  return {
    events,
    /** Waits for notifications in flight: an event published by a committed request arrives within moments. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 150)),
    stop,
  };
}
