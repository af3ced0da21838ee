// Gods of Titan, an engagement won without a battle (rules 20.1, 17.2, 18.3, 19.1, 21.1): a flight, an agreement or a
// concession before the battle opens the winner's aftermath as a fought battle does — a defender winning by agreement
// may reinforce, an attacker a Lord (not after a flight), the points pass a multiple of 200 for a Lord — and only then
// is the loser eliminated. Positions as data (game-battle-helpers.ts `engaged`: red attacks green on the Desert, each
// Titan elsewhere, the Tower legions — an Angel among them — standing).
import { describe, expect, it } from 'vitest';
import type { GodsState } from '../../engine/gods/state.js';
import { engaged, passAftermath, stepPast } from './game-battle-helpers.js';
import { act, edit, expectSound, legal } from './game-helpers.js';

const seat = (s: GodsState, id: string) => s.players.find((p) => p.id === id);
const namesOf = (s: GodsState, marker: string): string[] => (s.legions.find((l) => l.marker === marker)?.pieces.map((p) => p.name) ?? []).sort();

describe('rules 20.1 an engagement won without a battle is resolved once the winner added what he may', () => {
  it('rules 21.1, 20.1: a flight that takes the attacker past 200 points earns a Lord, which joins his legion', () => {
    const { s, attacker, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Ogre'], { fight: false });
    const fled = act(edit(s, (d) => { d.players[0]!.score = 190; }), 'green', { type: 'flee' });
    // 20.4: half of 3 Ogres (36) to red, 190 + 18 = 208; the defender is not eliminated until the Lord is decided
    expect(seat(fled, 'red')?.score).toBe(208);
    expect(fled.engagement?.aftermath?.loser).toBe(defender);
    const lord = legal(fled, 'red').find((m) => m.type === 'takeLord' && m.legion === attacker && m.lord === 'Angel');
    expect(lord).toBeDefined();
    const done = passAftermath(act(fled, 'red', lord ?? { type: 'pass' }));
    expect(namesOf(done, attacker)).toEqual(['Angel', 'Lion', 'Lion']);
    expect([done.engagement, done.legions.some((l) => l.marker === defender)]).toEqual([null, false]);
    expectSound(done);
  });

  it('rules 18.3: after a flight the attacker summons no Lord; the engagement ends at once with nothing to decide', () => {
    const { s, defender } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Ogre'], { fight: false });
    const r = stepPast(s, 'green', { type: 'flee' });
    expect(r.events.filter((e) => e.type === 'summoned' || e.type === 'lordAcquired')).toEqual([]);
    expect(legal(act(s, 'green', { type: 'flee' }), 'red').some((m) => m.type === 'summon')).toBe(false);
    expect([r.state.engagement, r.state.legions.some((l) => l.marker === defender)]).toEqual([null, false]);
  });

  it('rules 18.3, 20.1: after an agreement or the defender\'s concession the attacker may summon a Lord from another legion', () => {
    for (const end of ['agreement', 'concession'] as const) {
      const { s, attacker } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Ogre'], { fight: false });
      const won = end === 'concession' ? act(s, 'green', { type: 'concede' }) : act(act(act(s, 'green', { type: 'declineFlee' }), 'red', { type: 'propose', eliminates: 'defender' }), 'green', { type: 'accept' });
      const summon = legal(won, 'red').find((m) => m.type === 'summon');
      expect(summon).toBeDefined();
      const done = passAftermath(act(won, 'red', summon ?? { type: 'pass' }));
      expect(namesOf(done, attacker)).toEqual(['Angel', 'Lion', 'Lion']);
      expect(seat(done, 'red')?.score).toBe(36); // paid after the summoning, in full (20.4)
      expectSound(done);
    }
  });

  it('rules 17.2: a defender who wins by an agreement may still reinforce; not when the attacker conceded before the battle', () => {
    const { s, defender } = engaged(['Lion', 'Lion'], ['Lion', 'Lion'], { fight: false });
    const stayed = act(s, 'green', { type: 'declineFlee' });
    const agreed = act(act(stayed, 'red', { type: 'propose', eliminates: 'attacker' }), 'green', { type: 'accept' });
    const reinforce = legal(agreed, 'green').find((m) => m.type === 'reinforce' && m.creature === 'Lion');
    expect(reinforce).toBeDefined();
    const done = passAftermath(act(agreed, 'green', reinforce ?? { type: 'pass' }));
    expect(namesOf(done, defender)).toEqual(['Lion', 'Lion', 'Lion']);
    expectSound(done);
    const conceded = act(stayed, 'red', { type: 'concede' });
    expect(legal(conceded, 'green').some((m) => m.type === 'reinforce')).toBe(false);
    expect(namesOf(conceded, defender)).toEqual(['Lion', 'Lion']);
  });

  it('rules 19.1 (DE "geschlagenen Halbgötter eines Kampfes"): the Demilords of a legion that flees or concedes before a battle go back to their owner, not to the winner', () => {
    for (const how of ['flee', 'concede'] as const) {
      const { s } = engaged(['Lion', 'Lion'], ['Ogre', 'Ogre', 'Executer'], { fight: false });
      const before = seat(s, 'green')?.pool.Executer ?? 0;
      const done = stepPast(s, 'green', { type: how }).state;
      expect([seat(done, 'green')?.pool.Executer, seat(done, 'red')?.pool.Executer ?? 0]).toEqual([before + 1, seat(s, 'red')?.pool.Executer ?? 0]);
      expectSound(done);
    }
  });
});
