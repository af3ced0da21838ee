// Tampered Gods of Titan saves, sealed again with a fresh integrity hash as a deliberate editor would, are refused by
// `openSave` with a typed `schema` error naming the field — never opened to crash later (the issue "One TITAN-family
// engine", item 6: a mid-battle save with a bad hex label and negative hits, its hash recomputed, opened and then
// threw in legalActions). The untouched save opens, and its position answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { godsModule } from '../../games/gods.js';
import { openSaveText } from '../../games/index.js';
import { resealed } from './games.js';

/** A save as an editor sees it: any member may be changed. */
type Loose = Record<string, any>;

const BATTLE = readFileSync(join(import.meta.dirname, '../fixtures/saves/v4/gods-battle.titan'), 'utf8');

/** The golden mid-battle save with `change` made to its snapshot state, sealed again. */
function tampered(change: (state: Loose) => void): string {
  const save = JSON.parse(BATTLE) as Loose;
  change(save.snapshot.state as Loose);
  return JSON.stringify(resealed(save));
}

/** Asserts that opening refuses with `schema` and a problem about `path` that mentions `words`. */
function expectRefused(text: string, path: string, words: string): void {
  const r = openSaveText(text);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('schema');
  const problems = (r.error.detail as { problems?: string[] } | undefined)?.problems ?? [];
  expect(problems.some((p) => p.startsWith(`${path}: `) && p.includes(words)), problems.join('\n')).toBe(true);
  expect(r.error.message).toContain(path);
}

describe('tampered Gods of Titan saves are refused with a typed schema error naming the field', () => {
  it('the untouched mid-battle save opens, and its position answers every seat', () => {
    const r = openSaveText(BATTLE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const state = r.save.state as Parameters<typeof godsModule.legalActions>[0];
    const actions = ['red', 'green', 'blue'].flatMap((seat) => godsModule.legalActions(state, seat));
    expect(actions.length).toBeGreaterThan(0);
    for (const a of actions) expect(godsModule.apply(state, a).ok).toBe(true);
  });

  it('the issue: a battle piece on a hex the grid does not have, another with negative hits', () => {
    const both = tampered((s) => {
      s.engagement.battle.pieces[0].hex = 'Q9';
      s.engagement.battle.pieces[1].hits = -4;
    });
    expectRefused(both, 'engagement.battle.pieces[1].hits', 'Too small');
    expectRefused(tampered((s) => {
      s.engagement.battle.pieces[0].hex = 'Q9';
    }), 'engagement.battle.pieces[0].hex', 'no battle hex "Q9"');
  });

  it('a piece id used twice', () => {
    expectRefused(tampered((s) => {
      s.legions[1].pieces[0].id = s.legions[0].pieces[0].id;
    }), 'legions[1].pieces[0].id', 'is used at legions[0].pieces[0] too');
  });

  it('a carry target that is not in the battle', () => {
    expectRefused(tampered((s) => {
      const b = s.engagement.battle;
      b.phase = 'strike';
      b.carry = { striker: b.pieces[0].id, hits: 2, strikeNumber: 4, dice: 3, targets: ['p999'] };
    }), 'engagement.battle.carry.targets[0]', 'p999 is no living enemy');
  });

  it('a legion on a land that does not exist', () => {
    expectRefused(tampered((s) => {
      s.legions[2].land = 9998;
    }), 'legions[2].land', 'no land 9998');
  });

  it('an unknown spell in the spells memory of the battle (the save written before the add-ons were typed, migrated)', () => {
    expectRefused(tampered((s) => {
      s.engagement.battle.extra.spells.held.defender[0] = 'fireball';
    }), 'engagement.battle.addons.spells.held.defender[0]', 'unknown spell "fireball"');
  });

  it('a battle add-on the game does not have, and a battleland hazard the chart does not have', () => {
    expectRefused(tampered((s) => {
      s.engagement.battle.extra.cheats = { win: true };
    }), 'engagement.battle.addons', 'Unrecognized key: "cheats"');
    expectRefused(tampered((s) => {
      s.engagement.battle.land.hexes.D3.hazard = 'Lava';
    }), 'engagement.battle.land.hexes.D3', 'no hex hazard "Lava"');
  });
});
