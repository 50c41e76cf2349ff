/** Tags label a ticket for its staff: free text, kept lower-case with hyphens for spaces, so that one tag is spelt one way. */
export const tagLimits = { perTicket: 20, length: 40 } as const;

/** A tag as it is kept ("Water Heater " is "water-heater"); empty when nothing is left of it. */
export function normalizeTag(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, tagLimits.length);
}

/** A ticket's tags as they are kept: each normalized, empty ones and repeats left out, in the order given. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normalizeTag).filter((tag) => tag !== ''))];
}
