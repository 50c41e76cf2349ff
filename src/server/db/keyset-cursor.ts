import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';

export type SortDirection = 'newest' | 'oldest';

/** Where a page ended: the last row's created_at (to the microsecond, as text) and id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

const positionSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});

/** An opaque cursor for the page after a position. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string): KeysetPosition {
  return decodeWith(positionSchema, cursor);
}

const sequenceSchema = z.object({ sequence: z.number().int().positive() });

/** An opaque cursor for the page after a row of a list in the order of a sequence column (webhook deliveries). */
export function encodeSequenceCursor(sequence: number): string {
  return Buffer.from(JSON.stringify({ sequence })).toString('base64url');
}

export function decodeSequenceCursor(cursor: string): number {
  return decodeWith(sequenceSchema, cursor).sequence;
}

function decodeWith<Position>(schema: z.ZodType<Position>, cursor: string): Position {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new DomainError('validation_failed', 'cursor: is not a cursor this list gave out', { field: 'cursor' });
  }
}

/** created_at as text with its microseconds: a JavaScript Date would drop them and repeat or skip rows. */
export function positionAt(createdAt: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after a position in (created_at, id) order, newest or oldest first. */
export function afterPosition(createdAt: AnyColumn | SQL, id: AnyColumn | SQL, position: KeysetPosition, sort: SortDirection): SQL {
  return sort === 'newest'
    ? sql`(${createdAt}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`
    : sql`(${createdAt}, ${id}) > (${position.at}::timestamptz, ${position.id}::uuid)`;
}

export function keysetOrder(createdAt: AnyColumn | SQL, id: AnyColumn | SQL, sort: SortDirection): SQL {
  return sort === 'newest' ? sql`${createdAt} desc, ${id} desc` : sql`${createdAt} asc, ${id} asc`;
}

/** The next page's cursor when this page is full (one extra row was read to know), else null. */
export function pageOf<Row extends { position: KeysetPosition }>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null };
}
