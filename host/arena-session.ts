// One Arena game being played: a session (host/base-session.ts) over the Arena engine, with the same hot-seat rules
// as a TITAN session; its AI seats need nothing but their own view and legal actions.
import { arenaGame, type ArenaAction, type ArenaEvent, type ArenaSetup, type ArenaState, type ArenaView } from '../engine/arena/index.js';
import type { ArenaAgentInput } from './agents.js';
import { encodeArena, type ArenaMeta } from './arena-codec.js';
import { BaseSession, type SessionRules } from './base-session.js';
import type { ArenaHandoffPush, ArenaScreenPush, ArenaSeatKind, ArenaViewPush } from './contract.js';

/** The Arena rules as a session uses them. */
const ARENA_RULES: SessionRules<ArenaState, ArenaAction, ArenaEvent, ArenaView> = {
  game: 'arena',
  engineName: 'Arena engine',
  apply: (state, action) => arenaGame.apply(state, action),
  playersToAct: (state) => arenaGame.playersToAct(state),
  viewFor: (state, seat) => arenaGame.viewFor(state, seat),
  legalActions: (state, seat) => arenaGame.legalActions(state, seat),
  // A rotating autosave whenever a round or the phase changes (bidding → play, a stalemate vote, game over).
  checkpoint: (prev, next) => (prev.round !== next.round || prev.phase !== next.phase ? 'phase' : null),
};

/** An Arena game session owned by the host service. */
export class ArenaSession extends BaseSession<ArenaState, ArenaAction, ArenaEvent, ArenaView, ArenaSeatKind> {
  readonly kind = 'arena' as const;

  constructor(meta: ArenaMeta, readonly setup: ArenaSetup, state: ArenaState, actions: ArenaAction[], path: string | null) {
    super(meta, setup.players.map((p) => ({ id: p.id, name: p.name })), state, actions, path, ARENA_RULES);
    this.updateScreen(true);
  }

  /** The save-file text of this game now. */
  encode(updatedAt: string): string {
    return encodeArena(this.meta, this.setup, this.actions, this.state, updatedAt);
  }

  /** What an AI seat may know: its own view and legal actions only. */
  agentInput(seat: string): ArenaAgentInput {
    return { seat, view: arenaGame.viewFor(this.state, seat), legal: arenaGame.legalActions(this.state, seat) };
  }

  /** What the screen shows; `consume` marks the pending events as shown (pushes do, a plain arenaView does not). */
  screen(consume: boolean): ArenaScreenPush {
    return this.handoff !== null ? this.handoffPush(consume) : this.viewPush(consume);
  }

  /** The screen seat's table. */
  viewPush(consume: boolean): ArenaViewPush {
    return { kind: 'arena-view', ...this.viewParts(consume) };
  }

  private handoffPush(consume: boolean): ArenaHandoffPush {
    return { kind: 'arena-handoff', ...this.handoffParts(consume) };
  }
}
