// The position of the Skycastle final battle's tests (rules 27.5), as data: a 4-player game in round 11 after the
// appearance (23.7), the Dark-Titan's legion in the City (land 1000) in the Darklord's Engagement Phase, each
// Titan-player with one land legion of his own. Used by tests/gods/game-final-battle.test.ts and e2e/gods-final.spec.ts.
import type { GodsMove } from '../../engine/gods/actions.js';
import { ELEMENTALS } from '../../engine/gods/roster.js';
import { GOD_LEGION, type GodsState } from '../../engine/gods/state.js';
import { captureTower } from '../../engine/gods/turn/towers.js';
import { clearBoard, edit, place, started } from './game-helpers.js';

/** The City land (the Skycastle). */
export const CITY = 1000;
const CITYTOWER = 105;
/** Rules 27.5: the God's hex on the Skycastle battleland. */
export const GOD_HEX = 'E5';

/** The position and the markers of its legions. */
export interface FinalPosition {
  readonly state: GodsState;
  readonly dark: string;
  readonly red: string;
  readonly green: string;
  readonly blue: string;
}

/** The Darklord's Engagement Phase, round 11, the Dark-Titan appeared; `darkNames` in the City; every Titan-player's
 * score 2000 and the Darklord's 3000 (PF 20, 20, 20, 30: the God's life energy 100 − 90 = 10). */
export function finalPosition(darkNames: string[] = ['Dark-Titan', 'Headcracker'], opts: { ep?: number; citytower?: boolean; appeared?: boolean } = {}): FinalPosition {
  const base = edit(clearBoard(started(4)), (d) => {
    d.round = 11;
    d.darkTitanAppeared = opts.appeared ?? true;
    for (const p of d.players) {
      for (const name of ELEMENTALS) {
        d.removed[name] = (d.removed[name] ?? 0) + (p.pool[name] ?? 0);
        delete p.pool[name];
      }
      p.titanUncovered = true;
      p.score = p.id === 'black' ? 3000 : 2000;
    }
    const black = d.players.find((p) => p.id === 'black');
    if (black) black.ep = opts.ep ?? 0;
    if (opts.citytower ?? true) {
      const gray = d.legions.find((l) => l.land === CITYTOWER);
      if (gray) {
        for (const p of gray.pieces) d.neutralPool[p.name] = (d.neutralPool[p.name] ?? 0) + 1;
        d.legions = d.legions.filter((l) => l !== gray);
        captureTower(d, CITYTOWER, 'black', null, []); // 25.3: taken on a draw, the marker left there
      }
    }
  });
  const dark = place(base, 'black', CITY, darkNames);
  const red = place(dark.state, 'red', 135, ['Titan', 'Hydra', 'Hydra', 'Ogre']);
  const green = place(red.state, 'green', 130, ['Titan', 'Hydra', 'Griffon', 'Troll']);
  const blue = place(green.state, 'blue', 163, ['Titan', 'Centaur', 'Dolphin', 'Lion']); // on a Coast: the Dolphin keeps it there (3.10)
  const state = edit(blue.state, (d) => {
    d.phase = 'engagement';
    d.active = 3;
  });
  return { state, dark: dark.marker, red: red.marker, green: green.marker, blue: blue.marker };
}

/** The Darklord's challenge of the God (an engagement of the God's legion). */
export const challenge = (p: FinalPosition): GodsMove => ({ type: 'engage', attacker: p.dark, defender: GOD_LEGION });
