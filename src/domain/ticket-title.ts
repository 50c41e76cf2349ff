const escalationPrefix = /^\s*(?:\[\s*escalat(?:ed|ion)\s*\]|escalat(?:ed|ion)\s*[:\-–]|urgent escalation\s*[:\-–])\s*/i;
const escalationSuffix = /\s*(?:\[\s*escalat(?:ed|ion)\s*\]|\(\s*escalat(?:ed|ion)\s*\)|[-–|]\s*escalat(?:ed|ion))\s*$/i;
// "[Acme Corp] …", "Acme Corp: …" (a short name before a colon), "… - from Acme Corp", "… (Acme Corp)".
const companyPrefix = /^\s*(?:\[[^\]]{1,60}\]|[A-Z][\w&.' ]{0,40}(?:inc|corp|llc|ltd|co|gmbh|company)\.?\s*[:\-–|])\s*/i;
const companySuffix = /\s*(?:[-–|]\s*from\s+[^-–|]{1,60}|\((?:from\s+)?[^()]{1,60}(?:inc|corp|llc|ltd|co|gmbh|company)\.?\))\s*$/i;
const ticketNumberPrefix = /^\s*(?:#\s*\d+|#?[A-Z]{2,8}-\d+(?:-[A-Z0-9]+)?|ticket\s*#?\s*\d+)\s*[:\-–|]?\s*/i;

/**
 * A ticket title for display: escalation, company-style and ticket-number prefixes and suffixes
 * stripped; the original when what is left is under 3 characters; Untitled when there is nothing.
 */
export function cleanTicketTitle(title: string | null | undefined): string {
  const original = (title ?? '').trim();
  if (!original) return 'Untitled';
  let cleaned = original;
  for (let pass = 0; pass < 3; pass++) {
    const before = cleaned;
    cleaned = cleaned
      .replace(escalationPrefix, '')
      .replace(escalationSuffix, '')
      .replace(ticketNumberPrefix, '')
      .replace(companyPrefix, '')
      .replace(companySuffix, '')
      .trim();
    if (cleaned === before) break;
  }
  return cleaned.length < 3 ? original : cleaned;
}
