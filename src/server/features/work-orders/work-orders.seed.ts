import { crc32, deflateSync } from 'node:zlib';
import type { Priority } from '../../../domain/ticket-status.ts';
import { addDays } from '../../../domain/time-cards.ts';
import type { LayoutElement } from '../../../domain/work-order-layout.ts';
import { instantOfLocal, localDateOf } from '../../../domain/zoned-time.ts';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { saveWorkOrderLayout } from '../work-order-settings/work-order-settings.service.ts';
import { changeWorkOrderStatus, completeWorkOrder, createWorkOrder, signWorkOrder } from './work-orders.service.ts';

const text = (id: string, label: string, y: number, extra: Partial<Extract<LayoutElement, { type: 'text' }>> = {}): LayoutElement => ({
  id,
  type: 'text',
  label,
  position: { x: 30, y },
  size: { width: 540, height: 28 },
  fontSize: 14,
  fontWeight: 'normal',
  textAlign: 'left',
  isMultiLine: false,
  ...extra,
});

/** Acme's service report: the work order's own values, two fields of its own, and the customer's signature. */
export const demoLayout: LayoutElement[] = [
  text('heading', 'Acme Field Services - Service Report', 20, {
    fontSize: 22,
    fontWeight: 'bold',
    textAlign: 'center',
    size: { width: 540, height: 36 },
  }),
  text('number', 'Work Order Number:', 80),
  text('customer', 'Customer:', 112),
  text('scheduled', 'Scheduled Date:', 144),
  text('technician', 'Assigned To:', 176),
  text('description', 'Description:', 208, { isMultiLine: true, size: { width: 540, height: 56 } }),
  text('serial', 'Equipment serial:', 272),
  text('performed', 'Work performed:', 304, { isMultiLine: true, size: { width: 540, height: 56 } }),
  { id: 'signature', type: 'signature', label: 'Customer signature', position: { x: 30, y: 380 }, size: { width: 300, height: 100 } },
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A handwritten-looking stroke on a transparent 300x150 canvas, as the signature pad would send it. */
export function demoSignaturePng(): Buffer {
  const width = 300;
  const height = 150;
  const pixels = Buffer.alloc(height * (1 + width * 4));
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const offset = py * (1 + width * 4) + 1 + px * 4;
        pixels.set([17, 24, 39, 255], offset);
      }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = 20 + 260 * t;
    ink(x, 80 + 28 * Math.sin(t * 19) * Math.exp(-t * 1.5) - 12 * Math.sin(t * 5));
  }
  for (let t = 0; t <= 1; t += 0.002) ink(150 + 120 * t, 120 - 6 * t);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type DemoState = 'pending' | 'in_progress' | 'completed' | 'cancelled';

const demoWorkOrders: {
  title: string;
  state: DemoState;
  priority: Priority;
  daysAgo: number;
  inDays: number | null;
  hours: number | null;
  serial: string;
}[] = [
  {
    title: 'Replace the jammed printer rollers',
    state: 'completed',
    priority: 'high',
    daysAgo: 9,
    inDays: -7,
    hours: 1.5,
    serial: 'HP-M404-2231',
  },
  {
    title: 'Install a second VPN gateway',
    state: 'completed',
    priority: 'urgent',
    daysAgo: 8,
    inDays: -6,
    hours: 4,
    serial: 'FG-60F-0093',
  },
  {
    title: 'Set up the onboarding laptop',
    state: 'completed',
    priority: 'medium',
    daysAgo: 7,
    inDays: -5,
    hours: 2,
    serial: 'LT-5540-1187',
  },
  { title: 'Annual fire alarm inspection', state: 'cancelled', priority: 'low', daysAgo: 7, inDays: null, hours: 3, serial: '' },
  {
    title: 'Rewire the reception network switch',
    state: 'in_progress',
    priority: 'high',
    daysAgo: 5,
    inDays: 0,
    hours: 2.5,
    serial: 'SW-2960-7781',
  },
  {
    title: 'Replace the server room UPS battery',
    state: 'in_progress',
    priority: 'urgent',
    daysAgo: 4,
    inDays: 0,
    hours: 1,
    serial: 'UPS-1500-4410',
  },
  { title: 'Mount the conference room display', state: 'in_progress', priority: 'medium', daysAgo: 3, inDays: 1, hours: 2, serial: '' },
  { title: 'Check the badge reader wiring', state: 'pending', priority: 'medium', daysAgo: 3, inDays: 2, hours: 1, serial: '' },
  { title: 'Service the warehouse HVAC unit', state: 'pending', priority: 'high', daysAgo: 2, inDays: 3, hours: 5, serial: 'HVAC-25T-001' },
  { title: 'Replace ceiling access points', state: 'pending', priority: 'low', daysAgo: 2, inDays: 6, hours: 3.5, serial: '' },
  { title: 'Move the print room to floor 3', state: 'cancelled', priority: 'low', daysAgo: 1, inDays: null, hours: null, serial: '' },
  {
    title: 'Quarterly generator test run',
    state: 'pending',
    priority: 'medium',
    daysAgo: 1,
    inDays: 9,
    hours: null,
    serial: 'GEN-40KW-12',
  },
];

