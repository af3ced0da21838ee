// Shared helpers of the AI tests: seeded games, playing a seat with the AI while tracking its memory and inbox.
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import type { GameState, InfoMode, LegionState, PlayerId } from '../../engine/titan/state.js';
import { decideWithMemory } from '../../ai/decide.js';
import type { AiLevel } from '../../ai/levels.js';
import { type AiMemory, createMemory, visibleTo } from '../../ai/memory.js';

/** A new two- (or more) player game, setup phase. */
export function newGame(seed: number, infoMode: InfoMode = 'revealed', colours: readonly string[] = ['Black', 'Brown']): { state: GameState; events: GameEvent[] } {
  return createGame({
    variant: 'titan',
    players: colours.map((color) => ({ color, name: color })),
    options: { balancedTowers: false, mulligan: true, infoMode, pointTarget: null, turnLimit: null },
    seed,
  });
}

/** Applies an action that must be legal. */
export function must(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
  return { state: r.state, events: [...r.events] };
}

/** An AI seat with its memory and the events it has not yet been shown. */
export class AiSeat {
  memory: AiMemory;
  inbox: GameEvent[];

  constructor(readonly seat: PlayerId, readonly level: AiLevel, initial: readonly GameEvent[]) {
    this.memory = createMemory(seat);
    this.inbox = visibleTo(seat, initial);
  }

  /** Records events as they happen. */
  see(events: readonly GameEvent[]): void {
    this.inbox.push(...visibleTo(this.seat, events));
  }

  /** Decides in `state` (the seat must be acting). */
  decide(state: GameState, seed: number): Action {
    const d = decideWithMemory({ view: viewFor(state, this.seat), legal: legalActions(state, this.seat), events: this.inbox, level: this.level, rngSeed: seed, memory: this.memory });
    this.memory = d.memory;
    this.inbox = [];
    return d.action;
  }
}

/** Who acts now (the first listed). */
export function actor(state: GameState): PlayerId | undefined {
  return playersToAct(state)[0];
}

/** A legion on a land; a non-null entry side marks it as having moved there this turn. */
export function legion(marker: string, owner: string, land: number, creatures: string[], entrySide: LegionState['entrySide'] = null): LegionState {
  return { marker, owner, land, creatures, moved: entrySide !== null, movedFrom: null, entrySide, entryChoices: [], teleported: false, recruited: false };
}

/** A game past setup, in the mover's Movement Phase with a given roll and only the given legions. */
export function movePosition(roll: number, make: (mover: string, other: string) => LegionState[]): { state: GameState; mover: string } {
  let { state } = newGame(3, 'all');
  while (state.phase === 'setup') state = must(state, legalActions(state, actor(state) ?? '')[0]).state;
  state = must(state, legalActions(state, actor(state) ?? '').find((a) => a.type === 'roll') as Action).state;
  const mover = state.players[state.active].id;
  const other = state.players.find((p) => p.id !== mover)?.id ?? '';
  const legions = Object.fromEntries(make(mover, other).map((l) => [l.marker, l]));
  const players = state.players.map((p) => ({ ...p, turnsTaken: 3 }));
  return { state: { ...state, players, legions, turn: { ...state.turn, roll, mulliganUsed: true } }, mover };
}

/** An engagement on `land` (land 1 by default): the mover's `att`, entering from `entry`, attacks the other player's
 * `def`; the defender then acts. */
export function engagement(att: string[], def: string[], land = 1, entry: LegionState['entrySide'] = 'Bottom'): { state: GameState; attacker: string; defender: string } {
  const { state, mover } = movePosition(1, (m, o) => [legion(`${m.slice(0, 2)}01`, m, land, att, entry), legion(`${o.slice(0, 2)}01`, o, land, def)]);
  const defender = state.players.find((p) => p.id !== mover)?.id ?? '';
  const s = { ...state, phase: 'engage' as const, pendingEngagements: [land] };
  return { state: must(s, { type: 'engage', player: mover, stateId: s.stateId, land }).state, attacker: mover, defender };
}
