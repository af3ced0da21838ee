// A legion's characters are listed by value, the points each would score if slain (§16), highest first; characters
// the seat does not know come last.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine/titan/index.js';
import { byValue } from '../../engine/titan/preview/index.js';
import { startedGame } from '../game/fixtures.js';

describe('§16: legion contents by value', () => {
  it('lists an Angel (6×4) before a Troll (8×2) before an Ogre (6×2), and the unknown last', () => {
    const view = viewFor(startedGame(), 'Red');
    expect(byValue(view, 'Red', ['Ogre', null, 'Troll', 'Angel'])).toEqual(['Angel', 'Troll', 'Ogre', null]);
  });

  it('groups characters of equal value by name: a Gargoyle (4×3) and an Ogre (6×2) are both worth 12', () => {
    const view = viewFor(startedGame(), 'Red');
    expect(byValue(view, 'Red', ['Angel', 'Gargoyle', 'Ogre', 'Ogre', 'Gargoyle'])).toEqual(['Angel', 'Gargoyle', 'Gargoyle', 'Ogre', 'Ogre']);
  });
});
