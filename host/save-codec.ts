// The host's use of the save format, for every game: it writes the engine's versioned save (setup + seed + action
// log + replay base + snapshot) and adds, inside the format's open `meta`, what only the host knows (game id, title,
// seat kinds). Reading opens a save from its snapshot at once (the replay check runs later, off this thread) and
// maps the format's errors onto the contract's typed errors.
import type { AnyGameModule } from '../engine/platform/module.js';
import { buildSaveWith, openSave, type OpenedSave, type SaveErrorCode } from '../engine/platform/save/index.js';
import type { GameRegistry } from '../games/index.js';
import { BASIC_SEAT_KINDS, type HostError } from './contract.js';
import { readLanMeta, type LanMeta } from './lan/meta.js';
import { readClockMeta, type ClockMeta } from './clocks.js';

/** What the host keeps about a game besides the engine's setup and log. */
export interface HostMeta {
  readonly gameId: string;
  readonly title: string;
  /** Seat kinds in setup order ('human', 'random' or one of the module's AI levels). */
  readonly kinds: readonly string[];
  readonly createdAt: string;
  /** The seats played over the local network and their links (host/lan), if the game was ever hosted. */
  readonly lan?: LanMeta;
  /** §21 clocks: the time used so far (host/clocks.ts), for a game that has them. */
  readonly clock?: ClockMeta;
}

/** A game read back from a save, ready to become a session (its log not yet replayed). */
export interface LoadedGame {
  readonly save: OpenedSave;
  readonly meta: HostMeta;
  readonly updatedAt: string;
}

/** The seat kinds a game of `module` may have. */
export function seatKinds(module: AnyGameModule): readonly string[] {
  return [...BASIC_SEAT_KINDS, ...module.ai.levels];
}

/** What the host writes about a game now. */
export interface EncodeInput {
  readonly setup: unknown;
  readonly actions: readonly unknown[];
  readonly base: OpenedSave['base'];
  readonly state: unknown;
  readonly updatedAt: string;
  readonly app: string;
}

/** Serializes a game to save-file text. */
export function encodeGame(module: AnyGameModule, meta: HostMeta, g: EncodeInput): string {
  const save = buildSaveWith(module, {
    ...g,
    createdAt: meta.createdAt,
    extraMeta: { gameId: meta.gameId, title: meta.title, ...(meta.lan ? { lan: meta.lan } : {}), ...(meta.clock ? { clock: meta.clock } : {}) },
    seatExtras: meta.kinds.map((kind) => ({ kind })),
  });
  return JSON.stringify(save);
}

/** The contract error for a save-format error code. */
export function hostCode(code: SaveErrorCode): HostError['code'] {
  if (code === 'newer-version') return 'save-too-new';
  if (code === 'not-a-save' || code === 'unknown-game') return 'save-foreign';
  if (code === 'too-large') return 'save-too-large';
  return 'save-corrupt';
}

/** Opens save-file text of any game of `games` from its snapshot; `fallbackId` names the game when the file carries
 * no host meta. */
export function openGame(text: string, fallbackId: string, games: GameRegistry): { ok: true; loaded: LoadedGame } | { ok: false; error: HostError } {
  const r = openSave(text, games.modules);
  if (!r.ok) return { ok: false, error: { code: hostCode(r.error.code), message: r.error.message } };
  const save = r.save;
  const meta = save.meta as Record<string, unknown>;
  const players = Array.isArray(meta.players) ? (meta.players as Record<string, unknown>[]) : [];
  const allowed = seatKinds(save.module);
  const kinds = save.module.seatsOf(save.setup).map((_, i) => {
    const k = players[i]?.kind;
    return typeof k === 'string' && allowed.includes(k) ? k : 'human';
  });
  const gameId = typeof meta.gameId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(meta.gameId) ? meta.gameId : fallbackId;
  const title = typeof meta.title === 'string' && meta.title.length <= 200 ? meta.title : save.module.title(save.setup);
  const lan = readLanMeta(meta);
  const clock = readClockMeta(meta);
  return { ok: true, loaded: { save, meta: { gameId, title, kinds, createdAt: save.meta.createdAt, ...(lan ? { lan } : {}), ...(clock ? { clock } : {}) }, updatedAt: save.meta.updatedAt } };
}
