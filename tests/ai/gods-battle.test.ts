// The Gods of Titan Normal AI fights its battles with the family's battle mind (issue 22 item 3): positions as data,
// each a blunder of the former Gods battle AI (every piece walked to the nearest enemy) that the shared tactics do
// not make — a rangestriker left where stronger melee reaches it, a wounded Master left in reach, a piece walked into
// a hazard that hurts it, an attacker holding back in the last round until the battle times out (11.7). Each plays
// one side's whole maneuver by the Normal AI (its view and legal actions only) and reads where its pieces stand.
import { describe, expect, it } from 'vitest';
import { battleRange, legalMoves } from '../../engine/family/battle/rules.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import { applyGodsBattleAction, godsBattleLegalActions, godsBattleView, type GodsBattleState, type GodsOwner, type GodsSide } from '../../engine/gods/battle/index.js';
import { positionOf } from '../../engine/gods/battle/position.js';
import type { GodsAction } from '../../engine/gods/actions.js';
import type { GodsView } from '../../engine/gods/view.js';
import { battleDecision } from '../../ai/gods/battle.js';
import { at, done, land, play, seat, type PieceSpec } from '../gods/battle-helpers.js';

/** A seat's view as far as the battle AI reads it: the viewer and its battle (10.8.4: a side sees the battle whole). */
function viewOf(battle: GodsBattleState, player: string): GodsView {
  return { viewer: player, engagement: { battle: godsBattleView(battle, player) }, legions: [] } as unknown as GodsView;
}

