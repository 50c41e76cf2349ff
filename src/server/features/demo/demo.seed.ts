import { and, count, eq, sql } from 'drizzle-orm';
import type { AgentStatus } from '../../../domain/agents.ts';
import { featureFlagsFor, trialEndDate } from '../../../domain/plans.ts';
import type { Role } from '../../../domain/roles.ts';
import { type ThemeSettings, themeDefaults, themePresets } from '../../../domain/theme-settings.ts';
import type { TicketSource } from '../../../domain/ticket-status.ts';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../../domain/zoned-time.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  agents,
  calendarEvents,
  customers,
  domains,
  mailMessages,
  notificationPreferences,
  organizationFeatures,
  organizationSettings,
  organizations,
  profiles,
  ticketComments,
  ticketCounters,
  tickets,
  ticketViews,
  users,
} from '../../db/schema.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import { threadMessageId, ticketMailDomain } from '../../mail/ticket-threads.ts';
import { demoCalendarEvents } from '../calendar/calendar.seed.ts';
import { seedDispatchWeek } from '../dispatch/dispatch.seed.ts';
import { seedServiceLevels } from '../service-levels/service-levels.seed.ts';
import { demoTicketViews } from '../ticket-views/ticket-views.seed.ts';
import { seedTimeCards } from '../time-cards/time-cards.seed.ts';
import { finishDemoVisits, seedDemoWorkOrders } from '../work-orders/work-orders.seed.ts';

export const DEMO_PASSWORD = 'Demo1234!';

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Amir',
  'Chloe',
  'Hiro',
  'Priya',
  'Kwame',
  'Sofia',
  'Jonas',
  'Leila',
  'Diego',
  'Hannah',
  'Omar',
  'Grace',
  'Ravi',
];
const lastNames = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Okafor',
  'Müller',
  'Brown',
  'Kowalski',
  'Patel',
  'Rossi',
  'Tanaka',
  'Dubois',
  'Hughes',
  'Silva',
  'Larsen',
  'O’Brien',
  'Kim',
  'Haddad',
  'Novak',
];
const companies = [
  'Blue Ridge Dental',
  'Harbor Logistics',
  'Maple Street Bakery',
  'Summit Realty',
  'Pinecrest Clinic',
  'Riverside Hotel',
  'Keystone Builders',
  'Lakeside Law',
  'Orchard Farms',
  'Granite Fitness',
  'Beacon Schools',
  'Copperfield Brewing',
  'Evergreen Pharmacy',
  'Northgate Motors',
  'Silverline Media',
  'Oakwood Veterinary',
  'Crescent Cafe',
  'Ironclad Storage',
];

/**
 * Customers made from fixed name lists by their index (the same on every first start), added over the
 * past year and a half, two in three with a phone: one multi-row insert keeps the first start quick.
 */
