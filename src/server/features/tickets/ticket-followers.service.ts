import { DomainError } from '../../../domain/errors.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { ActingMember } from '../../http/acting-member.ts';
import * as repository from './ticket-followers.repository.ts';
import { findVisibleTicket, isTicketTeam, ticketForStaffChange } from './tickets.shared.ts';

/** A member of the ticket's staff starts or stops following it: told of its comments and notes, or no longer. */
export function followTicket(options: { db: Database; actor: ActingMember; ticketId: string; isFollowing: boolean }): Promise<void> {
  const { db, actor, ticketId, isFollowing } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await findVisibleTicket(tx, actor, ticketId);
    if (!isTicketTeam(actor, ticket)) throw new DomainError('forbidden');
    if (isFollowing) await repository.addFollower(tx, ticket.organizationId, ticket.id, actor.userId);
    else await repository.removeFollower(tx, ticket.organizationId, ticket.id, actor.userId);
  });
}

/**
 * Sets the addresses copied (CC) on the ticket's public replies, for the staff who may change it: each gets the
 * team's replies by e-mail, threaded, and may answer them. The customer's own address is left out.
 */
export function setCopiedAddresses(options: {
  db: Database;
  clock: Clock;
  actor: ActingMember;
  ticketId: string;
  addresses: string[];
}): Promise<string[]> {
  const { db, clock, actor, ticketId } = options;
  return db.withTenant({ organizationId: actor.organizationId }, async (tx) => {
    const ticket = await ticketForStaffChange(tx, actor, ticketId);
    const customerEmail = await repository.findCustomerEmail(tx, ticket.organizationId, ticket.customerId);
    const byAddress = new Map<string, string>();
    for (const address of options.addresses.map((entered) => entered.trim())) {
      const key = address.toLowerCase();
      if (key !== customerEmail?.toLowerCase() && !byAddress.has(key)) byAddress.set(key, address);
    }
    const addresses = [...byAddress.values()];
    await repository.replaceCopiedAddresses(tx, ticket.organizationId, ticket.id, addresses, clock.now());
    return addresses;
  });
}
