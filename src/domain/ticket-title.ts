const escalationPrefix = /^\s*(?:\[\s*escalat(?:ed|ion)\s*\]|escalat(?:ed|ion)\s*[:\-–]|urgent escalation\s*[:\-–])\s*/i;
const escalationSuffix = /\s*(?:\[\s*escalat(?:ed|ion)\s*\]|\(\s*escalat(?:ed|ion)\s*\)|[-–|]\s*escalat(?:ed|ion))\s*$/i;
/** A company's name as it is written: one to four capitalised words and a company word ("Acme Corp", "Globex Inc."). */
const companyName = String.raw`[A-Z][\w&.']*(?:\s+[A-Z][\w&.']*){0,3}\s+(?:Inc|INC|Corp|CORP|LLC|Llc|Ltd|LTD|Co|CO|GmbH|GMBH|Company)\.?`;
// "[Acme Corp] …" or "[Acme] …": letters only, so "[Windows 11]" and "[Urgent!]" stay.
const bracketPrefix = /^\s*\[([A-Za-z][A-Za-z&.' -]{0,58})\]\s*/;
/** Bracketed words that say what a ticket is rather than whom it is from: "[Urgent]" and "[High Priority]" stay. */
const tag =
  /^\s*(?:urgent|important|critical|high|medium|low|question|help|bug|request|fyi|info|update|reminder|follow[- ]?up|action required)(?:\s+priority)?\s*$/i;
const companyPrefix = new RegExp(String.raw`^\s*${companyName}\s*[:\-–|]\s*`);
const companySuffix = new RegExp(String.raw`\s*(?:[-–|]\s*[Ff]rom\s+${companyName}|\((?:[Ff]rom\s+)?${companyName}\))\s*$`);
// "TKT-1042: …", "[ESC-1042] …", "#1042 - …", "Ticket 1042: …": the product's own numbers, not "USB-3 hub" or "HP-4250 - …".
const ticketNumber = String.raw`(?:#\s*\d+|#?(?:TKT|ESC)-\d+(?:-[A-Z0-9]+)?|(?:[Tt]icket|TICKET)\s*#?\s*\d+)`;
const ticketNumberPrefix = new RegExp(String.raw`^\s*(?:\[\s*${ticketNumber}\s*\]|${ticketNumber}\s*[:\-–|])\s*`);

/** The title without a leading "[Acme]"-style bracket, unless the bracket is a tag such as "[Urgent]". */
function withoutCompanyBracket(title: string): string {
  const bracket = bracketPrefix.exec(title);
  return bracket && !tag.test(bracket[1] ?? '') ? title.slice(bracket[0].length) : title;
}

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
    cleaned = withoutCompanyBracket(cleaned).trim();
    if (cleaned === before) break;
  }
  return cleaned.length < 3 ? original : cleaned;
}
