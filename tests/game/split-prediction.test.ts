// Split prediction on positions as data (issue 23): hand-written sequences of the events one seat (Blue) is shown,
// and what it may then tell of Red's legions — certain creatures, unknown ones and what they may be, with counts.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/titan/events.js';
import { viewFor, type LegionView } from '../../engine/titan/index.js';
import { conclude } from '../../engine/titan/prediction/guess.js';
import { observePrediction, startPrediction, type Prediction } from '../../engine/titan/prediction/observe.js';
import { showPrediction, type LegionPrediction } from '../../engine/titan/prediction/show.js';
import type { InfoMode } from '../../engine/titan/state.js';
import { startedGame } from './fixtures.js';

/** Blue's prediction after `events`. */
function seen(events: readonly GameEvent[]): Prediction {
  return observePrediction(startPrediction('Blue', 'titan'), events);
}

/** A view of Blue's in which Red holds legions of the given heights, with the creatures Blue's view shows of them. */
function viewWith(legions: Record<string, number | readonly (string | null)[]>, infoMode: InfoMode = 'revealed') {
  const base = viewFor(startedGame(['Red', 'Blue'], 7, { infoMode }), 'Blue');
  const red = Object.entries(legions).map(([marker, l]): LegionView => {
    const creatures = typeof l === 'number' ? new Array<null>(l).fill(null) : l;
    return { marker, owner: 'Red', land: 1, height: creatures.length, creatures, moved: false, teleported: false, recruited: false, entrySide: null, entryChoices: [] };
  });
  return { ...base, legions: red };
}

/** What Blue's screen shows of `marker`, as "certain" and "maybe" strings (`*`: any creature). */
function shown(p: Prediction, legions: Record<string, number | readonly (string | null)[]>, marker: string): { certain: string; unknown: number; maybe: string } {
  const g = showPrediction(p, viewWith(legions))?.[marker] as LegionPrediction;
  const text = (l: readonly { creature: string; count: number }[]) => l.map((c) => `${c.count} ${c.creature}`).join(', ');
  return { certain: text(g.certain), unknown: g.unknown, maybe: g.maybe === null ? '*' : text(g.maybe) };
}

const split: GameEvent = { type: 'initialSplit', player: 'Red', markers: ['Rd01', 'Rd02'] };

describe('split prediction: §5.2 the initial split', () => {
  it('each starting legion may hold any of the eight starting characters, none certain', () => {
    expect(shown(seen([split]), { Rd01: 4, Rd02: 4 }, 'Rd01')).toEqual({ certain: '', unknown: 4, maybe: '1 Angel, 2 Centaur, 2 Gargoyle, 2 Ogre, 1 Titan' });
  });

  it('a muster shows its recruiters: the other starting legion has none of them left', () => {
    const p = seen([split, { type: 'recruit', marker: 'Rd01', creature: 'Troll', recruiters: ['Ogre', 'Ogre'] }]);
    expect(shown(p, { Rd01: 5, Rd02: 4 }, 'Rd01')).toEqual({ certain: '2 Ogre, 1 Troll', unknown: 2, maybe: '1 Angel, 2 Centaur, 2 Gargoyle, 1 Titan' });
    expect(shown(p, { Rd01: 5, Rd02: 4 }, 'Rd02')).toEqual({ certain: '', unknown: 4, maybe: '1 Angel, 2 Centaur, 2 Gargoyle, 1 Titan' });
  });

  it('one starting legion seen whole tells the other: the rest of the eight', () => {
    const p = seen([split, { type: 'reveal', marker: 'Rd01', creatures: ['Titan', 'Centaur', 'Gargoyle', 'Ogre'], reason: 'engagement', audience: ['Blue'] }]);
    expect(shown(p, { Rd01: 4, Rd02: 4 }, 'Rd02')).toEqual({ certain: '1 Angel, 1 Centaur, 1 Gargoyle, 1 Ogre', unknown: 0, maybe: '' });
  });

  it('what the bounds cannot fill is certain: Titan and two Ogres in one, so the other holds a Centaur and a Gargoyle', () => {
    const p = seen([
      split,
      { type: 'recruit', marker: 'Rd01', creature: 'Troll', recruiters: ['Ogre', 'Ogre'] },
      { type: 'move', marker: 'Rd01', from: 1, to: 2, teleport: 'titan', revealed: ['Titan'] },
    ]);
    expect(shown(p, { Rd01: 5, Rd02: 4 }, 'Rd02')).toEqual({ certain: '1 Centaur, 1 Gargoyle', unknown: 2, maybe: '1 Angel, 1 Centaur, 1 Gargoyle' });
  });

  it('an engagement shown to another seat tells Blue nothing', () => {
    const p = seen([split, { type: 'reveal', marker: 'Rd01', creatures: ['Titan', 'Centaur', 'Gargoyle', 'Ogre'], reason: 'engagement', audience: ['Green'] }]);
    expect(p).toEqual(seen([split]));
  });

  it('a Titan teleport shows the Titan: the other starting legion has none', () => {
    const p = seen([split, { type: 'move', marker: 'Rd02', from: 1, to: 2, teleport: 'titan', revealed: ['Titan'] }]);
    expect(shown(p, { Rd01: 4, Rd02: 4 }, 'Rd01').maybe).toBe('1 Angel, 2 Centaur, 2 Gargoyle, 2 Ogre');
    expect(shown(p, { Rd01: 4, Rd02: 4 }, 'Rd02').certain).toBe('1 Titan');
  });
});

