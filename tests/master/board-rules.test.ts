// The masterboard rules the TITAN family shares (engine/family/board), on TITAN's board: the lattice (reference 1.3),
// the sign rules of a first and a later step and the way-you-came rule (§7.4), the attacker's edge of an arrival
// (§10.1, §10.2, §10.4; reference 3.2), distances over touching lands (§8.1) — and TITAN's graph built from them.
import { describe, expect, it } from 'vitest';
import { stepsFrom } from '../../engine/family/board/distance.js';
import { arrivalEdge, chosenEdges } from '../../engine/family/board/entry-sides.js';
import { cellAcross, isInverted, longSides, touchingLands } from '../../engine/family/board/lattice.js';
import { firstStepSigns, laterStepSigns, turnsBack } from '../../engine/family/board/signs.js';
import { boardWays } from '../../engine/family/board/ways.js';
import type { EntrySide, LandDef } from '../../engine/family/types.js';
import { masterGraph } from '../../engine/titan/master/rules.js';
import { getVariant } from '../../engine/titan/variants/index.js';

const variant = getVariant('titan');
const LANDS: LandDef[] = variant.landIds.map((id) => variant.lands[id]);
const land = (id: number): LandDef => variant.lands[id];
const WAYS = boardWays(LANDS);
const TOWERS = [100, 200, 300, 400, 500, 600];

describe('§7.2 adjacent lands: the family lattice on the TITAN board (the reference\'s geometry, 1.3)', () => {
  it('§7.2 a cell points down exactly when x + y is even, as every land of the data says; long sides 0, 2, 4 down, 1, 3, 5 up', () => {
    for (const l of LANDS) {
      expect(isInverted(l), `land ${l.id}`).toBe(l.inverted);
      expect(longSides(l)).toEqual(l.inverted ? [0, 2, 4] : [1, 3, 5]);
    }
    expect(cellAcross(land(2), 0)).toBeNull(); // land 2 points up: side 0 is a short side
  });

  it('§7.2–7.3 every sign crosses a long side into the cell of its target, and the lattice finds the 132 shared edges', () => {
    let signs = 0;
    for (const l of LANDS) {
      for (const e of l.exits) {
        const target = land(e.to);
        expect(cellAcross(l, e.side), `${l.id} → ${e.to}`).toEqual({ x: target.x, y: target.y });
        signs++;
      }
    }
    expect(signs).toBe(180);
    expect([...WAYS.values()].reduce((n, w) => n + w.any.length, 0)).toBe(180); // no sign of the data leads nowhere
    const contacts = touchingLands(LANDS);
    const edges = [...contacts.values()].flat().length;
    expect(edges).toBe(2 * 132);
    for (const [id, list] of contacts) {
      for (const c of list) expect(contacts.get(c.other)?.some((b) => b.other === id && b.side === (c.side + 3) % 6), `${id}–${c.other}`).toBe(true);
    }
  });
});

