// The status window's numbers (§16 values, §19.1 Titan power) from a seat's view: its own legions count whole, the
// others' hidden characters count as unknown, and every stack's counters add up to the Character Chart's count.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/titan/index.js';
import { gameStatus } from '../../engine/titan/preview/index.js';
import { getVariant } from '../../engine/titan/variants/index.js';
import { legion, startedGame, withPosition } from '../game/fixtures.js';

describe('status window', () => {
  const position = withPosition(startedGame(['Red', 'Blue'], 7, { infoMode: 'own' }), [
    legion('Rd01', 'Red', 100, ['Titan', 'Ogre', 'Ogre']),
    legion('Bu01', 'Blue', 200, ['Angel', 'Troll', 'Centaur']),
  ]);

  it('counts the seat’s own characters by §16 value (power × skill, a Titan at power 6) and the hidden ones as unknown', () => {
    const status = gameStatus(viewFor(position, 'Red'));
    const red = status.players.find((p) => p.player === 'Red');
    const blue = status.players.find((p) => p.player === 'Blue');
    expect(red).toMatchObject({ knownPoints: 6 * 4 + 6 * 2 + 6 * 2, unknown: 0, titanPower: 6, legions: 1 });
    expect(blue).toMatchObject({ knownPoints: 0, unknown: 3, legions: 1 });
  });

  it('splits every stack into left, in play and slain, adding up to the chart’s count', () => {
    const variant = getVariant('titan');
    const { stacks } = gameStatus(viewFor(position, 'Red'));
    expect(stacks.length).toBeGreaterThan(20);
    for (const s of stacks) expect(s.left + s.inPlay + s.slain).toBe(variant.creatures[s.creature]?.count);
  });
});
