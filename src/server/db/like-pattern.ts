/** The text with LIKE's own % _ and \ taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern matching the text anywhere, with its own % _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** A LIKE pattern matching what begins with the text, with its own % _ and \ taken literally. */
export function prefixPattern(prefix: string): string {
  return `${escapeLike(prefix)}%`;
}
