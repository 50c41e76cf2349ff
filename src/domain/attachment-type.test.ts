import { describe, expect, it } from 'vitest';
import { attachmentTypeOf, cleanFilename } from './attachment-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('attachmentTypeOf', () => {
  it('tells a file by its bytes, whatever it is called', () => {
    expect(attachmentTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]), 'report.pdf')).toBe('image/jpeg');
    expect(attachmentTypeOf(bytes('%PDF-1.7\n'), 'photo.jpg')).toBe('application/pdf');
    expect(attachmentTypeOf(bytes('Date,Hours\n2026-11-27,8\n'), 'hours.csv')).toBe('text/csv');
    expect(attachmentTypeOf(bytes('gateway restarted at 09:14 — again'), 'gateway.log')).toBe('text/plain');
    expect(attachmentTypeOf(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0]), 'clip.mp4')).toBe('video/mp4');
    expect(attachmentTypeOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0]), 'IMG_0001.HEIC')).toBe('image/heic');
  });

  it('names the document inside a ZIP container by its extension, and keeps an unknown one a ZIP', () => {
    expect(attachmentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04]), 'Quote.DOCX')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(attachmentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04]), 'logs.zip')).toBe('application/zip');
  });

  it('refuses programs, even named as documents, and bytes it does not recognise', () => {
    expect(attachmentTypeOf(bytes('MZ', [0x90, 0, 3]), 'invoice.pdf')).toBeNull();
    expect(attachmentTypeOf(bytes([0x7f, 0x45, 0x4c, 0x46, 2]), 'notes.txt')).toBeNull();
    expect(attachmentTypeOf(bytes([0xcf, 0xfa, 0xed, 0xfe]), 'app')).toBeNull();
    expect(attachmentTypeOf(bytes([0x00, 0x01, 0xfe, 0x9a, 0x00]), 'data.bin')).toBeNull();
    expect(attachmentTypeOf(bytes([0xc3, 0x28]), 'broken.txt')).toBeNull();
    expect(attachmentTypeOf(bytes(), 'empty.txt')).toBeNull();
  });
});

describe('cleanFilename', () => {
  it('keeps the name without folders or control characters, and shortens a long one keeping its extension', () => {
    expect(cleanFilename('C:\\Users\\dan\\Desktop\\meter reading.jpg')).toBe('meter reading.jpg');
    expect(cleanFilename('../../etc/passwd')).toBe('passwd');
    expect(cleanFilename('report\u202Egpj.exe')).toBe('reportgpj.exe');
    expect(cleanFilename('...')).toBe('attachment');
    const long = cleanFilename(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
