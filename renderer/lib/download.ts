// Files handed to the browser as downloads (browser mode has no native save dialog): a save, a problem report's zip, a game record.

/** Offers `blob` for download under `fileName`. */
function offer(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/** Offers `text` for download under `fileName` (`type`: its media type, a save's JSON unless told). */
export function downloadFile(file: { readonly fileName: string; readonly text: string }, type = 'application/json'): void {
  offer(new Blob([file.text], { type }), file.fileName);
}

/** Offers a zip the host sent as base64 for download under `fileName`. */
export function downloadZip(fileName: string, base64: string): void {
  offer(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'application/zip' }), fileName);
}
