// What a legion of the AI's seat could muster where a move ends (rules 8.4, 22), asked of the engine's own mustering
// rule (engine/gods/rules/muster.ts) with what the seat's view holds: its pool, its Titan's advantages, the land.
import { hasAbility } from '../../engine/gods/rules/legion-size.js';
import { advantagesHeld } from '../../engine/gods/rules/experience.js';
import { creatureMusterOptions } from '../../engine/gods/rules/muster.js';
import { GODS_BOARD } from '../../engine/gods/movement/board-index.js';
import { isSeaLegion } from '../../engine/gods/movement/occupancy.js';
import type { GodsLegion } from '../../engine/gods/state.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import { characterValue, scoreOf } from './value.js';

/** The legion as the engine's legion rules read it (only its names matter to them here). */
function asLegion(legion: GodsLegionView, characters: readonly string[]): GodsLegion {
  return { marker: legion.marker, owner: legion.owner, land: legion.land, pieces: characters.map((name, i) => ({ id: `${i}`, name, hits: 0 })), tower: legion.tower, moved: null, splitFrom: null };
}

/** The value of the best Creature the viewer's `legion` could muster on `land` after a move of `steps` lands
 * (0: none). The End-Creature allowance, which the view does not tell, is taken as unused; a landing (27.4) is
 * known while its legion stands. */
export function bestMusterValue(view: GodsView, legion: GodsLegionView, land: number, steps: number): number {
  const player = view.players.find((p) => p.id === legion.owner);
  const def = GODS_BOARD.byId.get(land);
  if (!player?.pool || !def) return 0;
  const characters = legion.names.filter((n): n is string => n !== null);
  const titan = characters.some((n) => hasAbility(n, 'master-power'));
  const advantages = titan ? advantagesHeld(player.ep, player.titanUncovered) : [];
  const options = creatureMusterOptions(
    { characters, masterUncovered: titan && player.titanUncovered, seaLegion: isSeaLegion(asLegion(legion, characters)), ashore: legion.ashore === true, advantages },
    { terrain: def.terrain, kind: def.kind, labelled: def.labelled },
    steps,
    false,
    { pool: player.pool, endCreatureTaken: false, darkTitanAppeared: view.darkTitanAppeared, seaLegionsAshore: view.legions.some((l) => l.owner === legion.owner && l.ashore === true) },
  );
  const score = scoreOf(view, legion.owner);
  return options.reduce((best, o) => Math.max(best, characterValue(o.creature, score)), 0);
}
