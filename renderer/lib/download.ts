// A save file handed to the browser as a download (browser mode has no native save dialog).

/** Offers `text` for download under `fileName`. */
export function downloadFile(file: { readonly fileName: string; readonly text: string }): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.click();
  URL.revokeObjectURL(url);
}
