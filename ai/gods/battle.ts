// The Gods of Titan AI in battle (rules 11–15): enter every character, advance on the enemy when attacking (the
// attacker loses on time, 11.7) or when stronger and hold otherwise, rangestrikers keeping their distance; strike
// with the best expected value, carry to the best target, cast a spell or use an ability that harms an enemy (a
// simple value rule), and take a victory offered by a concession.
import { hexIndex, rangeByIndex } from '../../engine/family/battle/grid.js';
import { canonicalJson } from '../../engine/platform/hash.js';
import { godsCharacter } from '../../engine/gods/data/characters.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsAddonMove, GodsBattlePiece, GodsSide } from '../../engine/gods/battle/index.js';
import type { GodsBattleView } from '../../engine/gods/engagement/view.js';
import type { GodsView } from '../../engine/gods/view.js';
import { hitsWorth, pieceWorth, strikeWorth } from './strike.js';

type BattleAction = Extract<GodsAction, { type: 'battle' }>;
type BattleMove = BattleAction['move'];

/** A rangestriker's best range to its nearest enemy (14: in reach, out of contact; range counts both hexes). */
const RANGESTRIKE_RANGE = 3;
/** The side that advances: it outweighs the other this much (the attacker always does). */
const ADVANCE_RATIO = 1.2;
/** Painchain (15.6): the dice the AI rolls first. */
const CHAIN_DICE = 3;

/** The living pieces of a side on the battleland. */
function onBoard(battle: GodsBattleView, side: GodsSide | 'other', mine: GodsSide): GodsBattlePiece[] {
  const want = side === 'other' ? (mine === 'attacker' ? 'defender' : 'attacker') : side;
  return battle.pieces.filter((p) => p.side === want && p.hex !== null && !p.slain);
}

/** How good a hex is for a piece: entering first, then near (or, for a rangestriker, in range of) the enemy. */
function hexWorth(battle: GodsBattleView, piece: GodsBattlePiece, hex: string, side: GodsSide, advance: boolean): number {
  if (!advance) return 0;
  const enemies = onBoard(battle, 'other', side);
  if (enemies.length === 0) return 0;
  const at = hexIndex(hex);
  const nearest = Math.min(...enemies.map((e) => rangeByIndex(at, hexIndex(e.hex!))));
  const ranged = godsCharacter(piece.name)?.rangestrikes ?? false;
  return ranged ? -Math.abs(nearest - RANGESTRIKE_RANGE) : -nearest;
}

/** The best maneuver, or `done` when no move improves on standing. */
function maneuver(battle: GodsBattleView, side: GodsSide, moves: readonly BattleMove[]): BattleMove | null {
  const strength = (s: GodsSide | 'other'): number => onBoard(battle, s, side).reduce((n, p) => n + pieceWorth(p), 0)
    + (s === side ? battle.pieces.filter((p) => p.side === side && p.hex === null).reduce((n, p) => n + pieceWorth(p), 0) : 0);
  const advance = side === 'attacker' || strength(side) >= strength('other') * ADVANCE_RATIO;
  let best: { m: BattleMove; gain: number } | null = null;
  for (const m of moves) {
    if (m.type !== 'move') continue;
    const piece = battle.pieces.find((p) => p.id === m.piece);
    if (!piece) continue;
    const stay = piece.hex === null ? -100 : hexWorth(battle, piece, piece.hex, side, advance);
    const gain = hexWorth(battle, piece, m.to, side, advance) - stay;
    if (!best || gain > best.gain) best = { m, gain };
  }
  const done = moves.find((m) => m.type === 'done');
  return best && (best.gain > 0 || !done) ? best.m : (done ?? null);
}

/** What a spell or ability action is worth by a simple rule (0: not taken): harm to the enemy it names. */
function addonWorth(battle: GodsBattleView, side: GodsSide, m: GodsAddonMove): number {
  const value = (id: string | undefined): number => {
    const p = battle.pieces.find((x) => x.id === id);
    return p ? pieceWorth(p) : 0;
  };
  const enemy = (id: string | undefined): boolean => battle.pieces.some((p) => p.id === id && p.side !== side);
  switch (m.type) {
    case 'useAbility':
      return enemy(m.target) ? value(m.target) / 2 : 0;
    case 'painchainLink':
      return value(m.target);
    case 'castSpell':
      switch (GODS_SPELLS[m.spell]?.effect.kind) {
        case 'mass-strike':
        case 'slay-level':
          return 10;
        case 'enslave':
          return value(m.piece);
        case 'chain-strike':
          return m.dice === CHAIN_DICE ? value(m.piece) : 0;
        case 'shield':
          return value(m.piece) / 4;
        default:
          return 0;
      }
    default:
      return 0;
  }
}

/** The battle's own move types (every other battle move is an add-on's). */
const CORE_MOVES: ReadonlySet<string> = new Set<BattleMove['type']>(['move', 'strike', 'carry', 'done', 'concede', 'accept-concession']);

/** Whether a battle move is an add-on's (a spell, an ability, a reinforcement, a summoning). */
function isAddonMove(m: BattleMove): m is Extract<BattleMove, GodsAddonMove> {
  return !CORE_MOVES.has(m.type);
}

/** The key the AI remembers an add-on move by (so that one still listed after it is made is not made again). */
export function addonKey(m: BattleMove): string | null {
  return isAddonMove(m) ? canonicalJson(m) : null;
}

/** The battle decision, or null to leave it to the safe default. `tried`: add-on moves already made this step. */
export function battleDecision(view: GodsView, legal: readonly GodsAction[], tried: readonly string[]): GodsAction | null {
  const battle = view.engagement?.battle;
  if (!battle || !view.viewer) return null;
  const side: GodsSide = battle.players.attacker === view.viewer ? 'attacker' : 'defender';
  const entries = legal.filter((a): a is BattleAction => a.type === 'battle');
  const moves = entries.map((a) => a.move);
  const pick = (m: BattleMove | null): GodsAction | null => (m ? (entries.find((a) => a.move === m) ?? null) : null);
  const accept = moves.find((m) => m.type === 'accept-concession');
  if (accept) return pick(accept);
  let addon: { m: BattleMove; worth: number } | null = null;
  for (const m of moves) {
    if (!isAddonMove(m) || tried.includes(canonicalJson(m))) continue;
    const worth = addonWorth(battle, side, m);
    if (worth > 0 && (!addon || worth > addon.worth)) addon = { m, worth };
  }
  if (addon) return pick(addon.m);
  const carries = moves.filter((m): m is Extract<BattleMove, { type: 'carry' }> => m.type === 'carry');
  if (carries.length > 0) {
    const hits = battle.carry?.hits ?? 0;
    const scored = carries.map((m) => ({ m, worth: m.target === null ? 0 : hitsWorth(battle, m.target, hits) }));
    return pick(scored.reduce((a, b) => (b.worth > a.worth ? b : a)).m);
  }
  let strike: { m: BattleMove; worth: number } | null = null;
  for (const m of moves) {
    if (m.type !== 'strike') continue;
    const worth = strikeWorth(battle, m.target, m.dice, m.strikeNumber);
    if (!strike || worth > strike.worth) strike = { m, worth };
  }
  if (strike) return pick(strike.m);
  if (battle.phase === 'maneuver') return pick(maneuver(battle, side, moves));
  return pick(moves.find((m) => m.type === 'done') ?? null);
}
