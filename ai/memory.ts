// What an AI seat remembers between decisions, as plain JSON so it can cross a worker boundary: its belief about
// every other player's legions, built only from the events this seat may see and from its own PlayerView.
import type { GameEvent } from '../engine/titan/events.js';
import type { MarkerId, PlayerId } from '../engine/titan/state.js';
import type { PlayerView } from '../engine/titan/view.js';
import { getVariant } from '../engine/titan/variants/index.js';
import { characterValue } from '../engine/titan/values.js';
import { minus, tally, without } from './multiset.js';

/** Belief about one legion of another player: its height, the creatures certainly in it, and how likely it holds
 * its owner's Titan. */
export interface LegionBelief {
  readonly owner: PlayerId;
  readonly height: number;
  /** Creatures known to be in the legion (a sub-multiset of the truth). */
  readonly known: readonly string[];
  /** Probability that the legion holds its owner's Titan, followed from the legion's lineage: half each at the
   * initial split (§5.2 puts the Titan in one of the two), shared by unknown slots at every split, 1 once he is
   * seen, 0 in a legion seen whole without him, the rest of the owner's legions renormalised. Absent in memories of
   * older builds (then read as the share of the owner's unknown slots, as before). */
  readonly titan?: number;
}

/** The per-seat memory: beliefs per legion plus, per player, the best guess of what fills the unknown slots. */
export interface AiMemory {
  readonly seat: PlayerId;
  readonly legions: Readonly<Record<MarkerId, LegionBelief>>;
  /** Per other player: the creatures believed to fill his legions' unknown slots (one entry per unknown slot). */
  readonly pools: Readonly<Record<PlayerId, readonly string[]>>;
  /** Markers of the engagement and battle being resolved (agreements and slain pieces refer to them). */
  readonly engaged: { readonly attacker: MarkerId; readonly defender: MarkerId } | null;
}

/** A fresh memory for a seat (beliefs are filled from the first events and view it sees). */
export function createMemory(seat: PlayerId): AiMemory {
  return { seat, legions: {}, pools: {}, engaged: null };
}

interface Draft {
  seat: PlayerId;
  legions: Record<MarkerId, LegionBelief>;
  pools: Record<PlayerId, string[]>;
  engaged: { attacker: MarkerId; defender: MarkerId } | null;
  variant: PlayerView['variant'];
}

function setLegion(d: Draft, marker: MarkerId, b: LegionBelief): void {
  if (b.owner === d.seat) return;
  d.legions[marker] = b;
}

/** Creatures newly shown in a legion become known; each was an unknown slot, so it leaves the owner's pool. */
function revealIn(d: Draft, marker: MarkerId, shown: readonly string[]): void {
  const b = d.legions[marker];
  if (!b) return;
  const have = tally(b.known);
  const known = [...b.known];
  for (const [c, n] of tally(shown)) {
    for (let k = have.get(c) ?? 0; k < n; k++) {
      known.push(c);
      d.pools[b.owner] = without(d.pools[b.owner] ?? [], c);
    }
  }
  setLegion(d, marker, { ...b, known });
}

function addTo(d: Draft, marker: MarkerId, creature: string): void {
  const b = d.legions[marker];
  if (b) setLegion(d, marker, { ...b, height: b.height + 1, known: [...b.known, creature] });
}

/** A creature publicly left a legion: from the known part if it was known, else from the owner's unknown pool. */
function removeFrom(d: Draft, marker: MarkerId, creature: string): void {
  const b = d.legions[marker];
  if (!b) return;
  if (b.known.includes(creature)) setLegion(d, marker, { ...b, height: b.height - 1, known: without(b.known, creature) });
  else {
    d.pools[b.owner] = without(d.pools[b.owner] ?? [], creature);
    setLegion(d, marker, { ...b, height: b.height - 1 });
  }
}

