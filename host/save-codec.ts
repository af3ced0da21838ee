// The host's use of the engine's save format: it writes the engine's versioned save (setup + seed + action log +
// snapshot) and adds, inside the format's open `meta`, what only the host knows (game id, title, seat kinds).
// Loading maps the engine's save errors onto the contract's typed errors.
import type { Action } from '../engine/actions.js';
import type { GameSetup, GameState } from '../engine/state.js';
import { buildSave, loadSave } from '../engine/save/index.js';
import type { HostError, SeatKind } from './contract.js';
import { SEAT_KINDS } from './contract.js';
import { arenaFromSave, type LoadedArena } from './arena-codec.js';
import type { LoadedSave, SessionMeta } from './save-meta.js';

/** What the host keeps about a TITAN game besides the engine's setup and log. */
export type HostMeta = SessionMeta<SeatKind>;

/** A TITAN game read back from a save. */
export type LoadedGame = LoadedSave<GameSetup, Action, GameState, HostMeta>;

/** Serializes a game to save-file text. */
export function encodeGame(meta: HostMeta, setup: GameSetup, actions: readonly Action[], state: GameState, updatedAt: string): string {
  const save = buildSave({ setup, actions, state, createdAt: meta.createdAt, updatedAt });
  const players = save.meta.players.map((p, i) => ({ ...p, kind: meta.kinds[i] }));
  return JSON.stringify({ ...save, meta: { ...save.meta, players, gameId: meta.gameId, title: meta.title } });
}

/** The contract error for an engine save error code. */
function hostCode(code: string): HostError['code'] {
  if (code === 'newer-version') return 'save-too-new';
  if (code === 'not-a-save' || code === 'unknown-game') return 'save-foreign';
  return 'save-corrupt';
}

function titleOf(setup: GameSetup): string {
  return setup.players.map((p) => p.name).join(' · ');
}

/** A save of either game this host plays. */
export type LoadedAny = { readonly kind: 'titan'; readonly game: LoadedGame } | { readonly kind: 'arena'; readonly game: LoadedArena };

/** Parses and replays save-file text of TITAN or the Arena; `fallbackId` names the game when the file carries no host meta. */
export function decodeAnyGame(text: string, fallbackId: string): { ok: true; loaded: LoadedAny } | { ok: false; error: HostError } {
  const r = loadSave(text);
  if (!r.ok) return { ok: false, error: { code: hostCode(r.error.code), message: r.error.message } };
  if (r.game === 'arena') return { ok: true, loaded: { kind: 'arena', game: arenaFromSave(r, fallbackId) } };
  const t = decodeGame(text, fallbackId, r);
  return t.ok ? { ok: true, loaded: { kind: 'titan', game: t.game } } : t;
}

/** Parses and replays save-file text of TITAN (`loaded`: an already replayed file); `fallbackId` names the game when the file carries no host meta. */
export function decodeGame(text: string, fallbackId: string, loaded?: ReturnType<typeof loadSave>): { ok: true; game: LoadedGame } | { ok: false; error: HostError } {
  const r = loaded ?? loadSave(text);
  if (!r.ok) return { ok: false, error: { code: hostCode(r.error.code), message: r.error.message } };
  if (r.game !== 'titan' && r.game !== 'titan-variant') {
    return { ok: false, error: { code: 'save-foreign', message: `this is a save of "${r.game}", not of TITAN` } };
  }
  const setup = r.setup as GameSetup;
  const meta = r.meta as unknown as Record<string, unknown>;
  const players = Array.isArray(meta.players) ? (meta.players as Record<string, unknown>[]) : [];
  const kinds = setup.players.map((_, i): SeatKind => {
    const k = players[i]?.kind;
    return (SEAT_KINDS as readonly unknown[]).includes(k) ? (k as SeatKind) : 'human';
  });
  const gameId = typeof meta.gameId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(meta.gameId) ? meta.gameId : fallbackId;
  const title = typeof meta.title === 'string' && meta.title.length <= 200 ? meta.title : titleOf(setup);
  return {
    ok: true,
    game: {
      setup,
      actions: r.actions as readonly Action[],
      state: r.state as GameState,
      meta: { gameId, title, kinds, createdAt: r.meta.createdAt },
      updatedAt: r.meta.updatedAt,
    },
  };
}

/** The default title of a new game: its players' names. */
export const defaultTitle = titleOf;
