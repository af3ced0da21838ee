// The Gods battle seen by the shared battle rules (engine/family/battle/rules.ts): its pieces as PieceLike, each with
// the CreatureDef of its chart row and side (facts.ts) under the add-ons' effects, the Gods Hazard Chart, and the
// hooks where Gods of Titan changes a classic rule (hazard-rules.ts).
import type { BattlePosition, PieceLike } from '../../family/battle/position.js';
import type { CreatureDef } from '../../family/types.js';
import { LastObjectMemo } from '../../platform/memo.js';
import { creatureOf } from './facts.js';
import { GODS_BATTLE_HOOKS, GODS_HAZARD_TABLE } from './hazard-rules.js';
import { addonCreature } from './hooks.js';
import type { GodsSeatRole } from '../data/seats.js';
import type { GodsBattlePiece, GodsBattleState, GodsSide } from './types.js';

/** A piece as the shared rules see it: keyed by its id, and its chart row's CreatureDef for its side's role. */
interface SeenPiece {
  readonly role: GodsSeatRole | null;
  readonly piece: PieceLike;
  readonly def: CreatureDef;
}

/** Each piece as the shared rules see it: a battle replaces a piece whole when it changes, so the positions of a
 * battle's many states share what their unchanged pieces are. */
const SEEN = new WeakMap<GodsBattlePiece, SeenPiece>();

function seenPiece(p: GodsBattlePiece, role: GodsSeatRole | null): SeenPiece {
  const known = SEEN.get(p);
  if (known && known.role === role) return known;
  const fresh: SeenPiece = { role, piece: { ...p, creature: p.id }, def: creatureOf(p, role) };
  SEEN.set(p, fresh);
  return fresh;
}

const POSITIONS = new LastObjectMemo<GodsBattleState, GodsSide, BattlePosition>();

/** The last position made for each acting side, with the battle it was made from: a battle step's next state (dice
 * rolled, a phase begun, a piece moved or marked) keeps most of what a position is made of. */
const LAST = { attacker: null as Made | null, defender: null as Made | null };

/** A position and the battle it was made from. */
interface Made {
  readonly from: GodsBattleState;
  readonly pos: BattlePosition;
}

/** Whether a piece in two battles is the same character to the shared rules when it is the same object: the same
 * battleland, roles and add-on memories (what the add-ons change a character by, hooks.ts addonCreature), each the
 * same object. */
function sameGround(a: GodsBattleState, b: GodsBattleState): boolean {
  return a.land === b.land && a.roles === b.roles && a.addons === b.addons;
}

/** The shared rules' position of a battle for the side acting (pieces keyed by id: `creature` is the piece id). */
export function positionOf(state: GodsBattleState, active: GodsSide = state.active): BattlePosition {
  let pos = POSITIONS.get(state, active);
  if (!pos) {
    const last = LAST[active];
    const ground = last !== null && sameGround(last.from, state) ? last : null;
    pos = ground && ground.from.pieces === state.pieces && ground.from.round === state.round && ground.from.attackerEntry === state.attackerEntry
      ? ground.pos
      : freshPosition(state, active, ground);
    LAST[active] = { from: state, pos };
    POSITIONS.set(state, active, pos);
  }
  return pos;
}

/** A new position of a battle; each piece that `ground`'s battle (one on the same ground) held in the same place is
 * taken as that position saw it. */
function freshPosition(state: GodsBattleState, active: GodsSide, ground: Made | null): BattlePosition {
  const creatures: Record<string, CreatureDef> = {};
  const pieces: PieceLike[] = [];
  const was = ground?.from.pieces;
  for (let i = 0; i < state.pieces.length; i++) {
    const p = state.pieces[i] as GodsBattlePiece;
    if (ground && was?.[i] === p) {
      creatures[p.id] = ground.pos.creatures[p.id] as CreatureDef;
      pieces.push(ground.pos.pieces[i] as PieceLike);
      continue;
    }
    const seen = seenPiece(p, state.roles[p.side]);
    creatures[p.id] = addonCreature(state, p, seen.def);
    pieces.push(seen.piece);
  }
  return {
    land: state.land,
    hazards: GODS_HAZARD_TABLE,
    creatures,
    pieces,
    active,
    attackerEntry: state.attackerEntry,
    round: state.round,
    hooks: GODS_BATTLE_HOOKS,
  };
}
