// Native file dialogs for the host's FileDialogs port (Save As and Open in Electron).
import type { BrowserWindow, Dialog } from 'electron';
import { join } from 'node:path';
import type { FileDialogs } from '../host/service.js';

const FILTERS = [
  { name: 'TITAN saves', extensions: ['titan'] },
  { name: 'All files', extensions: ['*'] },
];

/** FileDialogs backed by Electron's dialog module, modal to the given window. */
export function electronDialogs(dialog: Dialog, window: () => BrowserWindow | null, documents: string): FileDialogs {
  return {
    async pickOpen(defaultDir) {
      const w = window();
      const options = { defaultPath: defaultDir ?? documents, filters: FILTERS, properties: ['openFile' as const] };
      const r = w ? await dialog.showOpenDialog(w, options) : await dialog.showOpenDialog(options);
      return r.canceled || r.filePaths.length === 0 ? null : r.filePaths[0];
    },
    async pickSave(defaultDir, suggestedName) {
      const w = window();
      const options = { defaultPath: join(defaultDir ?? documents, suggestedName), filters: FILTERS };
      const r = w ? await dialog.showSaveDialog(w, options) : await dialog.showSaveDialog(options);
      return r.canceled || !r.filePath ? null : r.filePath;
    },
  };
}
