// Hard's guard of its Titan legion in movement (`ai/master/move.ts` `titanGuard`), three cases below. First: it reads
// the enemies' reach of the land it moves to from the board after its move (issue 22, the lone Titan slain after a
// won defence): an enemy legion may then pass the land it left and stop where it stands now.
// Seen in play (seeds 3 and 15 of `tournament --seats hard,normal --seed 1`): a lone Titan moved to a land it
// rated out of every enemy's reach because its own legion, still on its old land, blocked the enemy's path there.
// Position as data: two players, everything revealed; the mover's Titan legion (Titan, 2 Ogres) on land 2 (Woods), a
// strong enemy legion next to it on land 1, which reaches land 2 with any roll; the roll 5 takes the Titan legion to
// land 7 (Desert, through which the enemy's path from land 1 runs once land 2 is empty: it can reach it next turn) or
// land 11 (Woods, out of its reach either way).
import { describe, expect, it } from 'vitest';
import { decide } from '../../ai/decide.js';
import { legalActions, viewFor } from '../../engine/titan/index.js';
import { normalMoves } from '../../engine/titan/master/rules.js';
import type { GameState, LegionState } from '../../engine/titan/state.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { legion, movePosition, must } from './helpers.js';

describe("Hard's Titan legion weighs the enemy's reach of its new land with itself standing there", () => {
  const { state, mover } = movePosition(5, (m, o) => [
    legion(`${m.slice(0, 2)}01`, m, 2, ['Titan', 'Ogre', 'Ogre']),
    { ...legion(`${m.slice(0, 2)}02`, m, 600, ['Angel', 'Ogre']), moved: true } satisfies LegionState,
    legion(`${o.slice(0, 2)}01`, o, 1, ['Troll', 'Troll', 'Ranger', 'Ranger', 'Wyvern']),
    legion(`${o.slice(0, 2)}02`, o, 100, ['Titan', 'Gargoyle']),
  ]);
  const titanLegion = `${mover.slice(0, 2)}01`;
  it('flees to land 11, out of the enemy legion’s reach, not to land 7 on its path', () => {
    const legal = legalActions(state, mover);
    expect(legal.filter((a) => a.type === 'move' && a.marker === titanLegion).map((a) => (a.type === 'move' ? a.to : null)).sort()).toEqual([11, 7]);
    const chosen = decide({ view: viewFor(state, mover), legal, events: [], level: 'hard', rngSeed: 9 });
    expect(chosen).toMatchObject({ type: 'move', marker: titanLegion, to: 11 });
  });
});

// Hard does not pull away the legion that shields its Titan legion (issue 22, seeds 18 and 24 of `tournament --seats
// hard,normal --seed 1`: a legion left the land on the enemy's only path, §7.1 — a legion stops on the first land
// holding an enemy — and the enemy's next move engaged the Titan legion). Position as data: the mover's Titan legion
// (Titan, 2 Ogres, Centaur), moved this turn to land 102, a Gargoyle and a Centaur on land 104, a full enemy Titan
// legion of monsters on land 107, whose way to land 102 runs through land 104; the mover's other legion has moved too,
// so the phase may end. With a roll of 3 to 6 the shielding legion may step out of the monsters' reach, as Normal does.
describe("Hard keeps its Titan legion shielded through its whole Movement Phase (§7.1)", () => {
  const variant = getVariant('titan');
  const enemyLands = (state: GameState, mover: string): Set<number> => {
    const board = Object.values(state.legions).map((l) => ({ marker: l.marker, owner: l.owner, land: l.land, creatures: l.creatures, moved: false }));
    const enemy = Object.values(state.legions).find((l) => l.owner !== mover)?.marker ?? '';
    return new Set([1, 2, 3, 4, 5, 6].flatMap((roll) => normalMoves(variant, board, enemy, roll, []).map((t) => t.land)));
  };
  for (const roll of [3, 4, 5, 6]) {
    it(`with a roll of ${roll}, ends its phase with its Titan legion still out of the monsters' reach`, () => {
      const { state, mover } = movePosition(roll, (m, o) => [
        legion(`${m.slice(0, 2)}01`, m, 102, ['Titan', 'Ogre', 'Ogre', 'Centaur'], 'Bottom'),
        legion(`${m.slice(0, 2)}02`, m, 104, ['Gargoyle', 'Centaur']),
        legion(`${m.slice(0, 2)}03`, m, 200, ['Angel', 'Ogre'], 'Bottom'),
        legion(`${o.slice(0, 2)}01`, o, 107, ['Titan', 'Behemoth', 'Behemoth', 'Serpent', 'Hydra', 'Colossus', 'Giant']),
      ]);
      const titanLegion = `${mover.slice(0, 2)}01`;
      const shield = `${mover.slice(0, 2)}02`;
      // the position is as described: shielded now, open without the shield, and the shield may leave
      expect(enemyLands(state, mover).has(102)).toBe(false);
      const { [shield]: _gone, ...unshielded } = state.legions;
      expect(enemyLands({ ...state, legions: unshielded }, mover).has(102)).toBe(true);
      expect(legalActions(state, mover).some((a) => a.type === 'move' && a.marker === shield)).toBe(true);
      let s = state;
      for (let i = 0; i < 10 && s.phase === 'move' && s.players[s.active]?.id === mover; i++) {
        s = must(s, decide({ view: viewFor(s, mover), legal: legalActions(s, mover), events: [], level: 'hard', rngSeed: 9 + i })).state;
      }
      expect(s.phase).not.toBe('move');
      expect(s.legions[titanLegion]?.land).toBe(102);
      expect(enemyLands(s, mover).has(102)).toBe(false);
    });
  }
});

