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
});