/** `side`'s whole maneuver played by the Normal AI from `pieces` in `round`: the battle as the maneuver ends. */
function maneuver(pieces: readonly PieceSpec[], side: GodsSide, round: number, hexes = land(), owners?: [GodsOwner, GodsOwner]): GodsBattleState {
  let s = at(pieces, { round, active: side, land: hexes, owners });
  const player = seat(side);
  for (let i = 0; i < 30 && s.phase === 'maneuver' && s.active === side; i++) {
    const legal = godsBattleLegalActions(s, player).map(({ player: _p, ...move }) => ({ type: 'battle', move, player, stateId: 0 }) as GodsAction);
    const chosen = battleDecision(viewOf(s, player), legal, []);
    if (chosen?.type !== 'battle') throw new Error('no battle decision');
    const r = applyGodsBattleAction(s, { ...chosen.move, player } as Parameters<typeof applyGodsBattleAction>[1]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function hexOf(s: GodsBattleState, id: string): string {
  const hex = s.pieces.find((p) => p.id === id)?.hex;
  if (!hex) throw new Error(`${id} is not on the battleland`);
  return hex;
}

/** The answer the Normal AI gives for the Basilisk d1 (A11) to an Ogre's strike rolled at it and held with `hits`
 * hits, the Basilisk carrying `wounds` already: true to turn to stone. */
function stoneCold(hits: number, wounds: number): boolean {
  const striking = play(at([['Ogre', 'attacker', 'C3'], ['Basilisk', 'defender', 'C4', wounds]], { active: 'attacker' }), done('attacker')).state;
  const held = { striker: 'a1', target: 'd1', hits, strikeNumber: 4, dice: 6, carryTargets: [], rangestrike: false };
  const s: GodsBattleState = {
    ...striking,
    addons: { ...striking.addons, abilities: { used: [], feared: [], drained: [], announced: [], frenzied: [], petrified: [], trees: [], riders: [], held } },
  };
  const legal = godsBattleLegalActions(s, seat('defender')).map(({ player: _p, ...move }) => ({ type: 'battle', move, player: seat('defender'), stateId: 0 }) as GodsAction);
  const chosen = battleDecision(viewOf(s, seat('defender')), legal, []);
  if (chosen?.type !== 'battle' || chosen.move.type !== 'stoneCold') throw new Error('no answer for the Basilisk');
  return chosen.move.petrify;
}

/** Whether `enemy` stands next to `piece` or may walk next to it in its side's next maneuver. */
function inReach(s: GodsBattleState, enemy: string, piece: string): boolean {
  const side = s.pieces.find((p) => p.id === enemy)?.side ?? 'attacker';
  const next = positionOf({ ...s, active: side, pieces: s.pieces.map((p) => ({ ...p, moved: false })) });
  const target = hexOf(s, piece);
  return [hexOf(s, enemy), ...legalMoves(next, enemy)].some((h) => battleRange(h, target) === 2);
}

/** The hexes beside `piece` not held by its own side (where an enemy could step in next to it). */
function openSides(s: GodsBattleState, piece: string): string[] {
  const p = s.pieces.find((x) => x.id === piece);
  return HEX_LABELS.filter((h) => battleRange(h, hexOf(s, piece)) === 2 && !s.pieces.some((x) => x.hex === h && x.side === p?.side && !x.slain));
}

describe('Gods of Titan Normal AI in battle: the family battle mind (issue 22)', () => {
  it('a defending Minotaur (a rangestriker) steps out of the reach of an attacking Serpent', () => {
    const pieces: PieceSpec[] = [['Minotaur', 'defender', 'D4'], ['Centaur', 'defender', 'D5'], ['Serpent', 'attacker', 'D2'], ['Ogre', 'attacker', 'B1']];
    expect(inReach(at(pieces), 'a1', 'd1')).toBe(true);
    const s = maneuver(pieces, 'defender', 2);
    expect(inReach(s, 'a1', 'd1')).toBe(false);
  });

  it('a wounded attacking Titan steps back out of the reach of a Serpent and a Troll', () => {
    const pieces: PieceSpec[] = [['Titan', 'attacker', 'D3', 4], ['Ogre', 'attacker', 'C1'], ['Serpent', 'defender', 'D5'], ['Troll', 'defender', 'E4']];
    const before = at(pieces);
    expect(inReach(before, 'd1', 'a1') || inReach(before, 'd2', 'a1')).toBe(true);
    const s = maneuver(pieces, 'attacker', 2);
    expect(inReach(s, 'd1', 'a1')).toBe(false);
    expect(inReach(s, 'd2', 'a1')).toBe(false);
  });

  it('a Warbear closes with a Centaur on plain ground, not through the Drift next to it that would hurt it', () => {
    const drift = land({ C3: { hazard: 'Drift' } });
    const s = maneuver([['Warbear', 'attacker', 'D2'], ['Centaur', 'defender', 'D4']], 'attacker', 2, drift);
    expect(hexOf(s, 'a1')).not.toBe('C3');
    expect(battleRange(hexOf(s, 'a1'), 'D4')).toBe(2);
  });

  it('in the last round the attacker closes with the last defender instead of keeping its rangestriker off', () => {
    const s = maneuver([['Minotaur', 'attacker', 'D2'], ['Ogre', 'attacker', 'E1'], ['Centaur', 'defender', 'D4']], 'attacker', 7);
    expect(battleRange(hexOf(s, 'a1'), 'D4')).toBe(2);
    expect(battleRange(hexOf(s, 'a2'), 'D4')).toBe(2);
  });

  it('24.7: a defending Titan enters behind a closed screen, the Darklord\'s legion waiting to enter (the Desert of the all-Normal games)', () => {
    // the first battle of most all-Normal 4-player games of seeds 7500–7539 (round 13): the one-at-a-time maneuver put
    // a Cyclops on D6 and the Titan last on F4, E4 and F3 open, where the Chimera struck him down in the second round
    const sand = Object.fromEntries(['A1', 'A2', 'B2', 'D1', 'D4', 'D5', 'D6', 'E1', 'E4', 'E5', 'F4'].map((h) => [h, { hazard: 'Sand' }]));
    const darklord: PieceSpec[] = ['Plaque', 'Plaque', 'Chimera', 'Warlock', 'Tombdigger', 'Tombdigger', 'Tombdigger'].map((n) => [n, 'attacker', null]);
    const titan: PieceSpec[] = ['Titan', 'Cyclops', 'Warbear', 'Behemoth', 'Cyclops'].map((n) => [n, 'defender', null]);
    const s = maneuver([...darklord, ...titan], 'defender', 1, land(sand), ['black', 'green']);
    expect(openSides(s, 'd1')).toEqual([]);
  });

  it('a Basilisk takes a one-hit roll it can answer with its own strike on the Ogre, and turns to stone under a roll that would slay it', () => {
    expect(stoneCold(1, 0)).toBe(false);
    expect(stoneCold(4, 7)).toBe(true);
  });
});
