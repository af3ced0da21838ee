// The thin IPC adapter: one handler per contract method, each checking the sender frame and then passing the raw
// payload through the contract gate (host/dispatch.ts), so a compromised or foreign frame gets a typed refusal.
import type { IpcMain, WebContents } from 'electron';
import type { Push } from '../host/contract.js';
import { METHOD_NAMES, PUSH_CHANNEL, fail, ipcChannel } from '../host/contract.js';
import { dispatch } from '../host/dispatch.js';
import type { HostService } from '../host/service.js';
import { isTrustedSender } from './security.js';

/** Registers every contract method on ipcMain; returns a function removing them. */
export function registerIpc(ipcMain: IpcMain, service: HostService): () => void {
  for (const method of METHOD_NAMES) {
    ipcMain.handle(ipcChannel(method), (event, payload: unknown) => {
      if (!isTrustedSender(event.senderFrame)) return fail('forbidden', 'IPC from an untrusted frame');
      return dispatch(service, method, payload);
    });
  }
  return () => {
    for (const method of METHOD_NAMES) ipcMain.removeHandler(ipcChannel(method));
  };
}

/** Forwards the service's pushes to the window's page; returns the unsubscribe function. */
export function forwardPushes(service: HostService, contents: () => WebContents | null): () => void {
  return service.onPush((push: Push) => {
    const c = contents();
    if (c && !c.isDestroyed()) c.send(PUSH_CHANNEL, push);
  });
}
