/** Hands a downloaded file to the browser under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is released once the browser has it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
