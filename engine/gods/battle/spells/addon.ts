// Spells (rules 15) as a Gods battle add-on: the game hands each legion's face-down spell counters in the battle's
// input; a Caster casts in its side's own Strike Phase; the lasting effects reach the battle's rules through the
// add-on hooks; the outcome reports the counters spent (the game removes them from the game, 15.2), and a seat
// never sees which spells the other side still holds.
import { GODS_SPELLS } from '../../data/spells.js';
import type { GodsBattleAddon } from '../addon.js';
import type { GodsAddonReports, GodsSpellMove } from '../addon-shapes.js';
import { otherSide, seatSide } from '../order.js';
import type { GodsBattleEvent, GodsBattleInput, GodsBattleOutcome, GodsBattleResult, GodsBattleState, GodsSide } from '../types.js';
import { applySpell } from './cast.js';
import { spellActions, spellWaits } from './choices.js';
import { spellCreature, spellDamage, spellMoved, spellMoves, spellPhaseDamage } from './effects.js';
import { castBy, sidesThatCast, spellsOf, withSpells } from './memory.js';
import type { SpellsReport } from './memory-shape.js';
import { spellMoveSchema } from './moves.js';
import { demonId } from './summon.js';

/** What a seat sees in place of each spell the other side still holds. */
export const HIDDEN_SPELL = 'hidden';

/** 15.2: reads the spell counters the game hands each legion; an unknown spell is bad input. */
function start(state: GodsBattleState, input: GodsBattleInput): GodsBattleState | string {
  const held = { attacker: input.attacker.spells ?? [], defender: input.defender.spells ?? [] };
  if (held.attacker.length + held.defender.length === 0) return state;
  for (const side of ['attacker', 'defender'] as const) {
    const unknown = held[side].find((s) => !Object.prototype.hasOwnProperty.call(GODS_SPELLS, s));
    if (unknown !== undefined) return `${side}: ${unknown} is not a Gods of Titan spell`;
  }
  return withSpells(state, { held: { attacker: [...held.attacker], defender: [...held.defender] }, cast: { attacker: null, defender: null } });
}

/** 15.6 Summon and Slavery as the battle ends: the Demon leaves (never scored), the slave is slain and scored if the
 * caster's side won, and otherwise goes back to its legion. */
function finish(state: GodsBattleState, result: GodsBattleResult, events: GodsBattleEvent[]): GodsBattleState {
  if (!spellsOf(state)) return state;
  const demons = new Set(sidesThatCast(state, 'summon').map(demonId));
  let s: GodsBattleState = {
    ...state, pieces: state.pieces.filter((p) => !demons.has(p.id)), slain: state.slain.filter((p) => !demons.has(p.id)),
  };
  for (const side of sidesThatCast(state, 'slavery')) {
    const cast = castBy(state, side)!;
    const home: GodsSide = otherSide(side);
    const won = result.kind === 'victory' && result.winner === side;
    const slave = s.pieces.find((p) => p.id === cast.piece);
    // Slain in the battle it stays slain (by whoever slew it); eliminated with its own legion's concession, it is the
    // caster's legion that slays it.
    s = {
      ...s,
      slain: s.slain.map((p) => (p.id !== cast.piece ? p : p.cause === 'concession' && won ? { ...p, side: home, cause: 'strike', by: cast.caster } : { ...p, side: home })),
    };
    if (!slave) continue;
    events.push({ type: 'spell', spell: 'slavery', caster: cast.caster, deed: { kind: won ? 'slave-slain' : 'slave-returned', piece: slave.id } });
    s = won
      ? { ...s, pieces: s.pieces.filter((p) => p.id !== slave.id), slain: [...s.slain, { id: slave.id, name: slave.name, side: home, cause: 'strike', by: cast.caster }] }
      : { ...s, pieces: s.pieces.map((p) => (p.id === slave.id ? { ...p, side: home } : p)) };
  }
  return s;
}

/** The spells cast in the battle, per side (nothing when neither side came with spells). */
function report(state: GodsBattleState): GodsAddonReports {
  const m = spellsOf(state);
  if (!m) return {};
  return { spells: { spent: { attacker: spentBy(m, 'attacker'), defender: spentBy(m, 'defender') } } };
}

/** The spell a side cast, as a list (none or one). */
function spentBy(m: NonNullable<ReturnType<typeof spellsOf>>, side: GodsSide): string[] {
  const cast = m.cast[side];
  return cast ? [cast.spell] : [];
}

/** Hidden information: a seat sees how many counters the other side holds, never which. */
function view(state: GodsBattleState, player: string): GodsBattleState {
  const m = spellsOf(state);
  const side = seatSide(state, player);
  if (!m) return state;
  return withSpells(state, { ...m, held: { attacker: heldSeen(m, 'attacker', side), defender: heldSeen(m, 'defender', side) } });
}

/** A side's spell counters as the seat of `viewer` sees them: its own, or as many hidden ones. */
function heldSeen(m: NonNullable<ReturnType<typeof spellsOf>>, s: GodsSide, viewer: GodsSide | null): readonly string[] {
  return s === viewer ? m.held[s] : m.held[s].map(() => HIDDEN_SPELL);
}

/** 15: the spells of the Gods battle. */
export const SPELLS_ADDON: GodsBattleAddon<GodsSpellMove> = {
  name: 'spells',
  schema: spellMoveSchema,
  actions: spellActions,
  waits: spellWaits,
  apply: applySpell,
  // The Caster: named by a cast, the one who cast for a follow-up (a swap, a link).
  actor: (state, side, move) => (move.type === 'castSpell' ? move.caster : castBy(state, side)?.caster ?? null),
  start,
  pending: (state) => (['attacker', 'defender'] as const).some((side) => castBy(state, side)?.chain != null),
  creature: spellCreature,
  phaseDamage: spellPhaseDamage,
  damage: spellDamage,
  moves: spellMoves,
  moved: spellMoved,
  legion: (state, piece) => {
    const side = sidesThatCast(state, 'slavery').find((s) => castBy(state, s)!.piece === piece.id);
    return side ? otherSide(side) : null;
  },
  outsider: (piece) => piece.id === demonId('attacker') || piece.id === demonId('defender'),
  finish,
  report,
  view,
};

/** The spell counters a finished battle spent, per side (none when the battle had no spells). */
export function spellsSpent(outcome: GodsBattleOutcome): SpellsReport['spent'] {
  return outcome.addons?.spells?.spent ?? { attacker: [], defender: [] };
}
