// §15 summoning: which legions can give up an Angel or Archangel, and the transfer itself (the donor loses it, and a
// donor left empty is eliminated, §4.4). Used in battle and after a won engagement.
import type { GameEvent } from '../events.js';
import { addKnown, removeKnown } from '../knowledge.js';
import type { GameState, MarkerId } from '../state.js';
import { legionOf, legionsOf, minusMultiset, removeLegion, variantOf, withLegion } from '../game/context.js';
import { creatureDef } from '../variants/lookup.js';

/** A legion that may give up a summonable lord, and which ones it holds. */
export interface SummonDonor {
  readonly marker: MarkerId;
  readonly lords: readonly string[];
}

/** §15: the owner's other legions holding an Angel or Archangel and not in an unresolved engagement. */
export function summonDonors(state: GameState, target: MarkerId): SummonDonor[] {
  const legion = state.legions[target];
  if (!legion) return [];
  const v = variantOf(state);
  if (legion.creatures.length >= v.rules.maxLegionSize) return [];
  const busy = new Set(state.pendingEngagements);
  if (state.engagement && state.engagement.stage !== 'aftermath') busy.add(state.engagement.land);
  const out: SummonDonor[] = [];
  for (const l of legionsOf(state, legion.owner)) {
    if (l.marker === target || busy.has(l.land)) continue;
    const lords: string[] = [];
    for (const c of l.creatures) if (creatureDef(v, c).summonable && !lords.includes(c)) lords.push(c);
    if (lords.length > 0) out.push({ marker: l.marker, lords: lords.sort() });
  }
  return out.sort((a, b) => (a.marker < b.marker ? -1 : 1));
}

/** Moves a summoned lord from its donor into `target`; an emptied donor is eliminated. Marks the turn's summon used. */
export function transferSummoned(state: GameState, from: MarkerId, target: MarkerId, creature: string, events: GameEvent[]): GameState {
  const donor = legionOf(state, from);
  const dest = legionOf(state, target);
  const rest = minusMultiset(donor.creatures, [creature]) ?? donor.creatures;
  const everyone = state.players.map((p) => p.id);
  let s = withLegion(withLegion(state, { ...donor, creatures: rest }), { ...dest, creatures: [...dest.creatures, creature] });
  s = { ...s, knowledge: addKnown(removeKnown(s.knowledge, everyone, from, [creature]), everyone, target, [creature]) };
  s = { ...s, turn: { ...s.turn, summoned: true } };
  events.push({ type: 'summon', marker: target, from, creature });
  if (rest.length === 0) s = removeLegion(s, from, events);
  return s;
}
