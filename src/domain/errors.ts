import { accountMessages } from './account-validation.ts';
import { calendarMessages } from './calendar-events.ts';
import { customerMessages } from './customer-rules.ts';
import { onboardingMessages } from './organization-signup.ts';
import { ssoMessages } from './sso.ts';
import { ticketMessages } from './ticket-messages.ts';
import { timeCardMessages } from './time-cards.ts';
import { layoutMessages } from './work-order-layout.ts';
import { workOrderMessages } from './work-order-status.ts';

/** Stable error codes of the API, their HTTP status and default message. */
export const errorCatalogue = {
  validation_failed: { status: 400, message: 'The request is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unauthenticated: { status: 401, message: 'Please sign in to continue.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  api_key_invalid: {
    status: 401,
    message:
      "This API key is not valid here: it is unknown, revoked or expired, its creator is no longer an org admin, or it is sent to another organization's address.",
  },
  api_key_not_allowed: { status: 403, message: 'API keys cannot call this endpoint; it is for signed-in people only.' },
  api_key_scope_missing: { status: 403, message: 'This API key does not have the scope this endpoint needs.' },
  api_key_not_found: { status: 404, message: 'API key not found.' },
  api_key_limit: { status: 409, message: 'An organization has at most 50 API keys; revoke one first.' },
  not_found: { status: 404, message: 'Not found.' },
  route_not_found: { status: 404, message: 'No such endpoint.' },
  websocket_required: { status: 426, message: 'This address takes WebSocket connections only.' },
  organization_not_found: { status: 404, message: 'Organization not found. Please check the URL.' },
  conflict: { status: 409, message: 'This conflicts with existing data.' },
  team_member_limit: { status: 409, message: "The organization's plan includes no more team members." },
  organization_required: { status: 400, message: accountMessages.noOrganizationSubdomain },
  staff_signup_not_allowed: { status: 403, message: accountMessages.staffAccountsNotAllowed },
  agent_self_registration_disabled: { status: 403, message: accountMessages.agentSelfRegistrationDisabled },
  account_exists: { status: 409, message: 'An account with this email already exists.' },
  invitation_link_invalid: { status: 400, message: accountMessages.invalidInvitationLink },
  invitation_token_invalid: { status: 404, message: accountMessages.invalidInvitationToken },
  invitation_not_found: { status: 404, message: accountMessages.invitationNotFound },
  invitation_expired: { status: 410, message: accountMessages.invitationExpired },
  main_domain_only: { status: 403, message: 'Only platform staff can sign in on the main site.' },
  other_organization: { status: 403, message: "This account belongs to another organization. Please sign in on your organization's site." },
  mfa_verification_required: {
    status: 403,
    message: 'Enter the code from your authenticator app to continue: this account signs in with two factors.',
  },
  mfa_enrollment_required: {
    status: 403,
    message: 'Your organization requires two-factor sign-in: set up an authenticator app to continue.',
  },
  approval_pending: { status: 403, message: 'Your account is waiting for approval by an administrator.' },
  approval_rejected: { status: 403, message: 'Your account request was not approved. Please contact the organization for help.' },
  subdomain_taken: { status: 409, message: accountMessages.subdomainTaken },
  domain_taken: { status: 409, message: onboardingMessages.domainTaken },
  organization_signup_not_here: { status: 403, message: onboardingMessages.signUpOnOrganizationSite },
  onboarding_data_missing: { status: 400, message: accountMessages.onboardingDataMissing },
  already_in_organization: { status: 409, message: onboardingMessages.alreadyInOrganization },
  profile_missing: { status: 403, message: ticketMessages.noOrganizationForUser },
  ticket_not_found: { status: 404, message: ticketMessages.ticketNotFound },
  ticket_fields_required: { status: 400, message: ticketMessages.requiredFields },
  ticket_subject_description_required: { status: 400, message: ticketMessages.subjectAndDescription },
  ticket_customer_not_found: { status: 404, message: 'Customer not found.' },
  // No platform support organization exists on this installation: the request cannot be done as it stands.
  escalation_unavailable: { status: 409, message: ticketMessages.escalationFailed },
  escalation_from_platform: {
    status: 400,
    message: "The platform's own support tickets are already with platform support: open the ticket without escalating it.",
  },
  escalation_read_only: { status: 403, message: 'Only platform support can change an escalated ticket.' },
  status_not_allowed: { status: 400, message: 'Platform support can set a ticket to In Progress, Resolved or Closed.' },
  comment_empty: { status: 400, message: 'Please write a comment first.' },
  internal_note_forbidden: { status: 403, message: 'Only the team working this ticket can write internal notes.' },
  assignment_not_allowed: {
    status: 403,
    message: 'Agents can take an unassigned ticket or give back their own; an admin assigns the rest.',
  },
  assignee_not_staff: { status: 400, message: 'Choose a member of your team to assign the ticket to.' },
  appointment_fields_required: { status: 400, message: ticketMessages.appointmentFields },
  appointment_date_past: { status: 400, message: 'The appointment date cannot be before today.' },
  appointment_not_found: { status: 404, message: 'Appointment not found.' },
  attachment_not_found: { status: 404, message: 'Attachment not found.' },
  ticket_merged: { status: 409, message: 'This ticket was merged into another: write on the ticket it was merged into.' },
  ticket_merge_self: { status: 400, message: 'A ticket cannot be merged into itself: choose another ticket.' },
  ticket_merge_escalation: { status: 400, message: 'Escalated tickets cannot be merged.' },
  ticket_delete_escalation: { status: 400, message: 'An escalated ticket is closed by platform support, not deleted.' },
  ticket_merge_source_merged: { status: 400, message: 'This ticket was already merged into another ticket.' },
  ticket_merge_target_merged: {
    status: 400,
    message: 'That ticket was merged into another ticket: merge into the ticket its conversation continues on.',
  },
  sla_calendar_not_found: { status: 404, message: 'Business-hours calendar not found.' },
  sla_calendar_name_taken: { status: 409, message: 'Another calendar already has this name.' },
  sla_calendar_in_use: { status: 409, message: 'A policy counts in this calendar: change the policy first.' },
  sla_calendar_limit: { status: 409, message: 'An organization has at most 20 business-hours calendars.' },
  sla_policy_not_found: { status: 404, message: 'Service-level policy not found.' },
  sla_policy_limit: { status: 409, message: 'An organization has at most 50 service-level policies.' },
  sla_policy_order_incomplete: { status: 400, message: 'List every policy once, in the order they apply.' },
  holiday_country_unknown: { status: 400, message: 'Holidays are not known for this country.' },
  agent_not_found: { status: 404, message: 'Agent not found.' },
  agent_exists: { status: 409, message: 'An agent with this email already exists.' },
  agent_email_locked: { status: 400, message: 'The e-mail address of an agent who has signed up cannot be changed.' },
  agent_remove_self: { status: 409, message: 'You cannot remove yourself from the team.' },
  last_org_admin: {
    status: 409,
    message: 'The organization needs at least one admin: make someone else an admin first.',
  },
  admin_role_not_allowed: { status: 403, message: 'Only an organization admin can make someone an admin.' },
  invitation_not_pending: { status: 409, message: 'This invitation is no longer pending.' },
  ticket_numbering_invalid: { status: 400, message: 'These ticket numbering settings would repeat ticket numbers.' },
  approval_not_found: { status: 404, message: 'This account is not waiting for approval.' },
  quarantined_mail_not_found: { status: 404, message: 'This message is not in the quarantine: it was released or discarded.' },
  quarantined_mail_unreadable: {
    status: 409,
    message: 'This message could not be read when it arrived, so it cannot be released: discard it, and ask the sender to send it again.',
  },
  trial_not_extendable: { status: 409, message: 'This organization has a paid subscription: there is no trial to extend.' },
  idempotency_key_reused: { status: 422, message: 'This Idempotency-Key was already used for a different request.' },
  idempotency_in_flight: { status: 409, message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.' },
  customer_fields_invalid: { status: 400, message: customerMessages.requiredFields },
  customer_not_found: { status: 404, message: customerMessages.notFound },
  customer_email_taken: { status: 409, message: customerMessages.emailTaken },
  customer_email_archived: { status: 409, message: customerMessages.emailArchived },
  customer_account_closed: { status: 403, message: customerMessages.accountClosed },
  customer_csv_invalid: { status: 400, message: customerMessages.csvNoHeader },
  event_title_required: { status: 400, message: calendarMessages.titleRequired },
  event_date_required: { status: 400, message: calendarMessages.dateRequired },
  event_times_required: { status: 400, message: calendarMessages.timesRequired },
  event_end_before_start: { status: 400, message: calendarMessages.endBeforeStart },
  event_date_past: { status: 400, message: calendarMessages.datePast },
  event_meeting_url_invalid: { status: 400, message: calendarMessages.meetingUrlInvalid },
  event_too_long: { status: 400, message: calendarMessages.tooLong },
  event_not_found: { status: 404, message: calendarMessages.notFound },
  event_not_editable: { status: 403, message: calendarMessages.notEditable },
  event_is_appointment: { status: 409, message: calendarMessages.appointmentOnTicket },
  calendar_range_invalid: { status: 400, message: calendarMessages.rangeInvalid },
  calendar_feed_not_found: {
    status: 404,
    message: 'This calendar feed address is not valid any more. Copy the new one from your profile.',
  },
  notification_not_found: { status: 404, message: 'Notification not found.' },
  work_order_not_found: { status: 404, message: workOrderMessages.notFound },
  work_order_locked: { status: 409, message: workOrderMessages.locked },
  work_order_not_in_progress: { status: 409, message: workOrderMessages.notInProgress },
  work_order_status_not_allowed: { status: 409, message: workOrderMessages.statusNotAllowed },
  work_order_signature_required: { status: 409, message: workOrderMessages.signatureRequired },
  work_order_photo_required: { status: 409, message: workOrderMessages.photoRequired },
  work_order_not_completed: { status: 409, message: workOrderMessages.notCompleted },
  work_orders_disabled: { status: 409, message: workOrderMessages.disabled },
  work_order_layout_missing: { status: 409, message: layoutMessages.noLayout },
  work_order_stale: {
    status: 409,
    message: 'Someone changed this work order since the board loaded. The board now shows the latest; try again.',
  },
  work_order_closed: { status: 409, message: 'A completed or cancelled work order stays where it is.' },
  dispatch_conflict: { status: 409, message: 'This overlaps time the technician is not free.' },
  visit_not_yours: { status: 403, message: 'Only the technician of this visit or a dispatcher can update it.' },
  visit_not_scheduled: { status: 409, message: 'Schedule the visit first.' },
  visit_already_arrived: { status: 409, message: 'The technician has already arrived.' },
  visit_not_today: { status: 409, message: 'This visit is not today: On my way and Arrived are for the visits of the day.' },
  timesheet_not_found: { status: 404, message: 'Timesheet not found.' },
  timesheet_submitted: { status: 409, message: timeCardMessages.periodLocked },
  timesheet_approved: { status: 409, message: timeCardMessages.periodApproved },
  timesheet_stale: { status: 409, message: timeCardMessages.staleWrite },
  timesheet_empty: { status: 400, message: timeCardMessages.emptyPeriod },
  timesheet_required_fields: { status: 400, message: 'Fill in the required fields before submitting.' },
  timesheet_not_submitted: { status: 409, message: timeCardMessages.notSubmitted },
  submission_email_missing: { status: 409, message: timeCardMessages.noSubmissionEmail },
  rejection_comment_required: { status: 400, message: timeCardMessages.rejectionComment },
  clock_already_in: { status: 409, message: timeCardMessages.alreadyClockedIn },
  clock_not_in: { status: 409, message: timeCardMessages.notClockedIn },
  break_already_started: { status: 409, message: timeCardMessages.alreadyOnBreak },
  break_not_started: { status: 409, message: timeCardMessages.notOnBreak },
  pto_disabled: { status: 409, message: timeCardMessages.ptoDisabled },
  pto_balance_too_low: { status: 409, message: timeCardMessages.ptoBalanceTooLow },
  pto_category_unknown: { status: 400, message: timeCardMessages.ptoCategoryUnknown },
  pto_request_not_found: { status: 404, message: 'PTO request not found.' },
  pto_request_not_pending: { status: 409, message: timeCardMessages.ptoRequestNotPending },
  inbound_mail_off: {
    status: 409,
    message: 'Receiving e-mail is not set up on this server (INBOUND_EMAIL_DOMAIN), so no address can reach it yet.',
  },
  mail_address_not_found: { status: 404, message: 'Address not found.' },
  mail_address_exists: { status: 409, message: 'This address is already on the list.' },
  mail_address_limit: { status: 409, message: 'An organization can have at most 20 addresses. Remove one first.' },
  mail_address_own_domain: {
    status: 400,
    message: "This address is already one of Tandem's: add an address of your own domain that forwards to it.",
  },
  mail_address_verified: { status: 409, message: 'This address is verified already.' },
  saved_reply_not_found: { status: 404, message: 'Saved reply not found.' },
  saved_reply_limit: { status: 409, message: 'There are 200 saved replies here already. Delete one first.' },
  saved_reply_template_invalid: { status: 400, message: 'The text of the reply cannot be read as a template.' },
  saved_reply_render_failed: { status: 422, message: 'The reply could not be filled in for this ticket.' },
  saved_reply_no_actions: { status: 400, message: 'This saved reply changes nothing on the ticket.' },
  webhook_endpoint_not_found: { status: 404, message: 'Webhook endpoint not found.' },
  webhook_delivery_not_found: { status: 404, message: 'Delivery not found.' },
  webhook_url_invalid: { status: 400, message: 'The endpoint must be an https:// address.' },
  webhook_endpoint_disabled: { status: 409, message: 'This endpoint is turned off. Turn it on first.' },
  webhook_endpoint_limit: { status: 409, message: 'An organization can have at most 20 webhook endpoints. Delete one first.' },
  ticket_field_not_found: { status: 404, message: 'Field not found.' },
  ticket_field_limit: { status: 409, message: 'There are 50 ticket fields here already. Archive and reuse one instead.' },
  ticket_field_key_taken: { status: 409, message: 'Another field already has this key: choose another.' },
  ticket_field_order_mismatch: { status: 409, message: 'The fields have changed since the list was loaded. Reload and try again.' },
  ticket_fields_missing: { status: 409, message: 'Fill in the fields required to close the ticket first.' },
  ticket_view_not_found: { status: 404, message: 'View not found.' },
  ticket_view_limit: { status: 409, message: 'There are 50 views here already. Delete one first.' },
  ticket_view_order_mismatch: { status: 409, message: 'The views have changed since the list was loaded. Reload and try again.' },
  mail_address_check_recent: { status: 429, message: 'A check was sent less than a minute ago. Wait for it, or try again in a minute.' },
  sso_not_configured: { status: 404, message: ssoMessages.notConfigured },
  sso_provider_unavailable: { status: 422, message: ssoMessages.providerUnavailable },
  sso_secret_required: { status: 400, message: ssoMessages.secretRequired },
  sso_domain_not_verified: { status: 409, message: ssoMessages.domainNotVerified },
  sso_break_glass_required: { status: 400, message: ssoMessages.breakGlassRequired },
  sso_break_glass_not_admin: { status: 400, message: 'The break-glass account must be an org admin of this organization.' },
  sso_domain_check_failed: { status: 422, message: ssoMessages.domainCheckFailed },
  sso_password_sign_in_refused: { status: 403, message: ssoMessages.passwordRefused },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable.' },
  server_busy: { status: 503, message: 'The server is busy. Try again in a moment.' },
  server_stopping: { status: 503, message: 'The server is restarting. Try again in a moment.' },
  database_unavailable: { status: 503, message: 'The database is not answering. Try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** A rule of the product was broken; the HTTP layer turns the code into a status and the message into the answer. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message?: string, options?: { field?: string }) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.field = options?.field;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unexpected value: ${String(value)}`);
}
