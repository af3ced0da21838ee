// A toy "third game" battle on the family step machine, as tests/fixtures/games/nim.ts is a third game for the
// modules: seven hexes in a row ("1" at the defender's edge, "7" at the attacker's), a piece enters at its edge or the
// hex beside it and then steps one hex unless an enemy stands next to it; it strikes the enemies next to it (an
// archer: the enemies two hexes away, when none is next to it) with its power in dice, needing a 1 (sure, archer) or
// a 4 (fair), or with one die needing a 1 (weak: exactly one hit); hits carry to the other enemies as near as the
// target. Its events are short strings.
import { createBattleMachine, type BattleMachine } from '../../engine/family/battle/flow/machine.js';
import type { BattleFlowHooks, BattleEnding, BattleSide, FlowBattle, FlowPiece, LossCause } from '../../engine/family/battle/flow/types.js';
import { seedRng, type RngState } from '../../engine/platform/rng.js';

/** How a toy piece strikes. */
export type ToyKind = 'sure' | 'fair' | 'weak' | 'archer';

/** A toy piece: the machine's fields, its kind, and whether losing it ends the battle (a toy Titan). */
export interface ToyPiece extends FlowPiece {
  readonly kind: ToyKind;
  readonly master: boolean;
  /** The legion it belongs to when it fights for the other side. */
  readonly legion: BattleSide | null;
}

/** A toy battle: nothing beyond the machine's fields. */
export type ToyBattle = FlowBattle<ToyPiece>;

/** The toy game around its battle: the dice, the pieces it lost and why, and how the battle ended. */
export interface ToyGame {
  readonly battle: ToyBattle | null;
  readonly rng: RngState;
  readonly lost: readonly string[];
  readonly ended: BattleEnding | null;
  /** What the game heard of moves through the machine's hooks. */
  readonly heard: readonly string[];
}

/** The toy machine. */
export type ToyMachine = BattleMachine<ToyGame, ToyBattle, ToyPiece, string>;

/** A toy piece as a test lists it: id, kind, side, hex, power, hits already taken. */
export type ToyPieceSpec = readonly [id: string, kind: ToyKind, side: BattleSide, hex: string | null, power: number, hits?: number];

const HEXES = ['1', '2', '3', '4', '5', '6', '7'];

function at(battle: ToyBattle, hex: number): ToyPiece | undefined {
  return battle.pieces.find((p) => p.hex === String(hex));
}

/** The living enemies `d` hexes from a piece. */
function enemiesAt(battle: ToyBattle, piece: ToyPiece, d: number): ToyPiece[] {
  if (piece.hex === null) return [];
  const h = Number(piece.hex);
  return [h - d, h + d].map((x) => at(battle, x)).filter((p): p is ToyPiece => p !== undefined && p.side !== piece.side && !p.slain);
}

