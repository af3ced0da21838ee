// The engine's previews of a seat's legal actions (engine/titan/preview), checked against what the reducer then does over
// random games: the recruiters a recruit or reinforcement reveals, a strike's number, dice, range and carries, a muster
// preview for every legal move, and the rule numbers of the split and initial-split dialogs.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, viewFor } from '../../engine/titan/index.js';
import type { Action } from '../../engine/titan/actions.js';
import type { GameEvent } from '../../engine/titan/events.js';
import { titanHints, type TitanHints } from '../../engine/titan/preview/index.js';
import type { GameState } from '../../engine/titan/state.js';
import { legion, startedGame, withPosition } from '../game/fixtures.js';
import { playRandom } from '../game/random-play.js';

/** The hints the acting seat was shown before its action. */
function hintsBefore(prev: GameState, action: Action): TitanHints {
  return titanHints(viewFor(prev, action.player), legalActions(prev, action.player));
}

/** The characters a muster event revealed. */
function revealed(events: readonly GameEvent[]): readonly string[] | null {
  const e = events.find((x) => x.type === 'recruit' || x.type === 'reinforce');
  return e && (e.type === 'recruit' || e.type === 'reinforce') ? e.recruiters : null;
}

describe('previews of legal actions', () => {
  it('tell what a muster reveals, what a strike rolls and where its hits may carry, what a move could muster', () => {
    const seen = { recruit: 0, reinforce: 0, strike: 0, rangestrike: 0, carry: 0, move: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      playRandom({ seed, players: 2 + (seed % 3) }, ({ prev, action, state, events }) => {
        if (action.type !== 'recruit' && action.type !== 'reinforce' && action.type !== 'strike' && action.type !== 'move') return;
        const hints = hintsBefore(prev, action);
        if (action.type === 'recruit') {
          const hint = hints.recruits.find((h) => h.marker === action.marker && h.creature === action.creature);
          expect(hint?.reveals).toEqual(revealed(events));
          seen.recruit++;
        } else if (action.type === 'reinforce') {
          expect(hints.reinforcements.find((h) => h.creature === action.creature)?.reveals).toEqual(revealed(events));
          seen.reinforce++;
        } else if (action.type === 'strike') {
          const hint = hints.strikes.find((h) => h.piece === action.piece && h.target === action.target && h.strikeNumber === action.strikeNumber && h.dice === action.dice);
          const rolled = events.find((e) => e.type === 'strike');
          expect(rolled?.type === 'strike' && [rolled.strikeNumber, rolled.dice.length, rolled.rangestrike]).toEqual([hint?.strikeNumber, hint?.dice, hint?.rangestrike]);
          expect(hint?.kill).toBeGreaterThanOrEqual(0);
          expect(hint?.kill).toBeLessThanOrEqual(1);
          for (const t of state.battle?.carry?.targets ?? []) expect(hint?.carries).toContain(t);
          seen.strike++;
          if (hint?.rangestrike) seen.rangestrike++;
          if (state.battle?.carry) seen.carry++;
        } else {
          expect(hints.musters.some((m) => m.marker === action.marker && m.land === action.to)).toBe(true);
          seen.move++;
        }
      }, 3000);
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });

  it('give the split and initial-split dialogs the engine numbers, and every player his Titan power', () => {
    let setups = 0;
    let splits = 0;
    playRandom({ seed: 9, players: 3 }, ({ prev, action }) => {
      const legal = legalActions(prev, action.player);
      const view = viewFor(prev, action.player);
      const hints = titanHints(view, legal);
      for (const p of view.players) expect(hints.powers[p.id]).toEqual({ Titan: p.titanPower });
      const initial = legal.filter((a) => a.type === 'initialSplit');
      if (initial.length > 0 && hints.setup) {
        expect([hints.setup.master, hints.setup.lord]).toEqual(['Titan', 'Angel']);
        for (const a of initial) expect(a.titanCreatures).toHaveLength(hints.setup.withMaster);
        expect(hints.setup.creatures).toHaveLength(2 * hints.setup.withMaster);
        setups++;
      }
      const sizes = legal.flatMap((a) => (a.type === 'split' ? [a.creatures.length] : []));
      if (sizes.length > 0 && hints.split) {
        expect(Math.min(...sizes)).toBe(hints.split.min);
        splits++;
      }
      expect(hints.setup !== null).toBe(initial.length > 0);
      expect(hints.split !== null).toBe(sizes.length > 0);
    }, 800);
    expect(setups).toBe(3);
    expect(splits).toBeGreaterThan(0);
  });

  it('preview nothing to muster for a legion of seven (§4.1), and what a shorter one qualifies for', () => {
    const start = startedGame();
    const tower = start.players[0].tower;
    const full = legion('Rd01', 'Red', tower, ['Titan', 'Angel', 'Centaur', 'Centaur', 'Gargoyle', 'Gargoyle', 'Ogre']);
    const short = legion('Rd02', 'Red', tower, ['Gargoyle', 'Gargoyle', 'Centaur']);
    const blue = start.players[1];
    const r = apply(withPosition(start, [full, short, legion('Bu01', 'Blue', blue.tower, ['Titan', 'Angel'])]), { type: 'roll', player: 'Red', stateId: start.stateId });
    if (!r.ok) throw new Error(r.error.message);
    const hints = titanHints(viewFor(r.state, 'Red'), legalActions(r.state, 'Red'));
    const of = (marker: string) => hints.musters.filter((m) => m.marker === marker);
    expect(of('Rd01').length).toBeGreaterThan(0);
    for (const m of of('Rd01')) expect(m.creatures).toEqual([]);
    expect(of('Rd02').some((m) => m.creatures.includes('Cyclops'))).toBe(true); // two Gargoyles in the Brush (§18.2)
  });

  it('warn when conceding would give up the seat’s Titan', () => {
    let concessions = 0;
    for (const seed of [5, 6]) {
      playRandom({ seed, players: 2 }, ({ prev, action }) => {
        const legal = legalActions(prev, action.player);
        if (!legal.some((a) => a.type === 'concede')) return;
        const view = viewFor(prev, action.player);
        const e = view.engagement;
        const mine = view.legions.find((l) => l.marker === (e?.attackerOwner === action.player ? e.attacker : e?.defender));
        expect(titanHints(view, legal).titanAtStake).toBe(mine?.creatures.includes('Titan') ?? false);
        concessions++;
      }, 1500);
    }
    expect(concessions).toBeGreaterThan(0);
  });
});
