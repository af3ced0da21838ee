// The sandboxed preload: exposes `window.titan` (the contract's TitanApi) through contextBridge, one named method
// per operation, each invoking exactly its own channel; the page never touches ipcRenderer or IPC events.
// Self-contained on purpose (a sandboxed preload cannot require local files): it imports only types from the
// contract, and tests/electron/preload.test.ts checks its channels against the contract's.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { MethodName, Push, TitanApi } from '../host/contract.js';

const call =
  (method: MethodName) =>
  (request?: unknown): Promise<unknown> =>
    ipcRenderer.invoke(`titan:${method}`, request ?? {});

// Typed as a Record over the contract's method names: a method missing here, or one the contract lacks, fails to compile.
const methods: Record<MethodName, (request?: unknown) => Promise<unknown>> = {
  appInfo: call('appInfo'),
  listGames: call('listGames'),
  newGame: call('newGame'),
  startLesson: call('startLesson'),
  lessonStep: call('lessonStep'),
  lessonPlayOn: call('lessonPlayOn'),
  continueLatest: call('continueLatest'),
  openSave: call('openSave'),
  save: call('save'),
  saveAs: call('saveAs'),
  exportSave: call('exportSave'),
  gameStats: call('gameStats'),
  allStats: call('allStats'),
  reviewGame: call('reviewGame'),
  reviewBoard: call('reviewBoard'),
  exportRecord: call('exportRecord'),
  openRecord: call('openRecord'),
  listRecent: call('listRecent'),
  listAutosaves: call('listAutosaves'),
  getSettings: call('getSettings'),
  setSettings: call('setSettings'),
  view: call('view'),
  submit: call('submit'),
  handoffReady: call('handoffReady'),
  quitGame: call('quitGame'),
  lanStatus: call('lanStatus'),
  lanStart: call('lanStart'),
  lanStop: call('lanStop'),
  lanRevoke: call('lanRevoke'),
  lanHand: call('lanHand'),
  seatDeadline: call('seatDeadline'),
  problemReport: call('problemReport'),
  seatMail: call('seatMail'),
  seatMailSet: call('seatMailSet'),
  seatMailForget: call('seatMailForget'),
  seatMailTest: call('seatMailTest'),
};

const onPush: TitanApi['onPush'] = (listener) => {
  const handler = (_event: IpcRendererEvent, push: Push): void => listener(push);
  ipcRenderer.on('titan:push', handler);
  return () => {
    ipcRenderer.removeListener('titan:push', handler);
  };
};

contextBridge.exposeInMainWorld('titan', { ...methods, onPush });
