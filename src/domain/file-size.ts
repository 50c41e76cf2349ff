const units = ['KB', 'MB', 'GB'] as const;

/** A file's size as people read it: "820 bytes", "14 KB", "2.4 MB" (1,024 to the next unit). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size < 10 ? Math.round(size * 10) / 10 : Math.round(size)} ${units[unit]}`;
}
