import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('file sizes', () => {
  it('reads in bytes, then KB, MB and GB, with one decimal below ten', () => {
    expect([1, 820, 1024, 14_500, 2_516_582, 3 * 1024 ** 3].map(formatFileSize)).toEqual([
      '1 byte',
      '820 bytes',
      '1 KB',
      '14 KB',
      '2.4 MB',
      '3 GB',
    ]);
  });
});
