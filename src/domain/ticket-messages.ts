/** The ticket, appointment and dashboard screens' texts that the server answers with. */
export const ticketMessages = {
  organizationUnavailable: 'Unable to load organization information.',
  noEscalationFiles: 'Files are not sent to platform support: describe what they show in words.',
  organizationNotFound: 'Error: Could not find your organization',
  customerOrganizationUnknown: 'Error: Unable to determine your organization. Please try refreshing the page.',
  noOrganizationForUser: 'Error: No organization found for user',
  profileUnavailable: 'Error: Could not fetch user profile',
  loginToCreate: 'You must be logged in to create tickets',
  loginToSchedule: 'You must be logged in to schedule appointments',
  requiredFields: 'Please fill in all required fields',
  subjectAndDescription: 'Please fill in both subject and description',
  escalationFailed: 'Error: Could not process escalation',
  ticketNotFound: 'Ticket not found.',
  appointmentFields: 'Please fill in all fields',
} as const;

/** The super admin dashboard's confirmation after a status change. */
export function statusUpdatedMessage(status: string): string {
  return `Ticket status updated to ${status}`;
}

export function trialExtendedMessage(days: number): string {
  return `Trial extended by ${days} days!`;
}

export const convertedToPaidMessage = 'Converted to paid subscription!';