/** The toy's rules as hooks; a test overrides those it looks at. */
export function toyHooks(over: Partial<BattleFlowHooks<ToyGame, ToyBattle, ToyPiece, string>> = {}): BattleFlowHooks<ToyGame, ToyBattle, ToyPiece, string> {
  return {
    battle: (s) => s.battle,
    withBattle: (s, battle) => ({ ...s, battle }),
    rng: (s) => s.rng,
    withRng: (s, rng) => ({ ...s, rng }),
    events: {
      phase: (round, active, phase) => `${round} ${active} ${phase}`,
      move: (p, to) => `move ${p.id} ${p.hex ?? '-'}>${to}`,
      strike: (p, target, dice, strikeNumber, hits, range) => `strike ${p.id} ${target} ${dice.length}d${strikeNumber} ${hits}${range ? ' range' : ''}`,
      carry: (piece, target, hits) => `carry ${piece} ${target} ${hits}`,
      damage: (p, hits) => `damage ${p.id} ${hits}`,
      slain: (p, by) => `slain ${p.id} by ${by ?? '-'}`,
      removed: (pieces, cause) => `removed ${pieces.join(',')} ${cause}`,
    },
    nameOf: (p) => p.kind,
    moves: (_s, b, p) => {
      if (p.hex === null) return (p.side === 'defender' ? ['1', '2'] : ['7', '6']).filter((h) => !b.pieces.some((q) => q.hex === h));
      if (enemiesAt(b, p, 1).length > 0) return [];
      const h = Number(p.hex);
      return [String(h - 1), String(h + 1)].filter((x) => HEXES.includes(x) && !b.pieces.some((q) => q.hex === x));
    },
    targets: (_s, b, p) => {
      const near = enemiesAt(b, p, 1);
      if (near.length > 0 || p.kind !== 'archer') return near.map((t) => ({ target: t.id, rangestrike: false }));
      return enemiesAt(b, p, 2).map((t) => ({ target: t.id, rangestrike: true }));
    },
    choices: (_s, b, striker, target) => {
      const p = b.pieces.find((q) => q.id === striker)!;
      const near = enemiesAt(b, p, 1);
      const others = (near.length > 0 ? near : enemiesAt(b, p, 2)).filter((t) => t.id !== target).map((t) => t.id);
      return [{ dice: p.kind === 'weak' ? 1 : p.power, strikeNumber: p.kind === 'fair' ? 4 : 1, carryTargets: others }];
    },
    inContact: (_s, b, p) => enemiesAt(b, p, 1).length > 0,
    phaseDamage: () => 0,
    firstMover: () => 'defender',
    lastRound: () => 7,
    mustEnter: () => [],
    leftOut: (s, b) => ({ state: s, lost: b.pieces.filter((p) => p.side === b.active && p.hex === null) }),
    endsBattle: (_s, lost) => lost.some((p) => p.master),
    end: (s, ending) => ({ ...s, battle: null, ended: ending }),
    removed: (s, lost, cause: LossCause) => ({ ...s, lost: [...s.lost, ...lost.map((p) => `${p.id} ${cause}`)] }),
    strikebackSlainLeaveAtOnce: false,
    legionOf: (_s, p) => p.legion ?? p.side,
    ...over,
  };
}

/** A toy machine with some of its rules changed. */
export function toyMachine(over: Partial<BattleFlowHooks<ToyGame, ToyBattle, ToyPiece, string>> = {}): ToyMachine {
  return createBattleMachine(toyHooks(over));
}

/** A toy piece from its spec (a master if its id ends in "m", of the other legion if it ends in "x"). */
export function toyPiece([id, kind, side, hex, power, hits = 0]: ToyPieceSpec): ToyPiece {
  const legion = id.endsWith('x') ? (side === 'attacker' ? 'defender' : 'attacker') : null;
  return { id, kind, side, hex, hits, power, moved: false, struck: false, mustStrike: false, slain: false, master: id.endsWith('m'), legion };
}

/** A toy game whose battle is at the start of `active`'s maneuver in `round`, begun by the machine. */
export function toyGame(machine: ToyMachine, pieces: readonly ToyPieceSpec[], active: BattleSide = 'defender', round = 1, events: string[] = []): ToyGame {
  const battle: ToyBattle = { round, active, phase: 'maneuver', pieces: pieces.map(toyPiece), carry: null };
  return machine.startManeuver({ battle, rng: seedRng(7), lost: [], ended: null, heard: [] }, events);
}

/** The battle of a toy game still being fought. */
export function battleOf(game: ToyGame): ToyBattle {
  if (!game.battle) throw new Error('the toy battle is over');
  return game.battle;
}

/** A piece of the toy battle. */
export function pieceOf(game: ToyGame, id: string): ToyPiece {
  const piece = battleOf(game).pieces.find((p) => p.id === id);
  if (!piece) throw new Error(`no toy piece ${id}`);
  return piece;
}

/** The next state of a step the test expects to be allowed. */
export function allowed(step: ToyGame | { readonly code: string; readonly message: string }): ToyGame {
  if ('code' in step) throw new Error(`refused: ${step.code}: ${step.message}`);
  return step;
}
