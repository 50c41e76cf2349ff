import type { Priority } from './ticket-status.ts';

/** The two reserved platform-support markers: short forms of the platform's name. */
export function escalationMarkersFor(platformName: string): [string, string] {
  const slug = platformName.toLowerCase().replace(/[^a-z0-9]/g, '');
  return [`@${slug}`, `${slug} support`];
}

/** Escalation mode: the customer field names the platform's support team. */
export function isEscalationRequest(customerField: string, platformName: string): boolean {
  const text = customerField.toLowerCase();
  return escalationMarkersFor(platformName).some((marker) => text.includes(marker));
}

/** An escalation raises a low priority to medium. */
export function escalationPriority(priority: Priority): Priority {
  return priority === 'low' ? 'medium' : priority;
}
