/** Hands a file the app received to the browser's downloads, under this name. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Later: a browser may still be reading the file once the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