describe('split prediction: §4.3 splits of a legion seen whole', () => {
  const whole: GameEvent[] = [
    split,
    { type: 'reveal', marker: 'Rd01', creatures: ['Titan', 'Gargoyle', 'Gargoyle', 'Gargoyle', 'Gargoyle', 'Cyclops', 'Cyclops'], reason: 'battle' },
    { type: 'split', player: 'Red', marker: 'Rd01', newMarker: 'Rd03', count: 2 },
  ];

  it('of four Gargoyles at least two stay when two creatures leave; what leaves may be any of the seven', () => {
    const p = seen(whole);
    expect(shown(p, { Rd01: 5, Rd03: 2 }, 'Rd01')).toEqual({ certain: '2 Gargoyle', unknown: 3, maybe: '2 Cyclops, 2 Gargoyle, 1 Titan' });
    expect(shown(p, { Rd01: 5, Rd03: 2 }, 'Rd03')).toEqual({ certain: '', unknown: 2, maybe: '2 Cyclops, 2 Gargoyle, 1 Titan' });
  });

  it('the split-off part musters with two Gargoyles: it is two Gargoyles, so the parent holds the rest', () => {
    const p = seen([...whole, { type: 'recruit', marker: 'Rd03', creature: 'Cyclops', recruiters: ['Gargoyle', 'Gargoyle'] }]);
    expect(shown(p, { Rd01: 5, Rd03: 3 }, 'Rd03')).toEqual({ certain: '1 Cyclops, 2 Gargoyle', unknown: 0, maybe: '' });
    expect(shown(p, { Rd01: 5, Rd03: 3 }, 'Rd01')).toEqual({ certain: '2 Cyclops, 2 Gargoyle, 1 Titan', unknown: 0, maybe: '' });
  });

  it('the two parts recombined are the legion again, with what joined since', () => {
    const p = seen([...whole, { type: 'acquire', marker: 'Rd03', creature: 'Angel' }, { type: 'splitAborted', marker: 'Rd03', into: 'Rd01' }]);
    expect(shown(p, { Rd01: 8 }, 'Rd01')).toEqual({ certain: '1 Angel, 2 Cyclops, 4 Gargoyle, 1 Titan', unknown: 0, maybe: '' });
  });

  it('a summoned Angel leaves one legion and joins another', () => {
    const p = seen([
      split,
      { type: 'reveal', marker: 'Rd02', creatures: ['Angel', 'Centaur', 'Gargoyle', 'Ogre'], reason: 'battle' },
      { type: 'summon', marker: 'Rd01', from: 'Rd02', creature: 'Angel' },
    ]);
    expect(shown(p, { Rd01: 5, Rd02: 3 }, 'Rd02')).toEqual({ certain: '1 Centaur, 1 Gargoyle, 1 Ogre', unknown: 0, maybe: '' });
    expect(shown(p, { Rd01: 5, Rd02: 3 }, 'Rd01')).toEqual({ certain: '1 Angel, 1 Centaur, 1 Gargoyle, 1 Ogre, 1 Titan', unknown: 0, maybe: '' });
  });
});

