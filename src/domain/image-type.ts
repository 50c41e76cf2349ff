/** Image types an organization may upload (SVG is not one: it can carry script). */
export const uploadableImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadableImageType = (typeof uploadableImageTypes)[number];

export const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

export const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the bytes themselves show, whatever the file is called or claims to be; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): UploadableImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