const DAY_MS = 24 * 3600 * 1000;

/**
 * A layout and a dozen work orders in every state for a demo organization; the completed ones are signed and carry their PDF.
 * Visits are at 9:00 on days counted in the organization's time zone, so today's are on its board whatever the hour.
 */
export async function seedDemoWorkOrders(options: {
  db: Database;
  config: Config;
  organization: { id: string; name: string; subdomain: string };
  timeZone: string;
  admin: ActingMember;
  technicianId: string;
  customerIds: string[];
  ticketId: string | null;
}): Promise<void> {
  const { db, config, organization, timeZone, admin, technicianId, customerIds, ticketId } = options;
  const now = Date.now();
  const today = localDateOf(new Date(now), timeZone);
  const clockAt = (at: number): Clock => ({ now: () => new Date(at) });
  await saveWorkOrderLayout({ db, clock: clockAt(now - 10 * DAY_MS), actor: admin, elements: demoLayout });
  const signature = demoSignaturePng();
  for (const [index, demo] of demoWorkOrders.entries()) {
    const createdAt = now - demo.daysAgo * DAY_MS + index * 60_000;
    const clock = clockAt(createdAt);
    const scheduled = demo.inDays === null ? null : instantOfLocal(addDays(today, demo.inDays), '09:00', timeZone);
    const created = await createWorkOrder({
      db,
      clock,
      actor: admin,
      input: {
        title: demo.title,
        description: `${demo.title}. Bring the spare parts from the van and call the customer 30 minutes ahead.`,
        priority: demo.priority,
        scheduledDate: scheduled?.toISOString() ?? null,
        address: `${100 + index * 7} Market Street, Springfield`,
        estimatedHours: demo.hours,
        customerId: customerIds[index % customerIds.length] ?? null,
        assignedTo: technicianId,
        ticketId: index === 0 ? ticketId : null,
        requiredSkills: [],
        formValues: {
          serial: demo.serial,
          ...(demo.state === 'completed' ? { performed: 'Replaced the worn parts, tested, and cleaned up.' } : {}),
        },
      },
    });
    const later = clockAt(createdAt + 3600_000);
    if (demo.state === 'cancelled')
      await changeWorkOrderStatus({ db, clock: later, actor: admin, workOrderId: created.id, status: 'cancelled' });
    if (demo.state === 'in_progress' || demo.state === 'completed') {
      await changeWorkOrderStatus({ db, clock: later, actor: admin, workOrderId: created.id, status: 'in_progress' });
    }
    if (demo.state === 'completed') {
      const done = clockAt(createdAt + 2 * DAY_MS);
      await signWorkOrder({ db, clock: done, actor: admin, workOrderId: created.id, signerName: 'Carla Customer', image: signature });
      await completeWorkOrder({ db, clock: done, config, actor: admin, organization, workOrderId: created.id });
    }
  }
}

/**
 * The dispatch week's visits already done today (dispatch/dispatch.seed.ts), finished as their technicians would: signed by
 * the site's contact and completed, so each has its signature and its PDF.
 */
export async function finishDemoVisits(options: {
  db: Database;
  config: Config;
  organization: { id: string; name: string; subdomain: string };
  technicians: ReadonlyMap<string, ActingMember>;
  visits: readonly { workOrderId: string; technicianId: string; completedAt: Date }[];
}): Promise<void> {
  const { db, config, organization } = options;
  const signature = demoSignaturePng();
  for (const visit of options.visits) {
    const actor = options.technicians.get(visit.technicianId);
    if (!actor) continue;
    const clock: Clock = { now: () => visit.completedAt };
    await signWorkOrder({ db, clock, actor, workOrderId: visit.workOrderId, signerName: 'Site contact', image: signature });
    await completeWorkOrder({ db, clock, config, actor, organization, workOrderId: visit.workOrderId });
  }
}
