// Opening a save fast: parse, check the envelope, its version and its integrity hash, migrate the snapshot (and the
// replay base, the setup and the logged actions) to the module's current versions and check the resulting states.
// The game can be shown from here at once; replaying the log (engine/platform/save/verify.ts) is the slow, later check.
import { fnv1a64, hashState } from '../hash.js';
import type { AnyGameModule } from '../module.js';
import { SAVE_FORMAT, SAVE_VERSION, saveV1Schema, saveV2Schema, type SaveBody, type SaveMeta } from './envelope.js';
import { describe, fail, issues, looksTruncated, precheck, type Failed } from './errors.js';
import { migrate, migrationPath } from './migrate.js';

/** Who wrote a save, with which versions. */
export interface WrittenBy {
  /** Envelope version of the file. */
  readonly envelope: number;
  /** App version (null for version-1 files, which did not record it). */
  readonly app: string | null;
  readonly stateVersion: number;
  readonly rulesVersion: number;
}

/** A save opened from its snapshot: checked and migrated to this build's versions, its log not yet replayed. */
export interface OpenedSave {
  readonly module: AnyGameModule;
  /** The save-file game id (e.g. "titan-variant"). */
  readonly game: string;
  readonly meta: SaveMeta;
  readonly setup: unknown;
  /** The whole log: history before `base.index` as stored, the rest migrated to this build's action shapes. */
  readonly actions: readonly unknown[];
  /** Where the replay starts when not from the setup (after a history that no longer replays). */
  readonly base: { readonly index: number; readonly state: unknown } | null;
  /** The saved position, migrated and checked: the game goes on from here. */
  readonly state: unknown;
  readonly written: WrittenBy;
  /** True when the file has another state or rules version than this build: its log may no longer replay. */
  readonly older: boolean;
}

/** The integrity hash of a version-2 save's body: FNV-1a 64 of the JSON text of its fields in a fixed order. Reading a
 * save's JSON and writing it again gives back the very text the writer hashed (object keys keep their order through
 * JSON.parse and JSON.stringify), so no canonical form is needed — and a 6,000-action save hashes in a few ms. */
export function integrityOf(body: SaveBody): string {
  return fnv1a64(JSON.stringify([body.app, body.game, body.module, body.stateVersion, body.rulesVersion, body.setup, body.actions, body.base, body.snapshot]));
}

