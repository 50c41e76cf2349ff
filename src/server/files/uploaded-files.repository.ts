import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { uploadedFiles } from '../db/schema.ts';

export type FilePurpose = (typeof uploadedFiles.$inferSelect)['purpose'];

export interface StoredFile {
  contentType: string;
  content: Buffer;
}

export async function insertUploadedFile(
  tx: Tx,
  organizationId: string,
  file: StoredFile & { purpose: FilePurpose; createdBy: string | null; createdAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(uploadedFiles)
    .values({
      organizationId,
      purpose: file.purpose,
      contentType: file.contentType,
      byteSize: file.content.byteLength,
      content: file.content,
      createdBy: file.createdBy,
      createdAt: file.createdAt,
    })
    .returning({ id: uploadedFiles.id });
  if (!row) throw new Error(`the ${file.purpose} file was not stored`);
  return row.id;
}

const fileOf = (organizationId: string, purpose: FilePurpose, fileId: string) =>
  and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, fileId), eq(uploadedFiles.purpose, purpose));

export async function findUploadedFile(tx: Tx, organizationId: string, purpose: FilePurpose, fileId: string): Promise<StoredFile | null> {
  const [row] = await tx
    .select({ contentType: uploadedFiles.contentType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(fileOf(organizationId, purpose, fileId));
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

/** A file of any purpose, for a message that carries it. */
export async function findFileById(tx: Tx, organizationId: string, fileId: string): Promise<StoredFile | null> {
  const [row] = await tx
    .select({ contentType: uploadedFiles.contentType, content: uploadedFiles.content })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, fileId)));
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : null;
}

export async function hasUploadedFile(tx: Tx, organizationId: string, purpose: FilePurpose, fileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(fileOf(organizationId, purpose, fileId));
  return !!row;
}

/** Files of a purpose other than the one kept (all of them when none is). */
export async function deleteUploadedFilesExcept(
  tx: Tx,
  organizationId: string,
  purpose: FilePurpose,
  keptFileId: string | null,
): Promise<void> {
  const ofPurpose = and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.purpose, purpose));
  await tx.delete(uploadedFiles).where(keptFileId ? and(ofPurpose, ne(uploadedFiles.id, keptFileId)) : ofPurpose);
}

export async function deleteUploadedFile(tx: Tx, organizationId: string, fileId: string): Promise<void> {
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.organizationId, organizationId), eq(uploadedFiles.id, fileId)));
}
