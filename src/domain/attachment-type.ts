import { ascii, imageTypeOf, startsWith } from './image-type.ts';

/** What a message may carry: at most this many files, together no larger than the organization's limit. */
export const attachmentLimits = {
  perMessage: 10,
  /** The organization's limit when it has not set one, in megabytes. */
  defaultMegabytesPerMessage: 25,
  /** The largest limit an organization may set, in megabytes: the server takes no larger upload. */
  maxMegabytesPerMessage: 50,
  filename: 200,
} as const;

export const megabytes = (count: number) => count * 1024 * 1024;

export const attachmentMessages = {
  notAccepted: 'This file cannot be attached: a message takes images, videos, PDFs, office documents, ZIP archives and text files.',
  notFound: 'An attached file was not found: attach it again.',
  tooMany: `A message takes at most ${attachmentLimits.perMessage} files.`,
  tooLarge: (megabytesPerMessage: number) => `A message's files can be up to ${megabytesPerMessage} MB together.`,
} as const;

/** The kinds of file a ticket's messages take, told apart by their bytes. */
const officeTypes: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};
const legacyOfficeTypes: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

function extensionOf(filename: string): string {
  return filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
}

/** Programs, whatever they are called: Windows and Linux executables, macOS binaries. */
function isExecutable(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('MZ')) ||
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) ||
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
    ].some((signature) => startsWith(bytes, signature))
  );
}

/** Text in UTF-8 (plain text, CSV, logs): decodes without error and has no NUL byte in its first 64 KB. */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 65_536);
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the 64 KB boundary is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < bytes.length });
    return true;
  } catch {
    return false;
  }
}

/** An ISO base media file (MP4, MOV, HEIC): its brand, after the box size and "ftyp". */
function mediaBrandOf(bytes: Uint8Array): string | null {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return null;
  return String.fromCharCode(...bytes.subarray(8, 12));
}

/**
 * The type a file is stored and served as, from its bytes (the name only tells apart the documents that share one
 * container); null for what a ticket does not take: programs and anything unrecognised.
 */
export function attachmentTypeOf(bytes: Uint8Array, filename: string): string | null {
  if (bytes.length === 0 || isExecutable(bytes)) return null;
  const image = imageTypeOf(bytes);
  if (image) return image;
  const extension = extensionOf(filename);
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeTypes[extension] ?? 'application/zip';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return legacyOfficeTypes[extension] ?? null;
  const brand = mediaBrandOf(bytes);
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand && ['heic', 'heix', 'mif1'].includes(brand)) return 'image/heic';
  if (brand) return 'video/mp4';
  if (isText(bytes)) return extension === 'csv' ? 'text/csv' : 'text/plain';
  return null;
}

/**
 * A file's name as it is kept and offered for download: no folders, no control characters, at most 200
 * characters with its extension kept; "attachment" when nothing is left.
 */
export function cleanFilename(filename: string): string {
  const base = (filename.split(/[\\/]/).at(-1) ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return 'attachment';
  if (base.length <= attachmentLimits.filename) return base;
  const extension = extensionOf(base);
  const kept = extension.length > 0 && extension.length < 10 ? `.${extension}` : '';
  return `${base.slice(0, attachmentLimits.filename - kept.length)}${kept}`;
}
