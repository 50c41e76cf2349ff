import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error.ts';
import { authorizeHeaders } from '../api/client.ts';
import { downloadBlob } from './download-file.ts';

/** Photos, signatures and PDFs need the caller's token: they are fetched, then shown or saved from a local address. */
export async function fetchProtectedFile(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: await authorizeHeaders(new Headers()) });
  if (!response.ok) throw new ApiError(response, await response.json().catch(() => null), 'Could not load the file.');
  return response.blob();
}

/** A local address for a protected image, revoked when it is no longer shown. */
export function useProtectedImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let created: string | null = null;
    let isCurrent = true;
    void fetchProtectedFile(url)
      .then((blob) => {
        if (!isCurrent) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      isCurrent = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return url ? objectUrl : null;
}

/** Saves a protected file (the signed PDF) under its name. */
export async function downloadProtectedFile(url: string, filename: string): Promise<void> {
  downloadBlob(await fetchProtectedFile(url), filename);
}