/** Parses and checks the envelope; normalises a version-1 file to the version-2 shape (base null, versions 1). */
function readEnvelope(raw: string): Failed | { ok: true; body: SaveBody; meta: SaveMeta; envelope: number; app: string | null } {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw; // a byte-order mark some editors add
  const refused = precheck(text);
  if (refused) return refused;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    if (looksTruncated(text)) return fail('truncated', 'the file ends before its JSON is complete');
    return fail('not-json', `not JSON: ${describe(e)}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || (data as { format?: unknown }).format !== SAVE_FORMAT) {
    return fail('not-a-save', `not a save file (no "format": "${SAVE_FORMAT}")`);
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_VERSION) {
    return fail('newer-version', `save format ${version} was written by a newer build (this one reads up to ${SAVE_VERSION})`, { version });
  }
  if (version === 1) {
    const v1 = saveV1Schema.safeParse(data);
    if (!v1.success) return fail('schema', 'the save does not match the save format', issues(v1.error, []));
    const s = v1.data;
    if (hashState(s.snapshot.state) !== s.snapshot.hash) {
      return fail('integrity', 'the saved position does not match its recorded hash (damaged or edited)', { recorded: s.snapshot.hash });
    }
    const body: SaveBody = { app: 'unknown', game: s.game, module: '', stateVersion: 1, rulesVersion: 1, setup: s.setup, actions: s.actions, base: null, snapshot: s.snapshot };
    return { ok: true, body, meta: s.meta as SaveMeta, envelope: 1, app: null };
  }
  const v2 = saveV2Schema.safeParse(data);
  if (!v2.success) return fail('schema', 'the save does not match the save format', issues(v2.error, []));
  const { format: _f, version: _v, meta, integrity, ...body } = v2.data;
  const actual = integrityOf(body);
  if (actual !== integrity) return fail('integrity', 'the file does not match its integrity hash (damaged or edited)', { recorded: integrity, actual });
  return { ok: true, body, meta: meta as SaveMeta, envelope: 2, app: body.app };
}

/** Migrates and checks one stored state; `where` names it in errors. */
function stateFrom(module: AnyGameModule, steps: Parameters<typeof migrate>[0], raw: unknown, where: string): Failed | { ok: true; state: unknown } {
  let migrated: unknown;
  try {
    migrated = migrate(steps, raw, 'state');
  } catch (e) {
    return fail('schema', `the ${where} cannot be migrated: ${describe(e)}`);
  }
  let check: ReturnType<AnyGameModule['saves']['checkState']>;
  try {
    check = module.saves.checkState(migrated);
  } catch (e) {
    return fail('schema', `the ${where} cannot be read: ${describe(e)}`);
  }
  if (!check.ok) return fail('schema', `the ${where} is not a valid position: ${check.problems.slice(0, 3).join('; ')}`, { problems: check.problems.slice(0, 20) });
  return { ok: true, state: check.state };
}

/** Opens save-file text of any of `modules` from its snapshot; never throws. */
export function openSave(raw: string, modules: readonly AnyGameModule[]): Failed | { ok: true; save: OpenedSave } {
  const env = readEnvelope(raw);
  if (!env.ok) return env;
  const { body, meta } = env;
  const module = modules.find((m) => (body.module === '' || m.id === body.module) && m.games.includes(body.game));
  if (!module) return fail('unknown-game', `unknown game "${body.game}"`, { game: body.game, module: body.module });
  if (body.stateVersion > module.saves.stateVersion || body.rulesVersion > module.saves.rulesVersion) {
    return fail('newer-version', `the game was saved by a newer build (state ${body.stateVersion}, rules ${body.rulesVersion}; this build has ${module.saves.stateVersion} and ${module.saves.rulesVersion})`, {
      stateVersion: body.stateVersion,
      rulesVersion: body.rulesVersion,
    });
  }
  const path = migrationPath(module.saves, body.stateVersion);
  if (!path.ok) return fail('schema', `the save cannot be migrated from state version ${body.stateVersion}: ${path.message}`);
  const steps = path.steps;

  let setupRaw: unknown;
  try {
    setupRaw = migrate(steps, body.setup, 'setup');
  } catch (e) {
    return fail('schema', `the game setup cannot be migrated: ${describe(e)}`);
  }
  const setup = module.setupSchema.safeParse(setupRaw);
  if (!setup.success) return fail('schema', 'the game setup is invalid', issues(setup.error, ['setup']));
  const refused = module.setupError(setup.data);
  if (refused !== null) return fail('schema', `the game setup is refused: ${refused}`, { path: 'setup' });
  if (module.gameOf(setup.data) !== body.game) return fail('schema', `the save says game "${body.game}" but its setup is for "${module.gameOf(setup.data)}"`);

  const snapshot = stateFrom(module, steps, body.snapshot.state, 'saved position');
  if (!snapshot.ok) return snapshot;
  if (module.stateId(snapshot.state) !== body.snapshot.stateId) return fail('schema', `the saved position is state ${module.stateId(snapshot.state)}, not ${body.snapshot.stateId} as recorded`);
  let base: OpenedSave['base'] = null;
  if (body.base) {
    if (body.base.index > body.actions.length) return fail('schema', `the replay base follows action ${body.base.index} of a log of ${body.actions.length}`);
    const b = stateFrom(module, steps, body.base.state, 'replay base');
    if (!b.ok) return b;
    base = { index: body.base.index, state: b.state };
  }
  const from = base?.index ?? 0;
  let actions: unknown[];
  try {
    actions = steps.some((s) => s.action) ? [...body.actions.slice(0, from), ...body.actions.slice(from).map((a) => migrate(steps, a, 'action'))] : body.actions;
  } catch (e) {
    return fail('schema', `the action log cannot be migrated: ${describe(e)}`);
  }
  const written: WrittenBy = { envelope: env.envelope, app: env.app, stateVersion: body.stateVersion, rulesVersion: body.rulesVersion };
  const older = body.stateVersion !== module.saves.stateVersion || body.rulesVersion !== module.saves.rulesVersion;
  return { ok: true, save: { module, game: body.game, meta, setup: setup.data, actions, base, state: snapshot.state, written, older } };
}
