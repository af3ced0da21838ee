// The battle AI's remembered answers (ai/battle/memo.ts, the Titan left unscored by moves far from him, the scores a
// plan's step takes over from the step before) are those the rules and the scoring give afresh: positions as data,
// every move of the side to act checked.
import { describe, expect, it } from 'vitest';
import { battleRange, hexNeighbour, legalMoves, type BattlePosition, type PieceLike } from '../../engine/family/battle/rules.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import { moveGain, pieceScore, withMove } from '../../ai/battle/maneuver.js';
import { completeManeuver } from '../../ai/battle/plan.js';
import { movesAfterEntry, once, remember } from '../../ai/battle/memo.js';
import { battle, withPieces } from './battle-positions.js';

const STYLE = { tactical: true, caution: 1 };

/** Round 1, the defender's Titan legion (first to maneuver) still off the board: every piece enters. */
function entering(): BattlePosition {
  const b = battle(['Ogre', 'Ogre', 'Centaur'], ['Titan', 'Ogre', 'Ogre', 'Centaur', 'Gargoyle', 'Troll', 'Cyclops'], 'Plains');
  return battlePosition(b.state);
}

/** Round 3, the attacker's Titan on the board, four of his pieces around him and a Troll farther off, Cyclopes two hexes off; `ranger`: the defender has a
 * Warlock in reach of him (a Ranger's rangestrikes do not touch a Lord, §12.6; a Warlock's magic missiles do). */
function titanOnBoard(ranger: boolean): BattlePosition {
  const b = battle(['Titan', 'Ogre', 'Ogre', 'Centaur', 'Gargoyle', 'Troll'], ['Cyclops', 'Cyclops', ranger ? 'Warlock' : 'Troll'], 'Plains');
  const hexes: Record<string, string> = { a1: 'C2', a2: 'B2', a3: 'C3', a4: 'D2', a5: 'C1', a6: 'A3', d1: 'E2', d2: 'D4', d3: 'C5' };
  return battlePosition(withPieces(b.state, (p) => (hexes[p.id] ? { hex: hexes[p.id], startHex: hexes[p.id] } : null), { round: 3, active: 'attacker' }));
}

/** Round 3 on the Plains, the attacker's wounded Titan in the corner behind his Serpents, three Cyclopes across the
 * board: the enemies' ways to him run past the pieces that may move (seen in Hard v Normal, seed 2 of the tournament). */
function titanInCorner(): BattlePosition {
  const b = battle(['Titan', 'Behemoth', 'Behemoth', 'Serpent', 'Cyclops', 'Serpent'], ['Cyclops', 'Cyclops', 'Cyclops'], 'Plains');
  const hexes: Record<string, string> = { a1: 'F1', a2: 'B1', a3: 'F2', a4: 'E1', a5: 'F4', a6: 'E2', d1: 'A1', d2: 'A3', d3: 'A2' };
  const moved = new Set(['a2', 'a3']);
  const start = withPieces(b.state, (p) => (hexes[p.id] ? { hex: hexes[p.id], startHex: hexes[p.id], hits: p.id === 'a1' ? 5 : 0, moved: moved.has(p.id) } : null), { round: 3, active: 'attacker' });
  return battlePosition(start);
}