describe('split prediction: §13 battle losses and takebacks', () => {
  const battle: GameEvent[] = [
    split,
    { type: 'engage', land: 5, attacker: 'Bu01', defender: 'Rd02' },
    { type: 'battleStart', land: 5, terrain: 'Plains', attacker: 'Bu01', defender: 'Rd02', entry: 'Left' },
    { type: 'reveal', marker: 'Rd02', creatures: ['Angel', 'Centaur', 'Gargoyle', 'Ogre'], reason: 'battle' },
  ];

  it('a slain creature and one left out of the battle leave the legion', () => {
    const p = seen([
      ...battle,
      { type: 'slain', piece: 'd2', creature: 'Centaur', side: 'defender' },
      { type: 'removed', pieces: ['d2', 'd4'] },
      { type: 'engagementResolved', land: 5, winner: 'Rd02', points: 0, player: 'Red' },
    ]);
    expect(shown(p, { Rd01: 4, Rd02: 2 }, 'Rd02')).toEqual({ certain: '1 Angel, 1 Gargoyle', unknown: 0, maybe: '' });
  });

  it('a muster taken back takes back what it showed', () => {
    const before = seen([split]);
    const p = observePrediction(before, [
      { type: 'recruit', marker: 'Rd01', creature: 'Troll', recruiters: ['Ogre', 'Ogre'] },
      { type: 'undo', player: 'Red', action: 'last' },
    ]);
    expect(p.legions).toEqual(before.legions);
  });

  it('an agreement\'s losses leave the legions even when Blue never saw them', () => {
    const p = seen([
      split,
      { type: 'engage', land: 5, attacker: 'Gr01', defender: 'Rd02' },
      { type: 'agreement', attackerLosses: [], defenderLosses: ['Ogre', 'Ogre'] },
    ]);
    expect(shown(p, { Rd01: 4, Rd02: 2 }, 'Rd02')).toEqual({ certain: '', unknown: 2, maybe: '1 Angel, 2 Centaur, 2 Gargoyle, 1 Titan' });
  });
});

describe('split prediction: what the bounds imply', () => {
  it('no creature counts for more unknowns than there are; what the others cannot fill is certain', () => {
    const g = conclude({ owner: 'Red', height: 3, certain: { Ogre: 1 }, maybe: { Ogre: 5, Troll: 1 }, twin: null });
    expect(g).toEqual({ owner: 'Red', height: 3, certain: { Ogre: 2 }, maybe: { Ogre: 1, Troll: 1 }, twin: null });
  });
});

describe('split prediction: what the screen is given', () => {
  it('a legion the prediction did not follow (another height) shows only what the view shows', () => {
    expect(shown(seen([split]), { Rd01: ['Ogre', null, null, null, null] }, 'Rd01')).toEqual({ certain: '1 Ogre', unknown: 4, maybe: '*' });
  });

  it('only in the "revealed" information mode', () => {
    expect(showPrediction(seen([split]), viewWith({ Rd01: 4 }, 'own'))).toBeNull();
    expect(showPrediction(seen([split]), viewWith({ Rd01: 4 }, 'all'))).toBeNull();
    expect(Object.keys(showPrediction(seen([split]), viewWith({ Rd01: 4 })) ?? {})).toEqual(['Rd01']);
  });
});
