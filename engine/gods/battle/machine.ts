// Gods of Titan's battle on the family step machine (engine/family/battle/flow/): the order of a battle, its strikes,
// carries, hits and removals, moving on when nobody can strike, the round limit and the time-out live there once;
// here are Gods' hooks — the defender maneuvers first (11.1) for at most seven rounds (11.8), a Tower defender
// deploys (11.3), the characters a side left off the battleland in its first maneuver are slain (11.6), the
// strikeback's slain leave at once (11.9), a slain Master ends the battle with its strike phase (24.7), Darkness
// takes a hit off each strike, its position rules and events, and the add-ons' hooks between the steps (15–18).
import { createBattleMachine } from '../../family/battle/flow/machine.js';
import type { BattleFlowHooks } from '../../family/battle/flow/types.js';
import { strikePhaseDamage } from '../../family/battle/rules.js';
import type { GodsBattleCore } from './addon.js';
import { finish } from './end.js';
import { hitsScored } from './hazard-rules.js';
import {
  addonHold, addonPhaseDamage, addonsAfterStrike, addonsAtManeuverEnd, addonsAtManeuverStart, addonsMoved, addonsWait, fightingHex, legionOf,
} from './hooks.js';
import { hitsTaken, lossCause, markSlain, recordLosses } from './losses.js';
import { movesOf } from './moves.js';
import { laidOut } from './layout.js';
import { LAST_ROUND } from './order.js';
import { positionOf } from './position.js';
import { choicesAt, inContactAt, targetsAt } from './strikes.js';
import type { GodsBattleEvent, GodsBattlePiece, GodsBattleResult, GodsBattleState } from './types.js';

/** A Gods battle as the machine drives it in one call: the battle, and the core its add-ons are handed in this call
 * (with the game's context, 17, 18). */
export interface GodsBattleCall {
  readonly battle: GodsBattleState;
  readonly core: GodsBattleCore;
}

/** The call with a new battle. */
function within(call: GodsBattleCall, battle: GodsBattleState): GodsBattleCall {
  return battle === call.battle ? call : { battle: laidOut(battle), core: call.core };
}

/** 11.8: the battle timed out. */
const TIME_OUT: GodsBattleResult = { kind: 'time-out' };

/** 11.3: a Tower defender off the board in round 1 must deploy while a hex inside the walls is free for it. */
export function mustDeploy(call: GodsBattleCall): GodsBattlePiece[] {
  const b = call.battle;
  if (!b.land.tower || b.round !== 1 || b.active !== 'defender' || b.phase !== 'maneuver') return [];
  return b.pieces.filter((p) => p.side === 'defender' && p.hex === null && GODS_BATTLE.pieceMoves(call, b, p).length > 0);
}

/** Gods of Titan's hooks: what its rules say where the family machine asks. */
const GODS_HOOKS: BattleFlowHooks<GodsBattleCall, GodsBattleState, GodsBattlePiece, GodsBattleEvent> = {
  battle: (s) => (s.battle.phase === 'over' ? null : s.battle),
  withBattle: within,
  rng: (s) => s.battle.rng,
  withRng: (s, rng) => within(s, { ...s.battle, rng }),
  events: {
    phase: (round, active, phase) => ({ type: 'phase', round, active, phase }),
    move: (p, to) => ({ type: 'move', piece: p.id, from: p.hex, to }),
    strike: (p, target, dice, strikeNumber, hits, rangestrike) => ({ type: 'strike', piece: p.id, target, dice, strikeNumber, hits, rangestrike }),
    carry: (piece, target, hits) => ({ type: 'carry', piece, target, hits }),
    damage: (p, hits) => ({ type: 'damage', piece: p.id, hits }),
    slain: (p, by) => ({ type: 'slain', piece: p.id, name: p.name, side: p.side, by }),
    removed: (pieces, cause) => ({ type: 'removed', pieces: [...pieces], cause: lossCause(cause) }),
  },
  nameOf: (p) => p.name,
  moves: (_s, b, p) => movesOf(b, p),
  targets: (_s, b, p) => targetsAt(b, p),
  choices: (s, b, striker, target) => {
    const piece = b.pieces.find((p) => p.id === striker);
    const aim = piece && GODS_BATTLE.liveTargets(s, b, piece).find((t) => t.target === target);
    return piece && aim ? choicesAt(b, piece, aim) : [];
  },
  inContact: (_s, b, p) => inContactAt(b, positionOf(b), p),
  // Hazard Chart, Drift, and the add-ons' damage (a spell's Demon) as a strike phase begins; none off the board.
  phaseDamage: (_s, b, p) => {
    if (p.hex === null) return 0;
    const pos = positionOf(b);
    return strikePhaseDamage(pos, p.id) + addonPhaseDamage(b, pos, p);
  },
  firstMover: () => 'defender',
  lastRound: () => LAST_ROUND,
  mustEnter: (s) => mustDeploy(s),
  // 11.6: in a side's first maneuver, its characters that did not enter (a rider fights from its Pegasus) are slain.
  leftOut: (s, b) => ({ state: s, lost: b.round === 1 ? b.pieces.filter((p) => p.side === b.active && fightingHex(b, p) === null) : [] }),
  // 24.7: a Master slain ends the battle once its strike phase is over (one slain during a maneuver: after the next).
  endsBattle: (s, _lost, cause) => cause === 'slain' && s.battle.masterSlain,
  end: (s, ending, events) => within(s, finish(s.battle, events, ending === 'time-out' ? TIME_OUT : undefined)),
  removed: (s, lost, cause) => within(s, recordLosses(s.battle, lost, cause)),
  strikebackSlainLeaveAtOnce: true,
  maneuverBegins: (s) => within(s, addonsAtManeuverStart(s.battle)),
  maneuverEnds: (s) => within(s, addonsAtManeuverEnd(s.battle, s.core)),
  moved: (s, piece, from, events) => within(s, addonsMoved(s.battle, piece.id, from, s.core, events)),
  scoredHits: (_s, b, target, rolled) => hitsScored(positionOf(b), target.id, rolled),
  holdStrike: (s, strike) => {
    const held = addonHold(s.battle, strike);
    return held ? within(s, held) : null;
  },
  afterStrike: (s, strike, used, events) =>
    within(s, addonsAfterStrike(s.battle, positionOf(s.battle), strike.striker, strike.target, used, strike.rangestrike, events)),
  damage: (_s, b, p, hits) => hitsTaken(b, p, hits),
  slain: (s, p, by) => within(s, markSlain(s.battle, p, by)),
  // 15.2: a spell (or another add-on action) of the maneuvering side holds its strikes open until its `done`.
  waits: (s, b) => b.phase === 'strike' && addonsWait(b, b.players[b.active], s.core),
  legionOf: (s, p) => legionOf(s.battle, p),
};

/** Gods of Titan's battle step machine: the legal actions, the reducer step and the add-ons' core drive it. */
export const GODS_BATTLE = createBattleMachine(GODS_HOOKS);