// Hard weighs where its Titan legion stands after a battle it wins (issue 22, seed 5 of `tournament --seats hard,normal
// --seed 1`, round 20: its Titan legion — Titan, Troll, Cyclops, 2 Behemoths — attacked 3 Centaurs on land 138, lost
// both Behemoths winning, and was attacked there the next turn by the Ogre, 2 Trolls and Minotaur from land 39; its
// Titan fell). The position of that turn as data, the game's default information (`revealed`; the seat remembers
// nothing, so the enemies' contents are guessed from their heights), scores 24 and 201, a roll of 5. Without the
// threat to the weakened winner, Hard's Titan legion makes that attack (its last move of the phase); with it, it stays.
describe("Hard's Titan legion weighs the enemies' reach of the land where it would win a battle", () => {
  const { state, mover } = movePosition(5, (m, o) => {
    const mine = (n: string, land: number, c: string[]): LegionState => legion(`${m.slice(0, 2)}${n}`, m, land, c);
    const theirs = (n: string, land: number, c: string[]): LegionState => legion(`${o.slice(0, 2)}${n}`, o, land, c);
    return [
      mine('01', 40, ['Titan', 'Troll', 'Cyclops', 'Behemoth', 'Behemoth']),
      mine('02', 33, ['Gargoyle', 'Cyclops', 'Cyclops', 'Cyclops', 'Cyclops', 'Behemoth']),
      mine('04', 24, ['Gargoyle', 'Gargoyle', 'Cyclops', 'Cyclops', 'Cyclops']),
      theirs('01', 137, ['Titan', 'Troll', 'Troll', 'Warbear', 'Warbear', 'Troll']),
      theirs('02', 108, ['Cyclops', 'Cyclops', 'Cyclops', 'Behemoth', 'Behemoth', 'Serpent']),
      theirs('03', 39, ['Ogre', 'Troll', 'Troll', 'Minotaur']),
      theirs('04', 138, ['Centaur', 'Centaur', 'Centaur']),
      theirs('05', 115, ['Troll', 'Troll', 'Angel', 'Angel']),
      theirs('06', 5000, ['Ogre', 'Ogre']),
    ];
  });
  const game: GameState = { ...state, round: 20, options: { ...state.options, infoMode: 'revealed' }, players: state.players.map((p) => ({ ...p, score: p.id === mover ? 24 : 201 })) };
  const titanLegion = `${mover.slice(0, 2)}01`;
  it('keeps its Titan legion off the 3 Centaurs on land 138 through its whole Movement Phase', () => {
    expect(legalActions(game, mover).some((a) => a.type === 'move' && a.marker === titanLegion && a.to === 138)).toBe(true);
    let s = game;
    const made: string[] = [];
    for (let i = 0; i < 15 && s.phase === 'move' && s.players[s.active]?.id === mover; i++) {
      const chosen = decide({ view: viewFor(s, mover), legal: legalActions(s, mover), events: [], level: 'hard', rngSeed: 9 + i });
      if (chosen.type === 'move') made.push(`${chosen.marker}>${chosen.to}`);
      s = must(s, chosen).state;
    }
    expect(s.phase).not.toBe('move');
    expect(made.length).toBeGreaterThan(0);
    expect(made.filter((m) => m.startsWith(titanLegion))).toEqual([]);
  });
});
