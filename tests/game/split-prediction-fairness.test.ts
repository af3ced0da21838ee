// Split prediction is fair (issue 23), as the AI's fairness test (tests/ai/fairness.test.ts): two real games that
// differ only in Red's hidden contents (his initial split and later splits), in which Red and Green may engage and
// show each other their legions, give Blue (its view the same in both) the same prediction at every step until something is shown to Blue — fed
// with every event of the game, those addressed to Red and Green included.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { apply, createGame, legalActions, playersToAct, viewFor } from '../../engine/titan/index.js';
import { observePrediction, startPrediction, type Prediction } from '../../engine/titan/prediction/observe.js';
import { showPrediction } from '../../engine/titan/prediction/show.js';
import type { GameState } from '../../engine/titan/state.js';
import { prng } from '../prng.js';
import { OPTIONS } from './fixtures.js';

const SEAT = 'Blue';

function start(seed: number): { state: GameState; events: readonly GameEvent[] } {
  return createGame({ variant: 'titan', players: ['Red', 'Blue', 'Green'].map((color) => ({ color, name: color })), options: OPTIONS, seed });
}

/** The action of game B that mirrors `a` of game A: the same, but Red's splits take other creatures (`variant`). */
function mirror(a: Action, legalB: readonly Action[], variant: number): Action | null {
  if (a.player === 'Red' && (a.type === 'initialSplit' || a.type === 'split')) {
    const alike = legalB.filter((b) => b.type === a.type && (b.type !== 'split' || a.type !== 'split' || (b.marker === a.marker && b.newMarker === a.newMarker && b.creatures.length === a.creatures.length)));
    return alike[variant % alike.length] ?? null;
  }
  const same = JSON.stringify(a);
  return legalB.find((b) => JSON.stringify(b) === same) ?? null;
}

/** What Red holds, as a string (to tell that the two games' hidden contents differ). */
function redContents(state: GameState): string {
  return JSON.stringify(Object.values(state.legions).filter((l) => l.owner === 'Red').map((l) => [l.marker, [...l.creatures].sort()]).sort());
}

const shownTo = (events: readonly GameEvent[]): string => JSON.stringify(events.filter((e) => !e.audience || e.audience.includes(SEAT)));

describe('split prediction fairness: hidden contents do not change a seat\'s prediction', () => {
  it('twin games differing in Red\'s secret splits give Blue the same prediction until Blue is shown a difference', () => {
    let compared = 0;
    let differing = 0;
    let hiddenFromBlue = 0;
    for (let seed = 1; seed <= 30; seed++) {
      let a = start(seed);
      let b = start(seed);
      let pa: Prediction = observePrediction(startPrediction(SEAT, 'titan'), a.events);
      let pb: Prediction = observePrediction(startPrediction(SEAT, 'titan'), b.events);
      const random = prng(seed * 31 + 5);
      for (let i = 0; i < 600 && a.state.phase !== 'over'; i++) {
        const who = playersToAct(a.state)[0];
        if (who === undefined || playersToAct(b.state)[0] !== who) break;
        const legalA = legalActions(a.state, who).filter((x) => x.type !== 'undo');
        const x = legalA[Math.floor(random() * legalA.length)];
        const y = x && mirror(x, legalActions(b.state, who), seed + 1);
        if (!x || !y) break;
        const ra = apply(a.state, x);
        const rb = apply(b.state, y);
        if (!ra.ok || !rb.ok) throw new Error('a legal action was refused');
        // once Blue is shown something that differs (an event, or its view: the graveyard is public), the two
        // predictions may rightly differ
        if (shownTo(ra.events) !== shownTo(rb.events) || JSON.stringify(viewFor(ra.state, SEAT)) !== JSON.stringify(viewFor(rb.state, SEAT))) break;
        hiddenFromBlue += ra.events.filter((e) => e.audience && !e.audience.includes(SEAT)).length;
        a = { state: ra.state, events: ra.events };
        b = { state: rb.state, events: rb.events };
        pa = observePrediction(pa, a.events);
        pb = observePrediction(pb, b.events);
        if (redContents(a.state) === redContents(b.state)) continue;
        differing++;
        expect(showPrediction(pb, viewFor(b.state, SEAT))).toEqual(showPrediction(pa, viewFor(a.state, SEAT)));
        expect(pb).toEqual(pa);
        compared++;
      }
    }
    expect(differing).toBeGreaterThan(300);
    expect(compared).toBe(differing);
    expect(hiddenFromBlue).toBeGreaterThan(5);
  });
});
