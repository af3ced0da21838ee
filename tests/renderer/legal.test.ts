// The renderer's reading of legal actions and hints, on positions played by the real engine: destinations grouped by
// land, movable legions, battle moves and strikes by piece, a chosen split matched to the offered ones, and the
// engine's previews found for each action — nothing added, nothing lost.
import { describe, expect, it } from 'vitest';
import { legalActions, playersToAct, viewFor, type GameState } from '../../engine/titan/index.js';
import { titanHints } from '../../engine/titan/preview/index.js';
import { battleMovesOf, destinations, movableLegions, offersInitialSplit, offersSplit, ofType, strikesOf, strikers } from '../../renderer/lib/legal.js';
import { musterPreview, rangestrikeTargets, recruitReveals, strikeHint } from '../../renderer/lib/hints.js';
import { playRandom } from '../game/random-play.js';

/** The first position of a random game (seeds from `seed` on) where `until` holds. */
function play(seed: number, until: (s: GameState) => boolean): GameState {
  for (let k = seed; k < seed + 20; k++) {
    let found: GameState | null = null;
    playRandom({ seed: k, players: 2 }, ({ state }) => {
      found ??= until(state) ? state : null;
    }, 3000);
    if (found) return found;
  }
  throw new Error('no such position');
}

/** The legal actions of whoever acts in `state`. */
const legalOf = (state: GameState) => legalActions(state, playersToAct(state)[0]);

describe('legal action helpers', () => {
  it('groups every legal move by legion and land, each with its muster preview', () => {
    const state = play(3, (s) => s.phase === 'move' && s.turn.roll !== null && ofType(legalOf(s), 'move').length > 0);
    const legal = legalOf(state);
    const hints = titanHints(viewFor(state, playersToAct(state)[0]), legal);
    const moves = ofType(legal, 'move');
    let counted = 0;
    for (const marker of movableLegions(legal)) {
      for (const [land, list] of destinations(legal, marker)) {
        for (const m of list) expect([m.marker, m.to]).toEqual([marker, land]);
        expect(musterPreview(hints, marker, land)).not.toBeNull();
        counted += list.length;
      }
    }
    expect(counted).toBe(moves.length);
    expect(musterPreview(hints, 'no such legion', moves[0].to)).toBeNull();
  });

  it('offers battle moves and strikes per piece, each strike with its preview', () => {
    const maneuver = play(3, (s) => s.battle !== null && s.battle.phase === 'maneuver' && ofType(legalOf(s), 'battleMove').length > 0);
    const legal = legalOf(maneuver);
    const all = ofType(legal, 'battleMove');
    const piece = all[0].piece;
    expect([...battleMovesOf(legal, piece).keys()].sort()).toEqual(all.filter((m) => m.piece === piece).map((m) => m.to).sort());

    const strike = play(3, (s) => s.battle !== null && s.battle.phase !== 'maneuver' && ofType(legalOf(s), 'strike').length > 0);
    const sl = legalOf(strike);
    const hints = titanHints(viewFor(strike, playersToAct(strike)[0]), sl);
    const striker = strikers(sl)[0];
    const byTarget = strikesOf(sl, striker);
    expect(byTarget.size).toBeGreaterThan(0);
    for (const options of byTarget.values()) for (const o of options) expect(strikeHint(hints, o)?.dice).toBe(o.dice);
    for (const t of rangestrikeTargets(hints, striker)) expect(byTarget.has(t)).toBe(true);
  });

  it('matches a chosen split, in any order, to the splits the engine offers', () => {
    const split = play(3, (s) => ofType(legalOf(s), 'split').length > 0);
    const offered = ofType(legalOf(split), 'split')[0];
    expect(offersSplit(legalOf(split), offered.marker, [...offered.creatures].reverse())).toBe(true);
    expect(offersSplit(legalOf(split), offered.marker, [...offered.creatures, 'Hydra'])).toBe(false);
    const setup = play(3, (s) => s.phase === 'setup');
    const initial = ofType(legalOf(setup), 'initialSplit')[0];
    expect(offersInitialSplit(legalOf(setup), initial.titanCreatures)).toBe(true);
    expect(offersInitialSplit(legalOf(setup), initial.titanCreatures.slice(1))).toBe(false);
  });

  it('finds what each legal recruit reveals', () => {
    const muster = play(3, (s) => ofType(legalOf(s), 'recruit').length > 0);
    const legal = legalOf(muster);
    const hints = titanHints(viewFor(muster, playersToAct(muster)[0]), legal);
    for (const r of ofType(legal, 'recruit')) expect(recruitReveals(hints, r.marker, r.creature)).toEqual(hints.recruits.find((h) => h.marker === r.marker && h.creature === r.creature)?.reveals);
    expect(recruitReveals(hints, 'no such legion', 'Hydra')).toEqual([]);
  });
});
