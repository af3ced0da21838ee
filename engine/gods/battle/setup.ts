// Starting a Gods battle from the game's plain data (rules 10.8, 11.2–11.4, 16.5): the input is checked (a typed
// error, nothing changed, on bad input), entry sides fixed on Tower lands and the Coast, every character at the PF
// the add-ons give it for this battle, and the defender's first maneuver begins with every character off the
// battleland.
import { isHexLabel } from '../../family/battle/grid.js';
import type { EntrySide } from '../../family/types.js';
import { GODS_SEATS } from '../data/seats.js';
import { chartRow, hasAbility } from './facts.js';
import { contextFree } from './core.js';
import { addonsStart, joiningPower } from './hooks.js';
import { GODS_BATTLE } from './machine.js';
import type { GodsBattleError, GodsBattleEvent, GodsBattleInput, GodsBattlePiece, GodsBattleState, GodsLegionInput, GodsSide } from './types.js';

const ENTRY_SIDES: readonly EntrySide[] = ['Left', 'Right', 'Bottom'];
const OWNERS: readonly string[] = [...GODS_SEATS, 'neutral'];
const ROLES: readonly (string | null)[] = ['titan-player', 'darklord', null];

/** A4, 11.3, 11.4: on Tower lands and the Coast the attacker always enters from the Bottom side, whatever its way in. */
export const FIXED_ATTACKER_ENTRY: EntrySide = 'Bottom';

function bad(message: string): GodsBattleError {
  return { code: 'bad-input', message };
}

/** The first problem with one legion's input, or null. */
function legionProblem(side: GodsSide, legion: GodsLegionInput, ids: Set<string>): string | null {
  if (!OWNERS.includes(legion.owner)) return `${side}: unknown owner ${String(legion.owner)}`;
  if (!ROLES.includes(legion.role)) return `${side}: unknown role ${String(legion.role)}`;
  if (typeof legion.player !== 'string' || legion.player === '') return `${side}: no player`;
  if (legion.pieces.length === 0) return `${side}: no characters`;
  for (const p of legion.pieces) {
    const row = chartRow(p.name);
    if (!row) return `${side}: ${p.name} is not a Gods of Titan character`;
    if (ids.has(p.id)) return `${side}: piece id ${p.id} is not unique`;
    ids.add(p.id);
    const power = p.power ?? row.power;
    if (!Number.isInteger(power) || power < 1) return `${side}: ${p.id} has no power`;
    if (!Number.isInteger(p.hits) || p.hits < 0 || p.hits >= power) return `${side}: ${p.id} cannot carry ${p.hits} hits`;
  }
  return null;
}

/** A character of `side` as the battle begins: on the God's hex (27.5) or off the battleland, at its PF for it. */
function pieceOf(input: GodsBattleInput, side: GodsSide, index: number): GodsBattlePiece {
  const own = input[side];
  const p = own.pieces[index]!;
  // 27.5: the God is placed on his hex before the battle begins; everybody else enters.
  const placed = input.god !== undefined && side === 'defender' && hasAbility(p.name, 'god-life-energy') ? input.god : null;
  const power = joiningPower(p.name, p.power ?? chartRow(p.name)!.power, index, own, input[side === 'attacker' ? 'defender' : 'attacker']);
  return { id: p.id, name: p.name, side, hex: placed, hits: p.hits, power, moved: false, struck: false, mustStrike: false, slain: false, slainBy: null };
}

/** 10.8, 11: a new battle at the defender's first maneuver, or a typed error for input that cannot start one. */
export function startGodsBattle(input: GodsBattleInput): { state: GodsBattleState; events: GodsBattleEvent[] } | GodsBattleError {
  if (!ENTRY_SIDES.includes(input.attackerEntry)) return bad(`unknown entry side ${String(input.attackerEntry)}`);
  const labels = Object.keys(input.land.hexes);
  if (labels.some((l) => !isHexLabel(l))) return bad('the battleland names a hex the grid does not have');
  if (input.tower && (input.land.startList.length === 0 || input.land.startList.some((l) => !isHexLabel(l)))) {
    return bad('a Tower land needs the hexes inside its walls (startList)');
  }
  if (input.attacker.player === input.defender.player) return bad('one player cannot play both sides');
  if (input.god !== undefined && !labels.includes(input.god)) return bad(`the God's hex ${input.god} is not on the battleland`);
  const ids = new Set<string>();
  const problem = legionProblem('attacker', input.attacker, ids) ?? legionProblem('defender', input.defender, ids);
  if (problem) return bad(problem);
  const fixed = input.tower || input.coast;
  const initial: GodsBattleState = {
    land: input.land.tower === input.tower ? input.land : { ...input.land, tower: input.tower },
    attackerEntry: fixed ? FIXED_ATTACKER_ENTRY : input.attackerEntry,
    owners: { attacker: input.attacker.owner, defender: input.defender.owner },
    roles: { attacker: input.attacker.role, defender: input.defender.role },
    players: { attacker: input.attacker.player, defender: input.defender.player },
    round: 1,
    active: 'defender',
    phase: 'maneuver',
    pieces: [...input.attacker.pieces.map((_, i) => pieceOf(input, 'attacker', i)), ...input.defender.pieces.map((_, i) => pieceOf(input, 'defender', i))],
    carry: null,
    conceding: null,
    masterSlain: false,
    slain: [],
    rng: input.rng,
    outcome: null,
    addons: {},
  };
  const state = addonsStart(initial, input);
  if (typeof state === 'string') return bad(state);
  const events: GodsBattleEvent[] = [];
  return { state: GODS_BATTLE.startManeuver(contextFree(state), events).battle, events };
}