function split(d: Draft, parent: MarkerId, child: MarkerId, count: number): void {
  const b = d.legions[parent];
  if (!b) return;
  const parentSize = b.height - count;
  const keep: string[] = [];
  const moved: string[] = [];
  for (const [c, n] of tally(b.known)) {
    for (let i = 0; i < n - count; i++) keep.push(c);
    for (let i = 0; i < n - parentSize; i++) moved.push(c);
  }
  // Whatever is no longer certain in either part returns to the owner's pool of unknown slots.
  d.pools[b.owner] = [...(d.pools[b.owner] ?? []), ...minus(b.known, [...keep, ...moved])];
  // the Titan, unseen, went with one of the unknown slots: each part keeps its share of the parent's chance
  const titan = b.titan ?? 0;
  const childSlots = count - moved.length;
  const parentSlots = parentSize - keep.length;
  const share = childSlots + parentSlots > 0 ? childSlots / (childSlots + parentSlots) : 0;
  const known = b.known.includes('Titan');
  setLegion(d, parent, { ...b, height: parentSize, known: keep, titan: known && keep.includes('Titan') ? 1 : titan * (1 - share) });
  setLegion(d, child, { owner: b.owner, height: count, known: moved, titan: known && moved.includes('Titan') ? 1 : titan * share });
}

function merge(d: Draft, from: MarkerId, into: MarkerId): void {
  const a = d.legions[from];
  const b = d.legions[into];
  if (!a || !b) return;
  setLegion(d, into, { ...b, height: a.height + b.height, known: [...a.known, ...b.known], titan: Math.min(1, (a.titan ?? 0) + (b.titan ?? 0)) });
  delete d.legions[from];
}

/** A legion left play; creatures of it nobody saw leave the owner's pool (the cheapest guesses go first). */
function eliminate(d: Draft, marker: MarkerId): void {
  const b = d.legions[marker];
  if (!b) return;
  delete d.legions[marker];
  dropCheapest(d, b.owner, b.height - b.known.length);
}

function dropCheapest(d: Draft, owner: PlayerId, count: number): void {
  if (count <= 0) return;
  const v = getVariant(d.variant);
  const sorted = [...(d.pools[owner] ?? [])].sort((x, y) => characterValue(v, x, 0) - characterValue(v, y, 0));
  d.pools[owner] = sorted.slice(Math.min(count, sorted.length));
}

function sideMarker(d: Draft, side: 'attacker' | 'defender'): MarkerId | null {
  return d.engaged ? d.engaged[side] : null;
}

function startingPool(d: Draft): string[] {
  const v = getVariant(d.variant);
  return ['Titan', 'Angel', ...v.startingCreatures.flatMap((s) => new Array<string>(s.count).fill(s.creature))];
}

/** Applies one event this seat saw to the draft belief. */
function observeOne(d: Draft, e: GameEvent): void {
  switch (e.type) {
    case 'initialSplit':
      if (e.player === d.seat) return;
      d.pools[e.player] = startingPool(d);
      for (const m of e.markers) setLegion(d, m, { owner: e.player, height: 4, known: [], titan: 1 / e.markers.length });
      return;
    case 'split':
      return split(d, e.marker, e.newMarker, e.count);
    case 'move':
      return revealIn(d, e.marker, e.revealed);
    case 'splitAborted':
    case 'recombine':
      return merge(d, e.marker, e.into);
    case 'engage':
      d.engaged = { attacker: e.attacker, defender: e.defender };
      return;
    case 'battleStart':
      d.engaged = { attacker: e.attacker, defender: e.defender };
      return;
    case 'reveal': {
      revealIn(d, e.marker, e.creatures);
      const b = d.legions[e.marker];
      if (b && e.creatures.length > b.height) setLegion(d, e.marker, { ...b, height: e.creatures.length });
      return;
    }
    case 'agreement': {
      const att = sideMarker(d, 'attacker');
      const def = sideMarker(d, 'defender');
      if (att) for (const c of e.attackerLosses) removeFrom(d, att, c);
      if (def) for (const c of e.defenderLosses) removeFrom(d, def, c);
      return;
    }
    case 'slain': {
      const m = sideMarker(d, e.side);
      if (m) removeFrom(d, m, e.creature);
      return;
    }
    case 'summon':
      removeFrom(d, e.from, e.creature);
      addTo(d, e.marker, e.creature);
      return;
    case 'reinforce':
    case 'recruit':
      revealIn(d, e.marker, e.recruiters);
      addTo(d, e.marker, e.creature);
      return;
    case 'acquire':
      addTo(d, e.marker, e.creature);
      return;
    case 'trimmed':
      for (const c of e.removed) removeFrom(d, e.marker, c);
      return;
    case 'legionEliminated':
      return eliminate(d, e.marker);
    case 'engagementResolved':
      d.engaged = null;
      return;
    case 'playerEliminated':
      for (const [m, b] of Object.entries(d.legions)) if (b.owner === e.player) delete d.legions[m];
      delete d.pools[e.player];
      return;
    default:
      return;
  }
}

