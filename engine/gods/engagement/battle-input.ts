// Rules 10.8, 11.2–11.5, 15.2, 24.2: what the game hands the battle when an engagement is fought — the land's
// battleland (City = Skycastle, Dungeon = Darkland, 10.2), Tower land and Coast, the attacker's entry side, each
// legion's owner, the seat that plays it (a Neutral legion's player, A38), its characters (a Titan or Phantom at the
// PF its owner's score gives, an Executer at the PF its kills grew it to, 16.5) and its player's spells, and the
// game's dice.
import type { EntrySide } from '../../family/types.js';
import type { GodsBattleInput, GodsLegionInput } from '../battle/types.js';
import { GODS_BATTLELANDS } from '../data/battlelands.js';
import { OPPOSITE_EDGE } from '../data/battlelands-build.js';
import { godLifeEnergy } from '../rules/god.js';
import { titansInPlay } from '../turn/eliminate.js';
import { GODS_BOARD } from '../movement/board-index.js';
import { entryFrom } from '../movement/entry-sides.js';
import { hasAbility } from '../rules/legion-size.js';
import { titanPower } from '../rules/scoring.js';
import { roleOf } from '../roles.js';
import { TOWER_KINDS } from '../terrains.js';
import type { GodsLegion, GodsPiece, GodsSeat, GodsState } from '../state.js';
import { grownPower } from '../turn/trophies.js';

/** The side an attacker enters by when its move names none: it did not move this turn (sharing the land since the
 * treaty, 8.3), or the move was recorded before sides were kept and was longer than one land or a teleport. */
export const DEFAULT_ATTACKER_ENTRY: EntrySide = 'Bottom';

const ENTRY_SIDES: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];

/** Rules 11.2, 11.5: the side the attacker's move chose (movement/paths.ts); for a move recorded without one, the side
 * facing the land it came from when the move was one land long (exported for the AI's simulated battles). */
export function entrySide(attacker: Pick<GodsLegion, 'moved'>, land: number): EntrySide {
  if (attacker.moved?.entry) return attacker.moved.entry;
  const from = attacker.moved?.steps === 1 ? attacker.moved.from : null;
  return (from !== null ? entryFrom(land, from) : undefined) ?? DEFAULT_ATTACKER_ENTRY;
}

/** Rules 24.2, 16.5 God, 16.5 Executer: a character's PF when it is not the chart's — a Titan's from its owner's
 * score, the God's life energy from the PFs of every Titan in play, an Executer's grown by its kills (`grown`);
 * undefined: the chart's. Exported for the AI's simulated battles, which read these from a seat's view. */
export function powerInBattle(name: string, grown: number | undefined, score: number, titans: () => readonly number[]): number | undefined {
  if (grown !== undefined) return grown;
  if (hasAbility(name, 'master-power')) return titanPower(score);
  return hasAbility(name, 'god-life-energy') ? godLifeEnergy(titans()) : undefined;
}

function powerOf(state: GodsState, piece: GodsPiece, score: number): { power: number } | Record<string, never> {
  const titans = (): number[] => titansInPlay(state).map((seat) => titanPower(state.players.find((p) => p.id === seat)?.score ?? 0));
  const power = powerInBattle(piece.name, grownPower(piece), score, titans);
  return power === undefined ? {} : { power };
}

/** Rules 27.5: the Darklord enters by the side opposite the God's (exported for the AI's simulated battles). */
export function godEntry(edge: keyof typeof OPPOSITE_EDGE): EntrySide {
  return ENTRY_SIDES.find((s) => s === OPPOSITE_EDGE[edge]) ?? DEFAULT_ATTACKER_ENTRY;
}

function legionInput(state: GodsState, legion: GodsLegion, seat: GodsSeat): GodsLegionInput {
  const owner = state.players.find((p) => p.id === legion.owner);
  const score = owner?.score ?? 0;
  return {
    owner: legion.owner,
    role: roleOf(state, legion.owner),
    player: seat,
    pieces: legion.pieces.map((p) => ({ id: p.id, name: p.name, hits: p.hits, ...powerOf(state, p, score) })),
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
  // 27.5: the God at his place on a narrow side, the Darklord entering by the wide side opposite.
  const god = land.god && defender.pieces.some((p) => hasAbility(p.name, 'god-life-energy')) ? land.god : null;
  return {
    land,
    tower: TOWER_KINDS.has(def.kind),
    coast: def.kind === 'coast',
    attackerEntry: god ? godEntry(god.edge) : entrySide(attacker, e.land),
    ...(god ? { god: god.hex } : {}),
    attacker: legionInput(state, attacker, sides.attacker),
    // 27.5: the God's Creatures are the Titan-players', so the side is theirs for Cloud and Darkness (12.7).
    defender: god ? { ...legionInput(state, defender, sides.defender), owner: sides.defender, role: roleOf(state, sides.defender) } : legionInput(state, defender, sides.defender),
    rng: state.rng,
  };
}