function piece(pos: BattlePosition, id: string): PieceLike {
  const p = pos.pieces.find((x) => x.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p;
}

describe('the battle AI remembers only what the rules would answer again', () => {
  it('the moves of a waiting piece after another entered are those legalMoves gives, whichever piece entered there', () => {
    const pos = entering();
    remember(pos, STYLE, 1);
    let checked = 0;
    for (const mover of pos.pieces.filter((p) => p.side === pos.active)) {
      for (const to of legalMoves(pos, mover.id)) {
        const next = withMove(pos, mover.id, to);
        for (const w of next.pieces.filter((p) => p.side === pos.active && p.hex === null)) {
          expect(movesAfterEntry(pos, next, w, to)).toEqual(legalMoves(next, w.id));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('an answer kept by position content is given to an equal position built anew, and not to another', () => {
    const a = titanOnBoard(false);
    const b = titanOnBoard(false);
    const c = titanOnBoard(true);
    expect(once(a, 'test', () => 'a')).toBe('a');
    expect(once(b, 'test', () => 'b')).toBe('a');
    expect(once(c, 'test', () => 'c')).toBe('c');
  });

  it.each([false, true])("a Titan's score changes only by moves beside him or with an enemy rangestriker in reach (Warlock: %s)", (ranger) => {
    const pos = titanOnBoard(ranger);
    const titan = piece(pos, 'a1');
    const near = (from: string | null, to: string): boolean => [0, 1, 2, 3, 4, 5].some((s) => {
      const n = hexNeighbour(titan.hex as string, s);
      return n !== null && (n === from || n === to);
    });
    const rangerInReach = pos.pieces.some((r) => r.side === 'defender' && r.hex !== null && pos.creatures[r.creature]?.rangestrikes && battleRange(r.hex, titan.hex as string) <= 2 * (pos.creatures[r.creature]?.skill ?? 0) + 2);
    expect(rangerInReach).toBe(ranger);
    const before = pieceScore(pos, titan, STYLE, 2);
    let changed = 0;
    let far = 0;
    for (const mover of pos.pieces.filter((p) => p.side === 'attacker' && p.id !== titan.id)) {
      for (const to of legalMoves(pos, mover.id)) {
        const next = withMove(pos, mover.id, to);
        const after = pieceScore(next, piece(next, titan.id), STYLE, 2);
        if (!near(mover.hex, to)) far++;
        if (after !== before) {
          changed++;
          expect(near(mover.hex, to) || rangerInReach).toBe(true);
        }
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(0);
  });

  const GUARD = { ...STYLE, guardTitan: true };
  it.each([
    ['entering', entering, 1, STYLE],
    ['Titan on the board', () => titanOnBoard(false), 2, STYLE],
    ['Titan on the board, a Warlock in reach', () => titanOnBoard(true), 2, STYLE],
    // a guarded Titan's exposure reads the enemies' ways to him two maneuvers out (guardTitan), past any piece's move
    ['entering, the Titan guarded', entering, 1, GUARD],
    ['Titan on the board, guarded', () => titanOnBoard(false), 2, GUARD],
    ['Titan in a corner, guarded', titanInCorner, 7.1, GUARD],
  ] as const)("a plan's next step takes over only the scores its move left as they were (%s)", (_, build, aggr, style) => {
    const pos = build();
    const side = pos.active;
    const moves = (p: BattlePosition): [string, string][] => p.pieces.filter((x) => x.side === side && !x.moved && !x.slain).flatMap((x) => legalMoves(p, x.id).map((to): [string, string] => [x.id, to]));
    let checked = 0;
    let differ = 0;
    for (const [id, to] of moves(pos)) {
      remember(pos, style, aggr);
      for (const [x, h] of moves(pos)) moveGain(pos, x, h, style, aggr);
      const next = withMove(pos, id, to);
      remember(next, style, aggr, { pos, made: { id, from: piece(pos, id).hex, to } });
      for (const [x, h] of moves(next)) {
        const kept = moveGain(next, x, h, style, aggr);
        // the same position unremembered: every score worked out afresh
        const fresh = moveGain({ ...next }, x, h, style, aggr);
        expect(kept).toBe(fresh);
        if (kept !== moveGain(pos, x, h, style, aggr)) differ++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(differ).toBeGreaterThan(0);
  });

  // The greedy steps of a plan are kept by the position's content for every seat and game a process plays: a step
  // weighed in one style must not answer another. Hard (guardTitan) and Normal once shared them, and a tournament
  // game's result then hung on the games its worker thread had played before (issue 22: results repeat by seed).
  it('a plan completed in one style is not handed to another style asking of the same position', () => {
    const desert = (prefix: string): BattlePosition => {
      const b = battle(['Angel', 'Troll', 'Troll', 'Cyclops', 'Cyclops', 'Centaur'], ['Titan', 'Centaur', 'Centaur', 'Ogre', 'Ogre', 'Gargoyle'], 'Desert');
      const pos = battlePosition(b.state);
      return { ...pos, pieces: pos.pieces.map((p) => ({ ...p, id: prefix + p.id })) };
    };
    const placed = (pos: BattlePosition): string[] => pos.pieces.map((p) => `${p.creature}@${p.hex ?? '-'}`);
    // asked first of a position of its own (its pieces renamed: a content no plan has met), then after the other style
    const alone = { normal: placed(completeManeuver(desert('n'), 'defender', STYLE, 1)), guard: placed(completeManeuver(desert('g'), 'defender', GUARD, 1)) };
    expect(alone.guard).not.toEqual(alone.normal);
    completeManeuver(desert('s'), 'defender', STYLE, 1);
    expect(placed(completeManeuver(desert('s'), 'defender', GUARD, 1))).toEqual(alone.guard);
    completeManeuver(desert('t'), 'defender', GUARD, 1);
    expect(placed(completeManeuver(desert('t'), 'defender', STYLE, 1))).toEqual(alone.normal);
  });
});
