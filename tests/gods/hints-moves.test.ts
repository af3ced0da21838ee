// The movement aids of a Gods of Titan seat's hints (engine/gods/preview/move-musters.ts, turn-aids.ts), on positions
// built as data and met in random-legal games: each land a legion may reach shows the lands its moves count and what
// the legion could muster there — exactly what the game offers after that move — the legions still to move, and a
// phase with nothing left but its end.
import { describe, expect, it } from 'vitest';
import type { GodsAction } from '../../engine/gods/actions.js';
import { godsHints } from '../../engine/gods/hints.js';
import { godsLegalActions } from '../../engine/gods/legal.js';
import type { GodsMovePreview } from '../../engine/gods/preview/move-musters.js';
import type { GodsSeat, GodsState } from '../../engine/gods/state.js';
import { godsViewFor } from '../../engine/gods/view.js';
import { godsModule } from '../../games/gods.js';
import { randomPositions } from '../ai/gods-helpers.js';
import { act, clearBoard, edit, legal, place, started } from './game-helpers.js';

const PLAINS = 141;
const DESERT = 140;

/** Round 11, red's Movement Phase, nobody's legions but the Towers. */
const board = (): GodsState =>
  edit(clearBoard(started(3)), (d) => {
    d.round = 11;
    d.phase = 'movement';
  });

/** The seat's hints as its screen gets them: from its view and legal actions only. */
const hintsOf = (s: GodsState, seat: GodsSeat) => godsHints(godsViewFor(s, seat), godsLegalActions(s, seat));

/** The preview of `marker`'s moves to `land`. */
const previewAt = (s: GodsState, marker: string, land: number): GodsMovePreview | undefined =>
  hintsOf(s, 'red').moves.find((p) => p.legion === marker && p.land === land);

/** What the game offers `marker` to muster once it stands there, as `character how`. */
const offered = (s: GodsState, seat: GodsSeat, marker: string): string[] =>
  [...new Set(legal(s, seat).flatMap((m) => (m.type === 'muster' && m.legion === marker ? [`${m.character} ${m.how}`] : [])))].sort();

describe('rules 8.4/22.1 each land a legion may reach shows the lands the move counts and what it could muster there', () => {
  it('a move of 5 lands onto the Plains offers a Centaur and a Lion for two Centaurs; the preview names both', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    const p = previewAt(a.state, a.marker, PLAINS);
    expect(p?.counts).toContainEqual({ lands: 5, teleport: null, fit: 'musters' });
    expect(p?.musters).toEqual([{ character: 'Centaur', how: 'creature', lifegems: 0 }, { character: 'Lion', how: 'creature', lifegems: 0 }]);
    const there = act(a.state, 'red', { type: 'move', legion: a.marker, to: PLAINS, steps: 5, exit: null, teleport: null });
    expect(offered(there, 'red', a.marker)).toEqual(['Centaur creature', 'Lion creature']);
  });

  it('rules 8.4: a count of fewer than 3 lands says too few, of more than 5 too many, and such a land shows no Creature', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    const all = hintsOf(a.state, 'red').moves.filter((p) => p.legion === a.marker);
    const fits = all.flatMap((p) => p.counts.map((c) => [c.lands, c.fit] as const));
    const few = fits.filter(([n]) => n < 3);
    const many = fits.filter(([n]) => n > 5);
    expect(few.length, 'moves of 1–2 lands').toBeGreaterThan(0);
    for (const [, fit] of few) expect(fit).toBe('too-few');
    for (const [, fit] of many) expect(fit).toBe('too-many');
    for (const [n, fit] of fits.filter(([k]) => k >= 3 && k <= 5)) expect(fit, `${n} lands`).toBe('musters');
    const short = all.filter((p) => p.counts.every((c) => c.fit !== 'musters'));
    expect(short.length).toBeGreaterThan(0);
    for (const p of short) expect(p.musters.filter((m) => m.how === 'creature'), `land ${p.land}`).toEqual([]);
  });

  it('rules 22.2: once an End-Creature was mustered this turn, the Desert shows a Hydra to no other legion — as the game then offers none', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Hydra']);
    const shown = (s: GodsState) => previewAt(s, a.marker, DESERT)?.musters.map((m) => m.character) ?? [];
    const after = (s: GodsState) => offered(act(s, 'red', { type: 'move', legion: a.marker, to: DESERT, steps: 4, exit: null, teleport: null }), 'red', a.marker).map((m) => m.split(' ')[0]);
    expect(shown(a.state)).toEqual(['Lion', 'Griffon', 'Hydra']);
    const taken = edit(a.state, (d) => {
      d.musters.push({ legion: 'red-9', character: 'Colossus', endCreature: true });
    });
    expect(shown(taken)).toEqual(['Lion', 'Griffon']);
    expect(after(taken).sort()).toEqual(['Griffon', 'Lion']);
  });

  it('rules 22.1: on random-legal games every preview equals the musters the game offers after that move (checked at least 200 lands, 20 with musters)', () => {
    let lands = 0;
    let withMusters = 0;
    for (const seed of [3, 7]) {
      for (const { state, seat } of randomPositions(3, seed, 1, 500)) {
        if (state.phase !== 'movement' || state.players[state.active]?.id !== seat) continue;
        const hints = hintsOf(state, seat);
        for (const p of hints.moves.slice(0, 4)) {
          const way = wayFor(state, seat, p);
          if (!way || p.engages) continue;
          const after = act(state, seat, way);
          expect(p.musters.map((m) => `${m.character} ${m.how}`).sort(), `${p.legion} → ${p.land}`).toEqual(offered(after, seat, p.legion));
          lands++;
          if (p.musters.length > 0) withMusters++;
        }
      }
    }
    expect(lands).toBeGreaterThanOrEqual(200);
    expect(withMusters).toBeGreaterThanOrEqual(20);
  });

  it('rules 8.4: the hints come from the seat’s view and legal actions alone — another seat is shown no moves', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    expect(hintsOf(a.state, 'red').moves.length).toBeGreaterThan(0);
    expect(hintsOf(a.state, 'green').moves).toEqual([]);
    expect(godsModule.hints?.(godsModule.view(a.state, 'red'), godsModule.legalActions(a.state, 'red'))).toEqual(hintsOf(a.state, 'red'));
  });
});