describe('§7.4 the family sign rules on the TITAN board', () => {
  it('§7.4 a first step takes the Block alone where a land has one (land 4: only to 103), else every sign (land 2: Arch and Triple Arrow)', () => {
    expect(firstStepSigns(land(4).exits).map((e) => e.to)).toEqual([103]);
    expect(firstStepSigns(land(2).exits).map((e) => `${e.sign}:${e.to}`).sort()).toEqual(['ARCH:7', 'ARROWS:3']);
    expect(firstStepSigns(land(100).exits)).toHaveLength(3); // §7.4 a: a Tower's three Arrows
  });

  it('§7.4 b a later step takes the Triple Arrow where there is one (land 2: not its Arch), else the single Arrows (2000: not its Block)', () => {
    expect(laterStepSigns(land(2).exits).map((e) => e.to)).toEqual([3]);
    expect(laterStepSigns(land(2000).exits).map((e) => e.sign)).toEqual(['ARROW', 'ARROW']);
    expect(laterStepSigns(land(7).exits).map((e) => e.sign)).toEqual(['ARROWS']);
  });

  it('§7.4 b a move may not backtrack: a step out by the side it came in by is never taken (2000 entered from 1000 goes on to 3000 only)', () => {
    const ways = WAYS.get(2000);
    const from1000 = ways?.contacts.find((c) => c.other === 1000);
    expect(from1000).toBeDefined();
    const on = (ways?.later ?? []).filter((s) => !turnsBack(s, from1000?.side ?? -1, from1000?.part ?? 0)).map((s) => s.to);
    expect(on).toEqual([3000]);
    expect((ways?.later ?? []).filter((s) => !turnsBack(s, -1, 0)).map((s) => s.to).sort()).toEqual([1000, 3000]); // came in by no side
  });

  it('§7.4 b after entering a land from any touching land, no later step leads straight back to it', () => {
    let checked = 0;
    for (const [id, ways] of WAYS) {
      for (const c of ways.contacts) {
        const on = ways.later.filter((s) => !turnsBack(s, c.side, c.part)).map((s) => s.to);
        expect(on, `${c.other} → ${id}`).not.toContain(c.other);
        checked++;
      }
    }
    expect(checked).toBe(2 * 132);
  });

  it("§7.4 TITAN's graph is the family's rules: its first and next steps are the family's steps, its neighbours the lattice's", () => {
    const graph = masterGraph(variant);
    for (const [id, ways] of WAYS) {
      expect(graph.firstSteps.get(id)).toEqual(ways.first.map((s) => s.to));
      expect(graph.neighbours.get(id)).toEqual(ways.contacts.map((c) => c.other).sort((a, b) => a - b));
      for (const c of ways.contacts) {
        expect(graph.nextSteps.get(id)?.get(c.other)).toEqual(ways.later.filter((s) => !turnsBack(s, c.side, c.part)).map((s) => s.to));
      }
    }
  });
});

describe('§10.1, §10.2, §10.4 the family entry edges on the TITAN board (the reference\'s 3.2)', () => {
  it('§10.1 the edge is (entered through − label side) mod 6: 1 Right, 3 Bottom, 5 Left, 0, 2 and 4 none; a fixed edge stays', () => {
    const offsets = [0, 1, 2, 3, 4, 5].map((k) => arrivalEdge('by-side', (k + 4) % 6, 4));
    expect(offsets).toEqual([null, 'Right', null, 'Bottom', null, 'Left']);
    expect(arrivalEdge('Bottom', 1, 0)).toBe('Bottom');
    expect(arrivalEdge(null, 1, 0)).toBeNull();
  });

  it('§10.1–§10.2 the family rule gives the data\'s attackerEntry for every one of the 180 arrivals; a Tower always Bottom', () => {
    let checked = 0;
    for (const [id, ways] of WAYS) {
      const rule = TOWERS.includes(id) ? 'Bottom' : 'by-side';
      for (const [from, edge] of Object.entries(land(id).attackerEntry)) {
        const c = ways.contacts.find((x) => x.other === Number(from));
        expect(c && arrivalEdge(rule, c.side, land(id).labelSide), `${from} → ${id}`).toBe(edge);
        checked++;
      }
    }
    expect(checked).toBe(180);
  });

  it('§10.4 after a teleport an attacker chooses any 4-hex edge, in a Tower land only Bottom (§10.2)', () => {
    expect(chosenEdges('by-side')).toEqual<EntrySide[]>(['Bottom', 'Left', 'Right']);
    expect(chosenEdges('Bottom')).toEqual(['Bottom']);
  });
});

describe('§8.1 the family distances on the TITAN board', () => {
  it('§8.1 steps over touching lands, ignoring signs: Tower 100 to 3000 is six lands, to 4000 seven; the graph keeps the same', () => {
    const touching = (id: number): number[] => (WAYS.get(id)?.contacts ?? []).map((c) => c.other);
    const from100 = stepsFrom([100], touching);
    expect(from100.get(3000)).toBe(6);
    expect(from100.get(4000)).toBe(7);
    expect(from100.size).toBe(96);
    expect(masterGraph(variant).distance.get(100)).toEqual(from100);
  });
});