/** Keeps legions and pools consistent with the view: heights, every creature the view shows, one pool entry per
 * unknown slot (a missing guess defaults to the cheapest Tower creature, the usual filler). */
function syncWithView(d: Draft, view: PlayerView): void {
  const seen = new Set<MarkerId>();
  for (const l of view.legions) {
    if (l.owner === d.seat) continue;
    seen.add(l.marker);
    const shown = l.creatures.filter((c): c is string => c !== null);
    if (!d.legions[l.marker] || d.legions[l.marker].owner !== l.owner) d.legions[l.marker] = { owner: l.owner, height: l.height, known: [] };
    revealIn(d, l.marker, shown);
    const b = d.legions[l.marker];
    let known = b.known;
    if (shown.length === l.height) known = shown;
    else if (known.length > l.height) known = known.slice(0, l.height);
    d.legions[l.marker] = { owner: l.owner, height: l.height, known, ...(b.titan === undefined ? {} : { titan: b.titan }) };
  }
  for (const m of Object.keys(d.legions)) if (!seen.has(m)) delete d.legions[m];
  const v = getVariant(d.variant);
  const filler = [...v.startingCreatures].map((s) => s.creature).sort((x, y) => characterValue(v, x, 0) - characterValue(v, y, 0))[0];
  for (const p of view.players) {
    if (p.id === d.seat) continue;
    let slots = 0;
    for (const b of Object.values(d.legions)) if (b.owner === p.id) slots += b.height - b.known.length;
    const pool = [...(d.pools[p.id] ?? [])];
    if (pool.length > slots) {
      d.pools[p.id] = pool;
      dropCheapest(d, p.id, pool.length - slots);
    } else {
      while (pool.length < slots) pool.push(filler);
      d.pools[p.id] = pool;
    }
    if (slots === 0 && !p.alive) delete d.pools[p.id];
    if (p.alive) settleTitan(d, p.id);
  }
}

/** Brings each of `owner`'s legions' Titan chances in line with what is known: 1 where he is seen, 0 in a legion seen
 * whole without him, the others keeping their lineage's proportions and summing to 1 (one Titan per living player). */
function settleTitan(d: Draft, owner: PlayerId): void {
  const mine = Object.entries(d.legions).filter(([, b]) => b.owner === owner);
  const seen = mine.find(([, b]) => b.known.includes('Titan'));
  let slots = 0;
  for (const [, b] of mine) slots += b.height - b.known.length;
  const weight = (b: LegionBelief): number => (b.known.length >= b.height ? 0 : (b.titan ?? (slots > 0 ? (b.height - b.known.length) / slots : 0)));
  let sum = 0;
  for (const [, b] of mine) sum += weight(b);
  for (const [m, b] of mine) {
    const titan = seen ? (seen[0] === m ? 1 : 0) : sum > 0 ? weight(b) / sum : 0;
    if (titan !== b.titan) d.legions[m] = { ...b, titan };
  }
}

/** Events this seat may see: public ones and those addressed to it. */
export function visibleTo(seat: PlayerId, events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => !e.audience || e.audience.includes(seat));
}

/** Updates a memory with the events seen since the last call and the current view (pure: returns a new memory). */
export function observe(memory: AiMemory, events: readonly GameEvent[], view: PlayerView): AiMemory {
  const d: Draft = {
    seat: memory.seat,
    legions: { ...memory.legions },
    pools: Object.fromEntries(Object.entries(memory.pools).map(([p, l]) => [p, [...l]])),
    engaged: memory.engaged ? { ...memory.engaged } : null,
    variant: view.variant,
  };
  for (const e of visibleTo(memory.seat, events)) observeOne(d, e);
  syncWithView(d, view);
  return { seat: d.seat, legions: d.legions, pools: d.pools, engaged: d.engaged };
}
