// Candidate actions for the completeness half of tests/platform/legal-actions.property.test.ts: every listed action
// mutated one field at a time (another player, marker, land, entry side, teleport, lord, creature list, creature,
// battle piece, hex, strike or carry target, strike number or dice, the values taken from the state), and actions of
// every type built from the state whether or not any is listed (every own legion to every land, every battle piece to
// every hex and at every piece, every creature, every parameterless action) so that a type with nothing listed is
// tried too.
import type { Action } from '../../engine/titan/actions.js';
import { getVariant, legalActions, playersToAct } from '../../engine/titan/index.js';
import { battlePosition } from '../../engine/titan/battle/index.js';
import { HEX_LABELS } from '../../engine/family/battle/grid.js';
import { strikeDice, strikeNumber } from '../../engine/family/battle/rules.js';
import { startingCharacters } from '../../engine/titan/game/setup.js';
import { subMultisets } from '../../engine/titan/legal.js';
import type { GameState } from '../../engine/titan/state.js';

type Loose = Record<string, unknown>;

const BARE = ['roll', 'mulligan', 'endMoves', 'flee', 'accept', 'fight', 'concede', 'done', 'endTurn', 'undo'] as const;

/** What the state offers to fill an action's fields with. */
interface Material {
  readonly players: readonly string[];
  readonly markers: readonly string[];
  readonly everyMarker: readonly string[];
  readonly lands: readonly number[];
  readonly creatures: readonly string[];
  readonly pieces: readonly string[];
}

function materialOf(state: GameState): Material {
  const v = getVariant(state.variant);
  return {
    players: state.players.map((p) => p.id),
    markers: Object.keys(state.legions),
    everyMarker: state.players.flatMap((p) => p.markers),
    lands: v.landIds,
    creatures: Object.keys(v.creatures),
    pieces: state.battle?.pieces.map((p) => p.id) ?? [],
  };
}

/** Actions of every type for `player`, built from the state alone (masterboard ones for his own legions). */
function seeds(state: GameState, m: Material, player: string): Loose[] {
  const base = { player, stateId: state.stateId };
  const out: Loose[] = BARE.map((type) => ({ ...base, type }));
  const own = state.players.find((p) => p.id === player)?.markers ?? [];
  const [first = '', second = ''] = own.filter((x) => !(x in state.legions));
  out.push({ ...base, type: 'initialSplit', titanMarker: first, angelMarker: second, titanCreatures: startingCharacters(state).slice(2, 5) });
  for (const l of Object.values(state.legions).filter((x) => x.owner === player)) {
    out.push({ ...base, type: 'split', marker: l.marker, newMarker: first, creatures: l.creatures.slice(0, 2) });
    for (const to of m.lands) out.push({ ...base, type: 'move', marker: l.marker, to });
    for (const creature of m.creatures) out.push({ ...base, type: 'recruit', marker: l.marker, creature }, { ...base, type: 'summon', from: l.marker, creature });
  }
  for (const land of m.lands) out.push({ ...base, type: 'engage', land });
  const e = state.engagement;
  if (e) out.push({ ...base, type: 'propose', attackerLosses: [...(state.legions[e.attacker]?.creatures ?? [])], defenderLosses: [] });
  for (const creature of m.creatures) out.push({ ...base, type: 'acquire', creature }, { ...base, type: 'reinforce', creature });
  const pos = state.battle ? battlePosition(state) : null;
  for (const piece of m.pieces) {
    for (const to of HEX_LABELS) out.push({ ...base, type: 'battleMove', piece, to });
    for (const target of m.pieces) {
      const n = pos ? strikeNumber(pos, piece, target) : null;
      out.push({ ...base, type: 'strike', piece, target, strikeNumber: n ?? 4, dice: pos ? Math.max(1, strikeDice(pos, piece, target)) : 1 });
    }
    out.push({ ...base, type: 'carry', target: piece });
  }
  return out;
}

/** `a` with one field set to each of `values` (undefined: the field left out). */
function vary(a: Loose, key: string, values: readonly unknown[], out: Loose[]): void {
  for (const x of values) {
    if (x === a[key]) continue;
    const next: Loose = { ...a, [key]: x };
    if (x === undefined) delete next[key];
    out.push(next);
  }
}

/** The one-field mutations of `a`. */
function mutations(state: GameState, m: Material, a: Loose): Loose[] {
  const out: Loose[] = [];
  vary(a, 'player', m.players, out);
  const legion = typeof a.marker === 'string' ? state.legions[a.marker] : undefined;
  const range = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  switch (a.type) {
    case 'initialSplit':
      vary(a, 'titanMarker', m.everyMarker, out);
      vary(a, 'angelMarker', m.everyMarker, out);
      vary(a, 'titanCreatures', subMultisets(startingCharacters(state), 2, 4), out);
      break;
    case 'split':
      vary(a, 'marker', m.markers, out);
      vary(a, 'newMarker', m.everyMarker, out);
      vary(a, 'creatures', legion ? subMultisets(legion.creatures, 1, legion.creatures.length) : [], out);
      break;
    case 'move':
      vary(a, 'marker', m.markers, out);
      vary(a, 'to', m.lands, out);
      vary(a, 'teleport', [undefined, 'tower', 'titan'], out);
      vary(a, 'lord', [undefined, ...new Set(legion?.creatures ?? [])], out);
      vary(a, 'entrySide', [undefined, 'Left', 'Right', 'Bottom'], out);
      break;
    case 'propose': {
      const e = state.engagement;
      vary(a, 'attackerLosses', e ? subMultisets(state.legions[e.attacker]?.creatures ?? [], 0, 7) : [], out);
      vary(a, 'defenderLosses', e ? subMultisets(state.legions[e.defender]?.creatures ?? [], 0, 7) : [], out);
      break;
    }
    case 'recruit':
      vary(a, 'marker', m.markers, out);
      vary(a, 'creature', m.creatures, out);
      break;
    case 'summon':
      vary(a, 'from', m.markers, out);
      vary(a, 'creature', m.creatures, out);
      break;
    case 'strike':
      vary(a, 'piece', m.pieces, out);
      vary(a, 'target', m.pieces, out);
      vary(a, 'strikeNumber', range(1, 6), out);
      vary(a, 'dice', range(1, Number(a.dice) + 1), out);
      break;
    case 'battleMove':
      vary(a, 'piece', m.pieces, out);
      vary(a, 'to', HEX_LABELS, out);
      break;
    case 'carry':
      vary(a, 'target', [null, ...m.pieces], out);
      break;
  }
  return out;
}

/** Every candidate action of a state, once: the listed ones, their mutations, the seeds of actors and engaged players. */
export function candidateActions(state: GameState): Action[] {
  const m = materialOf(state);
  const e = state.engagement;
  const seeded = new Set([...playersToAct(state), ...(e ? [e.attackerOwner, e.defenderOwner] : [])]);
  const listed = m.players.flatMap((p) => legalActions(state, p) as unknown as Loose[]);
  const all = [...listed.flatMap((a) => [a, ...mutations(state, m, a)]), ...[...seeded].flatMap((p) => seeds(state, m, p))];
  return [...new Map(all.map((c) => [JSON.stringify(c), c])).values()] as unknown as Action[];
}
