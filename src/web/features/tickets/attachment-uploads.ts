import { useState } from 'react';
import { dataOrThrow } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';

/** A file chosen for a message: on its way to the server, kept there to be sent, or refused with the server's reason. */
export type ChosenFile =
  | { key: string; filename: string; size: number; state: 'uploading' }
  | { key: string; filename: string; size: number; state: 'ready'; fileId: string }
  | { key: string; filename: string; size: number; state: 'failed'; problem: string };

/** What a message sends of its files: those the server kept. */
export type SentFile = { fileId: string; filename: string };

async function uploadFile(file: File): Promise<{ fileId: string; filename: string }> {
  return dataOrThrow(
    await api.POST('/api/attachments', {
      params: { query: { filename: file.name } },
      // The file itself is the body; the server tells its type from the content.
      body: file as never,
      bodySerializer: (body: unknown) => body as File,
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
    `Could not upload ${file.name}.`,
  );
}

/**
 * The files of a message being written: each uploaded as soon as it is chosen, so that sending waits for none; a
 * refused one shows why and is left out.
 */
export function useChosenFiles() {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const update = (key: string, next: ChosenFile) => setFiles((current) => current.map((file) => (file.key === key ? next : file)));
  return {
    files,
    isUploading: files.some((file) => file.state === 'uploading'),
    /** The files kept by the server, to send with the message. */
    sent: files.flatMap((file): SentFile[] => (file.state === 'ready' ? [{ fileId: file.fileId, filename: file.filename }] : [])),
    add(chosen: File[]) {
      for (const file of chosen) {
        const key = crypto.randomUUID();
        setFiles((current) => [...current, { key, filename: file.name, size: file.size, state: 'uploading' }]);
        uploadFile(file).then(
          (kept) => update(key, { key, filename: kept.filename, size: file.size, state: 'ready', fileId: kept.fileId }),
          (error: unknown) =>
            update(key, {
              key,
              filename: file.name,
              size: file.size,
              state: 'failed',
              problem: error instanceof Error ? error.message : `Could not upload ${file.name}.`,
            }),
        );
      }
    },
    remove(key: string) {
      setFiles((current) => current.filter((file) => file.key !== key));
    },
    clear() {
      setFiles([]);
    },
  };
}
