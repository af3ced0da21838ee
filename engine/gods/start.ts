// Rules 5.7 (A20): a Titan-player builds two starting legions in the City from his Titan, Centaur, Gargoyle, Ogre and,
// when a Darklord plays, his Elemental — the Titan in one, the Elemental in the other. Without an Elemental the other
// legion needs at least one of the three creatures. The contents are secret (5.7); only the heights are told.
import { CITY } from './board.js';
import { godsCharacter } from './data/characters.js';
import { TITAN } from './data/master-roles.js';
import type { GodsEvent } from './events.js';
import { TITAN_START } from './roster.js';
import { takeMarker } from './setup.js';
import { towerChooserOf } from './tower-choice.js';
import type { GodsDraft, GodsPlayer, GodsState } from './state.js';

/** The Titan-player who builds his starting legions now (seat order, once every Tower is taken, 5.4), or undefined
 * once all have. */
export function starterOf(state: GodsState): GodsPlayer | undefined {
  return state.phase === 'setup' && !towerChooserOf(state) ? state.players.find((p) => !p.started) : undefined;
}

/** The player's Elemental (5.2), if he was dealt one. */
function elementalOf(player: GodsPlayer): string | undefined {
  return Object.keys(player.pool).find((name) => (player.pool[name] ?? 0) > 0 && godsCharacter(name)?.cls === 'elemental');
}

/** Every choice of creatures to go with the Titan (the rest go with the Elemental, or form the second legion). */
export function startChoices(player: GodsPlayer): string[][] {
  const out: string[][] = [];
  const most = elementalOf(player) === undefined ? TITAN_START.length - 1 : TITAN_START.length;
  for (let mask = 0; mask < 1 << TITAN_START.length; mask++) {
    const pick = TITAN_START.filter((_, i) => (mask & (1 << i)) !== 0);
    if (pick.length <= most) out.push(pick);
  }
  return out;
}

/** What is wrong with a start choice, or null. */
export function startProblem(player: GodsPlayer, withTitan: readonly string[]): string | null {
  const known = startChoices(player).some((c) => c.length === withTitan.length && c.every((n) => withTitan.includes(n)));
  return known ? null : `5.7: the Titan takes some of ${TITAN_START.join(', ')} and leaves the other legion at least one character`;
}

/** Builds the two starting legions in the City from the player's pool. */
export function buildStart(d: GodsDraft, seat: string, withTitan: readonly string[], events: GodsEvent[]): void {
  const player = d.players.find((p) => p.id === seat);
  if (!player) return;
  const elemental = elementalOf(player);
  const groups = [[TITAN, ...withTitan], [...(elemental ? [elemental] : []), ...TITAN_START.filter((n) => !withTitan.includes(n))]];
  const legions: { marker: string; height: number }[] = [];
  for (const names of groups) {
    const marker = player.markers[0];
    if (marker === undefined) return;
    takeMarker(player.markers, marker);
    const pieces = names.map((name) => {
      player.pool[name] = (player.pool[name] ?? 0) - 1;
      return { id: `p${d.nextPiece++}`, name, hits: 0 };
    });
    d.legions.push({ marker, owner: player.id, land: CITY, pieces, tower: false, moved: null, splitFrom: null });
    legions.push({ marker, height: names.length });
    events.push({ type: 'legionContents', marker, names, audience: [player.id] });
  }
  player.started = true;
  events.push({ type: 'started', seat: player.id, legions });
}
