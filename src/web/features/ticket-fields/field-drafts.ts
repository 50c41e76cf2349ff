// Apart from the inputs, so that the customer portal's new-ticket form loads the inputs only when it shows them.

/** A value as a form holds it: what the server keeps, or empty while nothing is chosen. */
export type FieldDraft = string | number | boolean;

export const emptyDraft = '';

/** The drafts as the API takes them: an empty draft clears the value (null). */
export function valuesOfDrafts(drafts: Record<string, FieldDraft>): Record<string, string | number | boolean | null> {
  return Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, draft === emptyDraft ? null : draft]));
}
