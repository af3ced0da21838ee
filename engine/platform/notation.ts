// A whole game as a readable record (issue 23, docs/notation.md): a header of `key: value` lines (the save-file game
// id, then each field of the setup as the save holds it, its value as JSON), a blank line, then one line per action in
// the game's notation (the module's `notation`) with a `# Round N` line wherever a round begins. Reading one back
// checks the setup and every action and replays the log as it goes; bad input gives an error naming its line, never
// a throw.
import type { AnyGameModule, ModuleAction } from './module.js';

/** The game a record is of and the log to write: a save's `game`, `setup` and `actions`, played from its setup. */
export interface RecordSource {
  readonly module: AnyGameModule;
  readonly game: string;
  readonly setup: unknown;
  readonly actions: readonly unknown[];
}

/** A record read back: its game, setup and actions, as a save would hold them, and the state they reach. */
export interface ReadRecord {
  readonly ok: true;
  readonly module: AnyGameModule;
  readonly game: string;
  readonly setup: unknown;
  readonly actions: readonly ModuleAction[];
  readonly state: unknown;
}

/** Why a record could not be written or read, with the 1-based line it is about (0: the record as a whole). */
export interface RecordError {
  readonly ok: false;
  readonly line: number;
  readonly message: string;
}

const fail = (line: number, message: string): RecordError => ({ ok: false, line, message });

const roundOf = (module: AnyGameModule, state: unknown): number => module.summary(state).round;

/** The record of a game played from its setup; an error when the game has no notation or its log does not replay. */
export function recordOf(source: RecordSource): { readonly ok: true; readonly text: string } | RecordError {
  const { module } = source;
  const notation = module.notation;
  if (!notation) return fail(0, `${module.name} has no record notation`);
  if (source.setup === null || typeof source.setup !== 'object' || Array.isArray(source.setup)) return fail(0, 'the setup is not an object');
  const lines = [`game: ${source.game}`, ...Object.entries(source.setup).map(([k, v]) => `${k}: ${JSON.stringify(v)}`), ''];
  let state = module.createGame(source.setup).state;
  let round: number | null = null;
  for (const [i, raw] of source.actions.entries()) {
    const parsed = module.actionSchema.safeParse(raw);
    if (!parsed.success) return fail(0, `action ${i} is malformed`);
    const r = roundOf(module, state);
    if (r !== round) lines.push(`# Round ${r}`);
    round = r;
    lines.push(notation.write(parsed.data, state));
    const applied = module.apply(state, parsed.data);
    if (!applied.ok) return fail(0, `action ${i} was refused: ${applied.error.message}`);
    state = applied.state;
  }
  return { ok: true, text: `${lines.join('\n')}\n` };
}

/** A record's header read: the game it names, its other `key: value` fields (values as JSON) and the index of the
 * blank line that ends it. */
export interface RecordHeader {
  readonly ok: true;
  readonly game: string;
  readonly module: AnyGameModule;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly end: number;
}

/** Reads the header of a record's `lines` (a whole record and a seat's own record share it). */
export function readHeader(lines: readonly string[], moduleOf: (game: string) => AnyGameModule | undefined): RecordHeader | RecordError {
  const fields: Record<string, unknown> = {};
  let game: string | null = null;
  let at = 0;
  for (; at < lines.length && (lines[at] ?? '').trim() !== ''; at++) {
    const line = lines[at] ?? '';
    const m = /^([A-Za-z]\w*): (.*)$/.exec(line);
    if (!m?.[1] || m[2] === undefined) return fail(at + 1, `a header line is "key: value": ${line}`);
    if (m[1] === 'game') game = m[2];
    else {
      try {
        fields[m[1]] = JSON.parse(m[2]) as unknown;
      } catch {
        return fail(at + 1, `the value of ${m[1]} is not JSON`);
      }
    }
  }
  if (game === null) return fail(1, 'the record names no game');
  const module = moduleOf(game);
  if (!module) return fail(1, `no game is called ${game}`);
  return { ok: true, game, module, fields, end: at };
}

/** Reads a record back; `moduleOf` finds the module playing a save-file game id. */
export function parseRecord(text: string, moduleOf: (game: string) => AnyGameModule | undefined): ReadRecord | RecordError {
  const lines = text.split(/\r?\n/);
  const header = readHeader(lines, moduleOf);
  if (!header.ok) return header;
  const { module, game, fields } = header;
  let at = header.end;
  const notation = module.notation;
  if (!notation) return fail(1, `${module.name} has no record notation`);
  const setup = module.setupSchema.safeParse(fields);
  if (!setup.success) return fail(0, `the header is not a setup of ${module.name}: ${setup.error.issues[0]?.message ?? ''}`);
  const objection = module.setupError(setup.data);
  if (objection !== null) return fail(0, `the header is not a setup of ${module.name}: ${objection}`);
  if (module.gameOf(setup.data) !== game) return fail(1, `the setup is of ${module.gameOf(setup.data)}, not ${game}`);
  let state: unknown;
  try {
    state = module.createGame(setup.data).state;
  } catch {
    return fail(0, 'the game cannot be created from this setup');
  }
  const actions: ModuleAction[] = [];
  for (at++; at < lines.length; at++) {
    const line = (lines[at] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const read = notation.read(line, state);
    if ('error' in read) return fail(at + 1, read.error);
    const parsed = module.actionSchema.safeParse(read);
    if (!parsed.success) return fail(at + 1, `not an action of ${module.name}: ${line}`);
    const applied = module.apply(state, parsed.data);
    if (!applied.ok) return fail(at + 1, `refused: ${applied.error.message}`);
    actions.push(parsed.data);
    state = applied.state;
  }
  return { ok: true, module, game, setup: setup.data, actions, state };
}
