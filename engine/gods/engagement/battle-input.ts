// Rules 10.8, 11.2–11.5, 15.2, 24.2: what the game hands the battle when an engagement is fought — the land's
// battleland (City = Skycastle, Dungeon = Darkland, 10.2), Tower land and Coast, the attacker's entry side, each
// legion's owner, the seat that plays it (a Neutral legion's player, A38), its characters (a Titan or Phantom at the
// PF its owner's score gives) and its player's spells, and the game's dice.
import type { EntrySide } from '../../data/types.js';
import type { GodsBattleInput, GodsLegionInput } from '../battle/types.js';
import { GODS_BATTLELANDS } from '../data/battlelands.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { hasAbility } from '../rules/legion-size.js';
import { titanPower } from '../rules/scoring.js';
import { TOWER_KINDS } from '../terrains.js';
import type { GodsLegion, GodsSeat, GodsState } from '../state.js';

/** The side an attacker enters by when the game cannot name the land it came from (a move of several lands or a
 * teleport, 11.5; the move record keeps only where the move began). */
export const DEFAULT_ATTACKER_ENTRY: EntrySide = 'Bottom';

const ENTRY_SIDES: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];

/** Rules 11.2: the attacker enters by the side facing the land it came from when its move was one land long. */
function entrySide(attacker: GodsLegion, land: number): EntrySide {
  const def = GODS_BOARD.byId.get(land);
  const from = attacker.moved?.steps === 1 ? attacker.moved.from : null;
  const side = from !== null ? def?.attackerEntry[String(from)] : undefined;
  return ENTRY_SIDES.find((s) => s === side) ?? DEFAULT_ATTACKER_ENTRY;
}

function legionInput(state: GodsState, legion: GodsLegion, seat: GodsSeat): GodsLegionInput {
  const owner = state.players.find((p) => p.id === legion.owner);
  const score = owner?.score ?? 0;
  return {
    owner: legion.owner,
    player: seat,
    pieces: legion.pieces.map((p) => ({ id: p.id, name: p.name, hits: p.hits, ...(hasAbility(p.name, 'master-power') ? { power: titanPower(score) } : {}) })),
    spells: owner ? [...owner.spells] : [],
  };
}

/** The battle's input for the open engagement, or null when the land has no battleland. */
export function battleInput(state: GodsState, sides: { attacker: GodsSeat; defender: GodsSeat }): GodsBattleInput | null {
  const e = state.engagement;
  const attacker = e ? state.legions.find((l) => l.marker === e.attacker) : undefined;
  const defender = e ? state.legions.find((l) => l.marker === e.defender) : undefined;
  const def = e ? GODS_BOARD.byId.get(e.land) : undefined;
  const land = def ? GODS_BATTLELANDS[def.terrain] : undefined;
  if (!e || !attacker || !defender || !def || !land) return null;
  return {
    land,
    tower: TOWER_KINDS.has(def.kind),
    coast: def.kind === 'coast',
    attackerEntry: entrySide(attacker, e.land),
    attacker: legionInput(state, attacker, sides.attacker),
    defender: legionInput(state, defender, sides.defender),
    rng: state.rng,
  };
}
