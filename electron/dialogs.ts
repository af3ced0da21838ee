// Native file dialogs for the host's FileDialogs port (Save As, Open, a problem report's zip and a game record in Electron).
import type { BrowserWindow, Dialog } from 'electron';
import { join } from 'node:path';
import type { FileDialogs } from '../host/service.js';

const ALL_FILES = { name: 'All files', extensions: ['*'] };
const FILTERS = [{ name: 'TITAN saves', extensions: ['titan'] }, ALL_FILES];
const REPORT_FILTERS = [{ name: 'Zip archives', extensions: ['zip'] }, ALL_FILES];
const RECORD_FILTERS = [{ name: 'Game records', extensions: ['txt'] }, ALL_FILES];

/** FileDialogs backed by Electron's dialog module, modal to the given window. */
export function electronDialogs(dialog: Dialog, window: () => BrowserWindow | null, documents: string): FileDialogs {
  /** The save dialog, opening in `defaultDir` (else the documents folder) with `suggestedName`. */
  const showSave = async (defaultDir: string | null, suggestedName: string, filters: typeof FILTERS): Promise<string | null> => {
    const w = window();
    const options = { defaultPath: join(defaultDir ?? documents, suggestedName), filters };
    const r = w ? await dialog.showSaveDialog(w, options) : await dialog.showSaveDialog(options);
    return r.canceled || !r.filePath ? null : r.filePath;
  };
  return {
    async pickOpen(defaultDir) {
      const w = window();
      const options = { defaultPath: defaultDir ?? documents, filters: FILTERS, properties: ['openFile' as const] };
      const r = w ? await dialog.showOpenDialog(w, options) : await dialog.showOpenDialog(options);
      return r.canceled || r.filePaths.length === 0 ? null : r.filePaths[0];
    },
    pickSave: (defaultDir, suggestedName) => showSave(defaultDir, suggestedName, FILTERS),
    pickReport: (defaultDir, suggestedName) => showSave(defaultDir, suggestedName, REPORT_FILTERS),
    pickRecord: (defaultDir, suggestedName) => showSave(defaultDir, suggestedName, RECORD_FILTERS),
  };
}