describe('rules 8.1 the legions still to move are marked', () => {
  it('each legion with a legal move is listed until it has moved', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    const b = place(a.state, 'red', 120, ['Ogre', 'Ogre']);
    expect([...hintsOf(b.state, 'red').unmoved].sort()).toEqual([a.marker, b.marker].sort());
    const moved = act(b.state, 'red', { type: 'move', legion: a.marker, to: PLAINS, steps: 5, exit: null, teleport: null });
    expect(hintsOf(moved, 'red').unmoved).toEqual([b.marker]);
    expect(hintsOf(moved, 'green').unmoved).toEqual([]);
  });
});

describe('rules 6.2–6.4 a phase with nothing left but its end', () => {
  it('the end is offered alone once every legion moved (uncovering the Titan left open), and not while a move or muster waits', () => {
    const a = place(board(), 'red', 136, ['Titan', 'Centaur', 'Centaur', 'Ogre']);
    expect(hintsOf(a.state, 'red').finish).toBeNull();
    let s = act(a.state, 'red', { type: 'move', legion: a.marker, to: PLAINS, steps: 5, exit: null, teleport: null });
    // a muster waits
    expect(hintsOf(s, 'red').finish).toBeNull();
    s = act(s, 'red', { type: 'muster', legion: a.marker, character: 'Centaur', how: 'creature', reveal: ['Centaur'] });
    expect(legal(s, 'red').map((m) => m.type)).toContain('uncoverTitan');
    expect(hintsOf(s, 'red').finish).toBe('endMovement');
    s = act(s, 'red', { type: 'endMovement' });
    expect(hintsOf(s, 'red').finish).toBe('endEngagements');
    s = act(s, 'red', { type: 'endEngagements' });
    expect(hintsOf(s, 'red').finish).toBe('endTurn');
    expect(hintsOf(s, 'green').finish).toBeNull();
  });
});

/** A legal move of the preview's legion to its land with the count whose musters it shows. */
function wayFor(s: GodsState, seat: GodsSeat, p: GodsMovePreview): GodsAction | undefined {
  const best = p.counts.find((c) => c.fit === 'musters') ?? p.counts.find((c) => c.fit !== 'free-teleport');
  return godsLegalActions(s, seat).find((a) => a.type === 'move' && a.legion === p.legion && a.to === p.land && a.steps === best?.lands && a.teleport === best.teleport);
}