function generatedCustomers(organizationId: string, total: number, now: Date): (typeof customers.$inferInsert)[] {
  return Array.from({ length: total }, (_, index) => {
    const first = firstNames[index % firstNames.length] as string;
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length] as string;
    const company = companies[(index * 7) % companies.length] as string;
    const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.test`;
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '');
    const createdAt = new Date(now.getTime() - (total - index) * 43 * 3600 * 1000);
    return {
      organizationId,
      organizationName: company,
      contactName: `${first} ${last}`,
      email: `${local}${index >= firstNames.length * lastNames.length ? index : ''}@${domain}`,
      phone: index % 3 === 2 ? null : `+1 555 ${String(1000 + ((index * 37) % 9000)).padStart(4, '0')}`,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

interface DemoOrganization {
  name: string;
  subdomain: string;
  businessModel: 'customer-service' | 'in-house';
  admin: { name: string; email: string };
  agent: { name: string; email: string };
  /** More agents with accounts, in several statuses, so the team list and auto-assignment have something to show. */
  team: { name: string; email: string; status: AgentStatus; duties: string }[];
  /** A customised theme, to show that each organization wears its own. */
  theme?: ThemeSettings;
  /** Time card rules and a few weeks of hours for the agent and the team. */
  hasTimeCards?: boolean;
  customers: { contactName: string; organizationName: string; email: string; phone: string | null }[];
  /** Further customer records without a login, generated the same way on every first start. */
  generatedCustomers: number;
  tickets: {
    title: string;
    description: string;
    status: 'open' | 'in_progress' | 'resolved';
    priority: 'low' | 'medium' | 'high' | 'urgent';
    customer: number;
    /** The customer's words and the staff's, alternating, the staff's first once the ticket is worked. */
    comments: string[];
    /** A ticket mailed in: its messages are recorded as the thread a reply by mail would continue. */
    source?: TicketSource;
  }[];
}

/** The Sunset preset's mode and colours. */
function sunsetColors() {
  const sunset = themePresets.find((preset) => preset.name === 'Sunset');
  if (!sunset) throw new Error('The Sunset preset is missing.');
  const { name: _name, ...colors } = sunset;
  return colors;
}

const demoOrganizations: DemoOrganization[] = [
  {
    name: 'Acme Field Services',
    subdomain: 'acme',
    businessModel: 'customer-service',
    admin: { name: 'Alice Admin', email: 'alice@acme.test' },
    agent: { name: 'Andy Agent', email: 'andy@acme.test' },
    team: [
      { name: 'Bea Busy', email: 'bea@acme.test', status: 'busy', duties: 'field technician' },
      { name: 'Otto Away', email: 'otto@acme.test', status: 'away', duties: 'dispatcher' },
      { name: 'Olive Offline', email: 'olive@acme.test', status: 'inactive', duties: 'employee' },
      { name: 'Marcus Reyes', email: 'marcus@acme.test', status: 'active', duties: 'field technician' },
      { name: 'Priya Raman', email: 'priya@acme.test', status: 'active', duties: 'field technician' },
      { name: 'Jamal Carter', email: 'jamal@acme.test', status: 'active', duties: 'field technician' },
    ],
    customers: [
      { contactName: 'Carla Customer', organizationName: 'Northwind Traders', email: 'carla@northwind.test', phone: '+1 555 0101' },
      { contactName: 'Dan Doe', organizationName: 'Contoso Ltd', email: 'dan@contoso.test', phone: null },
    ],
    generatedCustomers: 300,
    hasTimeCards: true,
    tickets: [
      {
        title: 'Printer on floor 2 is jammed',
        description: 'The HP printer near reception shows a paper jam error after every print job.',
        status: 'open',
        priority: 'high',
        customer: 0,
        comments: ['It started this morning.'],
      },
      {
        title: 'VPN disconnects every hour',
        description: 'Remote staff lose the VPN connection roughly every 60 minutes.',
        status: 'in_progress',
        priority: 'urgent',
        customer: 0,
        comments: ['We are checking the gateway logs.', 'Thanks, it happened again at 10:05.'],
      },
      {
        title: 'New laptop for onboarding',
        description: 'Please prepare a laptop for a new hire starting Monday.',
        status: 'resolved',
        priority: 'medium',
        customer: 1,
        comments: [],
      },
      {
        title: 'Password reset for shared mailbox',
        description: 'Nobody remembers the password of the support@ mailbox.',
        status: 'open',
        priority: 'low',
        customer: 1,
        comments: [],
      },
      {
        title: 'Water heater leaking in the basement',
        description:
          'Hello,\n\nThe water heater in our basement storage room is dripping from the bottom valve. There is a small puddle, no smell of gas.\nCould someone come by this week?\n\nDan',
        status: 'in_progress',
        priority: 'high',
        customer: 1,
        source: 'email',
        comments: [
          'Thanks Dan. A technician can come tomorrow at 9:00. Please keep the area clear and, if the puddle grows, close the cold-water inlet above the heater.',
          'Tomorrow at 9:00 works. The key to the storage room is at the front desk.',
        ],
      },
    ],
  },
  {
    name: 'Globex Facilities',
    subdomain: 'globex',
    businessModel: 'in-house',
    admin: { name: 'Grace Admin', email: 'grace@globex.test' },
    agent: { name: 'Gus Agent', email: 'gus@globex.test' },
    team: [],
    theme: { ...themeDefaults, ...sunsetColors(), borderRadius: 'large', companyName: 'Globex Facilities Services' },
    customers: [{ contactName: 'Hank Scorpio', organizationName: 'Globex Research', email: 'hank@research.test', phone: '+1 555 0199' }],
    generatedCustomers: 0,
    tickets: [
      {
        title: 'Air conditioning in lab 3',
        description: 'Temperature in lab 3 is above 28°C since yesterday.',
        status: 'open',
        priority: 'high',
        customer: 0,
        comments: [],
      },
      {
        title: 'Badge reader at east entrance',
        description: 'The badge reader rejects valid badges intermittently.',
        status: 'in_progress',
        priority: 'medium',
        customer: 0,
        comments: ['A technician is on the way.'],
      },
    ],
  },
];

interface DemoComment {
  id: string;
  createdAt: Date;
  byStaff: boolean;
}

/**
 * The mail of a demo ticket that came in by e-mail: the customer's first message and replies as received, the
 * staff's replies as sent in the ticket's thread, so that a reply to any of them continues the ticket.
 */
function demoMailThread(
  ticket: { organizationId: string; ticketId: string; subject: string; customerEmail: string; createdAt: Date; mailDomain: string },
  comments: readonly DemoComment[],
): (typeof mailMessages.$inferInsert)[] {
  const { organizationId, ticketId, subject, customerEmail: address } = ticket;
  const clientDomain = address.slice(address.indexOf('@') + 1);
  const common = { organizationId, ticketId, subject, address };
  return [
    { ...common, direction: 'inbound', messageId: `${ticketId}@${clientDomain}`, status: 'received', createdAt: ticket.createdAt },
    ...comments.map((comment) => ({
      ...common,
      commentId: comment.id,
      direction: comment.byStaff ? ('outbound' as const) : ('inbound' as const),
      messageId: comment.byStaff ? threadMessageId(ticketId, comment.id, ticket.mailDomain) : `${comment.id}@${clientDomain}`,
      status: comment.byStaff ? ('sent' as const) : ('received' as const),
      createdAt: comment.createdAt,
    })),
  ];
}

async function createUser(tx: Tx, email: string, passwordHash: string, name: string, role: Role): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({ email, encryptedPassword: passwordHash, emailConfirmedAt: new Date(), userMetadata: { name, role } })
    .returning({ id: users.id });
  if (!user) throw new Error(`Could not create ${email}`);
  return user.id;
}

async function addMember(tx: Tx, organizationId: string, userId: string, email: string, name: string, role: Role): Promise<void> {
  await tx.insert(profiles).values({ id: userId, organizationId, email, name, role, hasOnboarded: true });
  await tx.insert(notificationPreferences).values({ userId, organizationId, roleType: role });
}

export interface SeedResult {
  summary: string;
}

/**
 * Creates the demo data set when the database has no organization yet (or always, with reset:
 * everything is deleted first). Returns what to print, or null when nothing was done.
 */
export async function seedDemoData({ db, config, reset }: { db: Database; config: Config; reset: boolean }): Promise<SeedResult | null> {
  if (reset) {
    await db.withPlatform(async (tx) => {
      await tx.delete(organizations);
      await tx.delete(users);
      await tx.execute(sql`delete from jobs`);
      await tx.execute(sql`delete from dev_mailbox`);
    });
  } else {
    const [existing] = await db.withPlatform((tx) => tx.select({ n: count() }).from(organizations));
    if ((existing?.n ?? 0) > 0) return null;
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const superAdminEmail = `admin@${config.PLATFORM_EMAIL_DOMAIN}`;
  const trialEnd = trialEndDate(new Date());

  const [platform] = await db.withPlatform((tx) =>
    tx
      .insert(organizations)
      .values({
        name: `${config.PLATFORM_NAME} Support`,
        businessModel: 'customer-service',
        subdomain: 'support',
        isPlatform: true,
        subscriptionStatus: 'active',
        trialEndDate: null,
      })
      .returning({ id: organizations.id }),
  );
  if (!platform) throw new Error('Could not create the platform organization');
  const superAdminId = await db.withPlatform((tx) => createUser(tx, superAdminEmail, passwordHash, 'Platform Admin', 'super_admin'));
  await db.withTenant({ organizationId: platform.id }, async (tx) => {
    await tx.insert(organizationSettings).values({ organizationId: platform.id });
    await addMember(tx, platform.id, superAdminId, superAdminEmail, 'Platform Admin', 'super_admin');
  });

  const lines = [
    'Demo data created. Sign in with the password below:',
    `  password for every account: ${DEMO_PASSWORD}`,
    `  platform super admin: ${superAdminEmail} at ${config.publicUrl}/login`,
  ];
  for (const demo of demoOrganizations) {
    const adminId = await db.withPlatform((tx) => createUser(tx, demo.admin.email, passwordHash, demo.admin.name, 'org_admin'));
    const agentId = await db.withPlatform((tx) => createUser(tx, demo.agent.email, passwordHash, demo.agent.name, 'agent'));
    const teamIds: string[] = [];
    for (const teammate of demo.team) {
      teamIds.push(await db.withPlatform((tx) => createUser(tx, teammate.email, passwordHash, teammate.name, 'agent')));
    }
    const customerUserIds: string[] = [];
    for (const customer of demo.customers) {
      customerUserIds.push(await db.withPlatform((tx) => createUser(tx, customer.email, passwordHash, customer.contactName, 'user')));
    }
    const [organization] = await db.withPlatform((tx) =>
      tx
        .insert(organizations)
        .values({
          name: demo.name,
          businessModel: demo.businessModel,
          subdomain: demo.subdomain,
          trialEndDate: trialEnd,
          createdBy: adminId,
        })
        .returning({ id: organizations.id }),
    );
    if (!organization) throw new Error(`Could not create ${demo.name}`);
    const organizationId = organization.id;

    const demoCustomerIds = await db.withTenant({ organizationId }, async (tx) => {
      await tx
        .insert(domains)
        .values({ organizationId, domainType: 'subdomain', domain: `${demo.subdomain}.${config.APP_DOMAIN}`, isVerified: true });
      await tx.insert(organizationFeatures).values({ organizationId, ...featureFlagsFor(demo.businessModel) });
      await tx.insert(organizationSettings).values({ organizationId, ...(demo.theme ? { theme: demo.theme } : {}) });
      await addMember(tx, organizationId, adminId, demo.admin.email, demo.admin.name, 'org_admin');
      await addMember(tx, organizationId, agentId, demo.agent.email, demo.agent.name, 'agent');
      await tx.insert(agents).values([
        { organizationId, userId: adminId, name: demo.admin.name, email: demo.admin.email, role: 'admin', createdBy: adminId },
        { organizationId, userId: agentId, name: demo.agent.name, email: demo.agent.email, createdBy: adminId },
      ]);
      for (const [index, teammate] of demo.team.entries()) {
        const userId = teamIds[index] as string;
        await addMember(tx, organizationId, userId, teammate.email, teammate.name, 'agent');
        await tx.insert(agents).values({ organizationId, userId, createdBy: adminId, ...teammate });
      }
      if (demo.generatedCustomers > 0)
        await tx.insert(customers).values(generatedCustomers(organizationId, demo.generatedCustomers, new Date()));
      const customerIds: string[] = [];
      const ticketRows: { id: string; ticketNumber: string; title: string }[] = [];
      for (const [index, customer] of demo.customers.entries()) {
        const userId = customerUserIds[index] as string;
        await addMember(tx, organizationId, userId, customer.email, customer.contactName, 'user');
        const [row] = await tx
          .insert(customers)
          .values({ organizationId, userId, ...customer })
          .returning({ id: customers.id });
        customerIds.push(row?.id as string);
      }
      for (const [index, ticket] of demo.tickets.entries()) {
        const customer = demo.customers[ticket.customer];
        const createdAt = new Date(Date.now() - (demo.tickets.length - index) * 26 * 3600 * 1000);
        const [row] = await tx
          .insert(tickets)
          .values({
            organizationId,
            ticketNumber: `TKT-${1000 + index}`,
            title: ticket.title,
            description: ticket.description,
            status: ticket.status,
            priority: ticket.priority,
            customerId: customerIds[ticket.customer],
            customerName: customer?.contactName ?? '',
            createdBy: customerUserIds[ticket.customer],
            commentCount: ticket.comments.length,
            source: ticket.source ?? 'web',
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: tickets.id });
        if (row && ticket.status !== 'resolved') ticketRows.push({ id: row.id, ticketNumber: `TKT-${1000 + index}`, title: ticket.title });
        const ticketId = row?.id as string;
        const comments: DemoComment[] = [];
        for (const [position, content] of ticket.comments.entries()) {
          const byStaff = position % 2 === 0 && ticket.status !== 'open';
          const [comment] = await tx
            .insert(ticketComments)
            .values({
              organizationId,
              ticketId,
              userId: byStaff ? agentId : customerUserIds[ticket.customer],
              userName: byStaff ? demo.agent.name : customer?.contactName || (customer?.email ?? ''),
              userEmail: byStaff ? demo.agent.email : (customer?.email ?? ''),
              content,
              createdAt: new Date(createdAt.getTime() + (position + 1) * 3600 * 1000),
            })
            .returning({ id: ticketComments.id, createdAt: ticketComments.createdAt });
          if (comment) comments.push({ ...comment, byStaff });
        }
        const firstReply = comments.find((comment) => comment.byStaff);
        const resolvedAt = ticket.status === 'resolved' ? new Date(createdAt.getTime() + (ticket.comments.length + 2) * 3600 * 1000) : null;
        if (firstReply || resolvedAt) {
          await tx
            .update(tickets)
            .set({ firstRespondedAt: firstReply?.createdAt ?? null, resolvedAt })
            .where(and(eq(tickets.organizationId, organizationId), eq(tickets.id, ticketId)));
        }
        if (ticket.source === 'email' && customer) {
          const mailDomain = ticketMailDomain(config, demo.subdomain);
          const thread = { organizationId, ticketId, subject: ticket.title, customerEmail: customer.email, createdAt, mailDomain };
          await tx.insert(mailMessages).values(demoMailThread(thread, comments));
        }
      }
      const staff = [
        { id: agentId, ...demo.agent },
        ...demo.team.map((teammate, index) => ({ id: teamIds[index] as string, name: teammate.name, email: teammate.email })),
      ];
      const moreTickets =
        demo.subdomain === 'acme'
          ? await seedServiceLevels(tx, { organizationId, staff, firstNumber: 1000 + demo.tickets.length, now: new Date() })
          : 0;
      await tx.insert(ticketCounters).values({ organizationId, periodKey: 'all', lastNumber: 999 + demo.tickets.length + moreTickets });
      await tx.insert(ticketViews).values(demoTicketViews(organizationId));
      if (demo.subdomain === 'acme') {
        const staffIds = [adminId, agentId, ...teamIds];
        const today = localDateOf(new Date(), DEFAULT_TIME_ZONE);
        await tx
          .insert(calendarEvents)
          .values(demoCalendarEvents({ organizationId, timeZone: DEFAULT_TIME_ZONE, today, staffIds, tickets: ticketRows }));
      }
      if (demo.hasTimeCards) await seedTimeCards(tx, { organizationId, adminId, staffIds: [agentId, ...teamIds], now: new Date() });
      return customerIds;
    });
    if (demo.subdomain === 'acme') {
      const [firstTicket] = await db.withTenant({ organizationId }, (tx) =>
        tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.ticketNumber, 'TKT-1000')),
      );
      await seedDemoWorkOrders({
        db,
        config,
        organization: { id: organizationId, name: demo.name, subdomain: demo.subdomain },
        timeZone: DEFAULT_TIME_ZONE,
        admin: { userId: adminId, email: demo.admin.email, name: demo.admin.name, role: 'org_admin', organizationId },
        technicianId: agentId,
        customerIds: demoCustomerIds,
        ticketId: firstTicket?.id ?? null,
      });
      const fieldTechnicians = demo.team.flatMap((teammate, index) =>
        teammate.duties === 'field technician' ? [teamIds[index] as string] : [],
      );
      // Andy's work orders above are booked already: today's visits under way and the day off go to the others.
      const technicianIds = [...fieldTechnicians.slice(0, 3), agentId, ...fieldTechnicians.slice(3)];
      const week = await db.withTenant({ organizationId }, (tx) =>
        seedDispatchWeek(tx, {
          organizationId,
          technicianIds,
          dispatcherId: adminId,
          now: new Date(),
          visits: 100,
          trayJobs: 9,
          daysOff: 1,
          events: 1,
        }),
      );
      const technicians = new Map<string, ActingMember>(
        [
          { id: agentId, name: demo.agent.name, email: demo.agent.email },
          ...demo.team.map((teammate, index) => ({ id: teamIds[index] as string, name: teammate.name, email: teammate.email })),
        ].map((person) => [person.id, { userId: person.id, email: person.email, name: person.name, role: 'agent', organizationId }]),
      );
      await finishDemoVisits({
        db,
        config,
        organization: { id: organizationId, name: demo.name, subdomain: demo.subdomain },
        technicians,
        visits: week.finished,
      });
    }

    const site =
      config.APP_DOMAIN === 'localhost'
        ? `${config.publicUrl}/login?subdomain=${demo.subdomain}`
        : `${config.publicUrl.replace('://', `://${demo.subdomain}.`)}/login`;
    lines.push(
      `  ${demo.name}: ${site}`,
      `    org admin ${demo.admin.email}, agents ${[demo.agent, ...demo.team].map((a) => a.email).join(', ')}, customers ${demo.customers.map((c) => c.email).join(', ')}`,
    );
  }
  return { summary: lines.join('\n') };
}
