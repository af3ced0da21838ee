// The masterboard rules Gods of Titan shares with TITAN (engine/family/board), on the Gods board: the lattice with lands
// of several cells (rules 8.5, 8.6), the sign rules of a first and a later step and the way-you-came rule (8.5, A31),
// the attacker's edge of an arrival with Gods' hook (11.2–11.5) — and the game's own move search following them.
import { describe, expect, it } from 'vitest';
import { chosenEdges } from '../../engine/family/board/entry-sides.js';
import { cellsOf, touchingLands, type BoardLand } from '../../engine/family/board/lattice.js';
import { firstStepSigns, laterStepSigns, turnsBack } from '../../engine/family/board/signs.js';
import { boardWays, type SignStep } from '../../engine/family/board/ways.js';
import { CITY, DUNGEON, edgeRuleOf } from '../../engine/gods/board.js';
import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';
import { GODS_BOARD, landsOfKind } from '../../engine/gods/movement/board-index.js';
import { chosenSides, entryFrom } from '../../engine/gods/movement/entry-sides.js';
import { legalMoves, movePath } from '../../engine/gods/movement/paths.js';
import type { GodsLandDef } from '../../engine/gods/types.js';
import { clearBoard, edit, place, started } from './game-helpers.js';

const land = (id: number): GodsLandDef => {
  const found = GODS_BOARD.byId.get(id);
  if (!found) throw new Error(`no land ${id}`);
  return found;
};
const WHIRLS = new Set(landsOfKind('whirl'));
const centre = (id: number): boolean => id === CITY || id === DUNGEON;

describe('rules 8.5, 8.6 the family lattice on the Gods board: lands of several cells', () => {
  it('rules 8.6 the City and the Dungeon are three cells each; every contact names the part on each side and is mirrored', () => {
    expect(cellsOf(land(CITY))).toHaveLength(3);
    expect(cellsOf(land(135))).toHaveLength(1);
    const contacts = touchingLands(GODS_MASTERBOARD);
    let mirrored = 0;
    for (const [id, list] of contacts) {
      for (const c of list) {
        expect(contacts.get(c.other)?.some((b) => b.other === id && b.part === c.otherPart && b.otherPart === c.part && b.side === (c.side + 3) % 6), `${id}–${c.other}`).toBe(true);
        mirrored++;
      }
    }
    expect(mirrored).toBeGreaterThan(300); // checked at least this many contacts
    // Each of the City's parts touches one Citytower and, by its two other long sides, the Dungeon.
    const city = contacts.get(CITY) ?? [];
    for (const part of [0, 1, 2]) expect(city.filter((c) => c.part === part).map((c) => (c.other === DUNGEON ? 'Dungeon' : land(c.other).kind)).sort()).toEqual(['Dungeon', 'Dungeon', 'citytower']);
  });
});

