// Determinization for Gods Hard: one guess of what another seat's legion holds, drawn from what the seat's view
// allows — the names it shows (an uncovered Master, a spied legion, a Neutral garrison, both sides of an engagement
// it plays) kept, each hidden one an ordinary (or Dark-) Creature of the owner's starting pool (rules 5.1) by its
// counter count, and the owner's covered Master in one of his land legions with equal chance (24.3) — and of the spells he holds
// face-down (15: his count of them is public, which ones is not).
import { GODS_CHARACTERS } from '../../engine/gods/data/characters.js';
import { DARK_TITAN, PHANTOM, TITAN } from '../../engine/gods/data/master-roles.js';
import { seatPool } from '../../engine/gods/data/pools.js';
import type { GodsSeatRole } from '../../engine/gods/data/seats.js';
import { GODS_SPELLS } from '../../engine/gods/data/spells.js';
import type { GodsLegionView, GodsView } from '../../engine/gods/view.js';
import type { AiRng } from '../rng.js';
import { holdsMaster } from './judge.js';

const CREATURES = new Map<GodsSeatRole, readonly string[]>();
/** The classes of the ordinary Creatures a legion is mostly made of: the Titan-players' and the Darklord's (3.4, 3.6). */
const ORDINARY: ReadonlySet<string> = new Set(['creature', 'dark-creature']);

/** The ordinary Creatures of a role's starting pool, each as often as its counters (cached: the chart never changes). */
function creaturesOf(role: GodsSeatRole): readonly string[] {
  let list = CREATURES.get(role);
  if (!list) {
    list = Object.entries(seatPool(role)).flatMap(([name, n]) => (ORDINARY.has(GODS_CHARACTERS[name]?.cls ?? '') ? new Array<string>(n).fill(name) : []));
    CREATURES.set(role, list);
  }
  return list;
}

/** The Master a seat of `role` may hide in a legion (24.3; the Darklord's Phantom until the Dark-Titan appears, 23.7). */
function coveredMaster(view: GodsView, role: GodsSeatRole): string {
  if (role === 'titan-player') return TITAN;
  return view.darkTitanAppeared ? DARK_TITAN : PHANTOM;
}

/** The chance that `legion` holds its owner's Master: 1 where the view shows it; none when it shows elsewhere (or the
 * legion is a Tower legion), else an equal share among his land legions. */
export function masterChance(view: GodsView, legion: GodsLegionView): number {
  if (holdsMaster(legion)) return 1;
  const own = view.legions.filter((l) => l.owner === legion.owner && !l.tower);
  if (legion.tower || legion.owner === 'neutral' || own.some(holdsMaster)) return 0;
  return 1 / Math.max(1, own.length);
}

/** One sample of the legion's characters (its own names where the view shows them all). */
export function sampleNames(view: GodsView, legion: GodsLegionView, rng: AiRng): string[] {
  const shown = legion.names.filter((n): n is string => n !== null);
  if (shown.length === legion.names.length) return shown;
  const role = view.players.find((p) => p.id === legion.owner)?.role ?? 'titan-player';
  const out = [...shown];
  if (!holdsMaster(legion) && rng.float() < masterChance(view, legion)) out.push(coveredMaster(view, role));
  const pool = creaturesOf(role);
  while (out.length < legion.names.length) out.push(pool[rng.int(pool.length)] ?? TITAN);
  return out;
}

/** The spells a seat holds: the viewer's own, another's a sample of his public count of them. */
export function sampleSpells(view: GodsView, owner: string, rng: AiRng): string[] {
  const p = view.players.find((x) => x.id === owner);
  if (!p) return [];
  return p.spells ? [...p.spells] : rng.shuffle(Object.keys(GODS_SPELLS)).slice(0, p.spellsLeft);
}
