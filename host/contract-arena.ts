// The Titan: The Arena part of THE contract (re-exported by host/contract.ts, which is what everyone imports): the
// Arena's new-game request, its intents, and the Arena screen pushes. An Arena game is a session like any other —
// listGames, save, saveAs, exportSave, openSave, continueLatest, quitGame and the thinking/saved/closed/error pushes
// work on it unchanged — but its board is pushed as `arena-view` / `arena-handoff` and read with arenaView, so the
// TITAN screen's `view` / `handoff` payloads keep their exact types.
import { z } from 'zod';
import { arenaActionSchema } from '../engine/arena/schema.js';
import type { ArenaAction, ArenaEvent, ArenaView } from '../engine/arena/index.js';
import type { BoardPush, HandoffScreenPush } from './contract.js';

/** Who plays an Arena seat: a human at this screen, or one of the Arena AI levels. */
export const ARENA_SEAT_KINDS = ['human', 'easy', 'normal', 'hard', 'random'] as const;
/** An Arena seat's controller kind. */
export type ArenaSeatKind = (typeof ARENA_SEAT_KINDS)[number];

/** newGame for the Arena: 2–5 seats in clockwise order (the host gives them the ids p1…p5); seed optional. */
export const ArenaNewGameRequestSchema = z.strictObject({
  game: z.literal('arena'),
  players: z.array(z.strictObject({ name: z.string().trim().min(1).max(40), kind: z.enum(ARENA_SEAT_KINDS) })).min(2).max(5),
  options: z.strictObject({ tournament: z.boolean() }),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});
/** An Arena game's setup as sent by the renderer. */
export type ArenaNewGameRequest = z.infer<typeof ArenaNewGameRequestSchema>;

/** arenaSubmit: the screen seat sends one Arena action stamped with the view's stateId. */
export const ArenaActionRequestSchema = z.strictObject({
  gameId: z.string().min(1).max(64),
  seat: z.string().min(1).max(64),
  action: arenaActionSchema,
});

/** The Arena board for one seat: only that seat's redacted view, its legal actions and the events it may see. */
export type ArenaViewPush = BoardPush<'arena-view', ArenaView, ArenaAction, ArenaEvent>;

/** The Arena screen passes to another human: no cards shown until arenaHandoffReady(gameId, seat). */
export type ArenaHandoffPush = HandoffScreenPush<'arena-handoff', ArenaEvent>;

/** What the Arena screen can show: one seat's table, or the hand-off screen. */
export type ArenaScreenPush = ArenaViewPush | ArenaHandoffPush;