describe('rules 8.5 the family sign rules on the Gods board', () => {
  it('rules 8.5 a first step takes the Block alone where there is one (115: only to 106), else any sign; a later step the Triple Arrows', () => {
    expect(firstStepSigns(land(115).exits).map((e) => e.to)).toEqual([106]);
    expect(laterStepSigns(land(115).exits).map((e) => e.to)).toEqual([116]);
    expect(firstStepSigns(land(106).exits).map((e) => e.to)).toEqual([115, 201, 105]);
    expect(laterStepSigns(land(106).exits).map((e) => e.to)).toEqual([115, 201, 105]); // Arrows where no Triple Arrow
    expect(laterStepSigns(land(CITY).exits)).toEqual([]); // Arches only: the City is left by a first step alone
  });

  it('rules 8.5, A31 a side of a land of several cells is its part and its side: the way back is barred, the same side of another part is not', () => {
    // A land of two downward cells, (1,1) and (3,1), each with an Arrow out of its side 0 to the upward land above it.
    const cell = (x: number, y: number) => ({ x, y });
    const lands: BoardLand[] = [
      { id: 1, ...cell(1, 1), parts: [cell(1, 1), cell(3, 1)], labelSide: 1, exits: [{ to: 2, sign: 'ARROW', side: 0, part: 0 }, { to: 3, sign: 'ARROW', side: 0, part: 1 }] },
      { id: 2, ...cell(1, 0), labelSide: 0, exits: [{ to: 1, sign: 'ARROW', side: 3 }] },
      { id: 3, ...cell(3, 0), labelSide: 0, exits: [{ to: 1, sign: 'ARROW', side: 3 }] },
    ];
    const ways = boardWays(lands);
    const into = ways.get(2)?.any[0];
    expect(into).toMatchObject({ to: 1, inSide: 0, inPart: 0 });
    const on = (ways.get(1)?.later ?? []).filter((s) => !turnsBack(s, into?.inSide ?? -1, into?.inPart ?? 0)).map((s) => s.to);
    expect(on).toEqual([3]);
  });

  it('rules 8.5, 8.6, 9.2, A31 every path the game\'s move search takes follows the family\'s rules: first step, later steps, never back', () => {
    const board = edit(clearBoard(started(3)), (d) => {
      d.round = 11;
    });
    const walkers = [
      ...landsOfKind('land').map((id) => [id, ['Centaur']] as const),
      ...landsOfKind('coast').map((id) => [id, ['Whale']] as const),
      [CITY, ['Centaur']] as const,
    ];
    let paths = 0;
    let jumps = 0;
    for (const [start, names] of walkers) {
      const { state, marker } = place(board, 'red', start, names);
      const legion = state.legions.find((l) => l.marker === marker);
      if (!legion) throw new Error('no legion placed');
      for (const move of legalMoves(state, legion)) {
        const route = movePath(state, legion, move);
        expect(route, `${start} → ${move.to}`).not.toBeNull();
        const path = route?.path ?? [];
        let inSide = -1;
        let inPart = 0;
        let first = true;
        for (let i = centre(start) ? 1 : 0; i + 1 < path.length; i++) { // 8.6: the step out onto a gate is free
          const [here, next] = [path[i] ?? 0, path[i + 1] ?? 0];
          if (WHIRLS.has(here) && WHIRLS.has(next)) {
            [inSide, inPart] = [-1, 0]; // 9.2: on at once at another Whirl, by no side
            jumps++;
            continue;
          }
          const ways = GODS_BOARD.ways.get(here);
          const step: SignStep | undefined = (first ? ways?.first : ways?.later)?.find((s) => s.to === next && !turnsBack(s, inSide, inPart));
          expect(step, `${path.join(' ')}: ${here} → ${next}`).toBeDefined();
          [inSide, inPart, first] = [step?.inSide ?? -1, step?.inPart ?? 0, false];
        }
        paths++;
      }
    }
    expect(paths).toBeGreaterThan(3_000); // checked at least this many moves
    expect(jumps).toBeGreaterThan(10); // … some through the Whirls
  });
});

describe('rules 11.2–11.5 the family entry edges with Gods\' hook', () => {
  it('rules 11.2–11.5 the edge of every arrival by a sign is the board data\'s attackerEntry: Tower lands and Coasts Bottom, the centre none', () => {
    let checked = 0;
    for (const to of GODS_MASTERBOARD) {
      for (const from of GODS_MASTERBOARD) {
        const recorded = to.attackerEntry[String(from.id)] ?? undefined;
        expect(entryFrom(to.id, from.id) ?? null, `${from.id} → ${to.id}`).toBe(recorded ?? null);
        if (recorded) checked++;
      }
    }
    expect(checked).toBeGreaterThan(500); // checked at least this many arrivals
    expect(edgeRuleOf('tower')).toBe('Bottom');
    expect(edgeRuleOf('coast')).toBe('Bottom');
    expect(edgeRuleOf('city')).toBeNull();
    expect(edgeRuleOf('whirl')).toBeNull();
    expect(edgeRuleOf('land')).toBe('by-side');
  });

  it('rules 11.3–11.5 after a teleport any edge, but the fixed one of a Tower land or the Coast; into the City any', () => {
    expect(chosenSides(120)).toEqual(['Bottom']);
    expect(chosenSides(152)).toEqual(['Bottom']);
    expect(chosenSides(135)).toEqual(chosenEdges('by-side'));
    expect(chosenSides(CITY)).toEqual(['Bottom', 'Left', 'Right']);
  });
});
