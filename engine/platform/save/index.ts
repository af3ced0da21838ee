// The save format's public entry points, for any list of game modules (the registry of games/ passes its own).
export { MAX_SAVE_BYTES, SAVE_FORMAT, SAVE_VERSION, type SaveFile, type SaveMeta } from './envelope.js';
export { looksTruncated, nestsDeeperThan, type SaveError, type SaveErrorCode } from './errors.js';
export { loadSaveWith, rebased, type LoadResult, type SaveNotice } from './load.js';
export { integrityOf, openSave, type OpenedSave, type WrittenBy } from './open.js';
export { positionHash, verifySave, type Verified } from './verify.js';
export { buildSaveWith, serializeSaveWith, type SaveInput } from './write.js';
