const escalationPrefix = /^\s*(?:\[\s*escalat(?:ed|ion)\s*\]|escalat(?:ed|ion)\s*[:\-–]|urgent escalation\s*[:\-–])\s*/i;
const escalationSuffix = /\s*(?:\[\s*escalat(?:ed|ion)\s*\]|\(\s*escalat(?:ed|ion)\s*\)|[-–|]\s*escalat(?:ed|ion))\s*$/i;
const companyWord = String.raw`\b(?:inc|corp|llc|ltd|co|gmbh|company)\.?`;
/** Bracketed words that say what a ticket is, not whom it is from: "[Urgent] Mail server down" keeps them. */
const tagWords =
  'urgent|important|critical|high|medium|low|question|help|bug|request|fyi|info|update|reminder|follow[- ]?up|action required';
// "[Acme Corp] …", "Acme Corp: …" (a name ending in a company word before a colon), "… - from Acme Corp", "… (Acme Corp)".
const companyPrefix = new RegExp(
  String.raw`^\s*(?:\[(?!\s*(?:${tagWords})\s*\])[^\]]{1,60}\]|[A-Z][\w&.' ]{0,40}\s${companyWord}\s*[:\-–|])\s*`,
  'i',
);
const fromSuffix = /\s*[-–|]\s*[Ff]rom\s+[A-Z][^-–|]{0,59}$/;
const companySuffix = new RegExp(String.raw`\s*\((?:from\s+)?[^()]{0,60}${companyWord}\)\s*$`, 'i');
// "TKT-1042: …", "[TKT-1042] …", "#1042 - …", "Ticket 1042: …": a number followed by a separator, not "USB-3 hub".
const ticketNumber = String.raw`(?:#\s*\d+|[A-Z]{2,8}-\d+(?:-[A-Z0-9]+)?|[Tt]icket\s*#?\s*\d+)`;
const ticketNumberPrefix = new RegExp(String.raw`^\s*(?:\[\s*${ticketNumber}\s*\]|${ticketNumber}\s*[:\-–|])\s*`);

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
      .replace(fromSuffix, '')
      .replace(companySuffix, '')
      .trim();
    if (cleaned === before) break;
  }
  return cleaned.length < 3 ? original : cleaned;
}
