// The host's Arena saves: the shared save format (engine/save, arenaModule) with the host's own facts — game id,
// title and the seat kinds — inside the format's open `meta`, exactly as host/save-codec.ts does for TITAN.
import type { ArenaAction, ArenaSetup, ArenaState } from '../engine/arena/index.js';
import { arenaModule, serializeSaveWith } from '../engine/save/index.js';
import type { ArenaSeatKind } from './contract.js';
import { ARENA_SEAT_KINDS } from './contract.js';
import type { LoadedSave, SessionMeta } from './save-meta.js';

/** What the host keeps about an Arena game besides the engine's setup and log. */
export type ArenaMeta = SessionMeta<ArenaSeatKind>;

/** An Arena game read back from a save. */
export type LoadedArena = LoadedSave<ArenaSetup, ArenaAction, ArenaState, ArenaMeta>;

/** The default title of a new Arena game. */
export function arenaTitle(setup: ArenaSetup): string {
  return `Arena: ${setup.players.map((p) => p.name).join(' · ')}`;
}

/** Serializes an Arena game to save-file text. */
export function encodeArena(meta: ArenaMeta, setup: ArenaSetup, actions: readonly ArenaAction[], state: ArenaState, updatedAt: string): string {
  const save = JSON.parse(serializeSaveWith(arenaModule, { setup, actions, state, createdAt: meta.createdAt, updatedAt })) as { meta: { players: object[] } };
  const players = save.meta.players.map((p, i) => ({ ...p, kind: meta.kinds[i] }));
  return JSON.stringify({ ...save, meta: { ...save.meta, players, gameId: meta.gameId, title: meta.title } });
}

/** Builds the loaded game from a replayed Arena save (`loadSave` already checked setup, log and snapshot). */
export function arenaFromSave(
  r: { readonly setup: unknown; readonly actions: readonly unknown[]; readonly state: unknown; readonly meta: { readonly createdAt: string; readonly updatedAt: string } },
  fallbackId: string,
): LoadedArena {
  const setup = r.setup as ArenaSetup;
  const meta = r.meta as unknown as Record<string, unknown>;
  const players = Array.isArray(meta.players) ? (meta.players as Record<string, unknown>[]) : [];
  const kinds = setup.players.map((_, i): ArenaSeatKind => {
    const k = players[i]?.kind;
    return (ARENA_SEAT_KINDS as readonly unknown[]).includes(k) ? (k as ArenaSeatKind) : 'human';
  });
  const gameId = typeof meta.gameId === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(meta.gameId) ? meta.gameId : fallbackId;
  const title = typeof meta.title === 'string' && meta.title.length <= 200 ? meta.title : arenaTitle(setup);
  return {
    setup,
    actions: r.actions as readonly ArenaAction[],
    state: r.state as ArenaState,
    meta: { gameId, title, kinds, createdAt: r.meta.createdAt },
    updatedAt: r.meta.updatedAt,
  };
}
