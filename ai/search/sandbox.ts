// Determinization: a real engine GameState holding one engagement, built from what the seat knows (its view) with
// hidden creatures filled from a sample of its belief. Hard's battle simulations run the engine on these; the true
// state is never consulted.
import type { EntrySide } from '../../engine/family/types.js';
import type { GameState, LandId, LegionState, MarkerId, PlayerState } from '../../engine/titan/state.js';
import { seedRng } from '../../engine/platform/rng.js';
import { type Ctx, hasTitan, type LegionEstimate, titanOf } from '../context.js';
import { believe } from '../memory.js';
import type { AiRng } from '../rng.js';

/** One sampled content of a legion: its known creatures, the Titan with the chance the belief gives him, the other
 * unknown ones drawn from what they may be. */
export function sampleContents(ctx: Ctx, marker: MarkerId, rng: AiRng): string[] | null {
  const l = ctx.view.legions.find((x) => x.marker === marker);
  if (!l) return null;
  const shown = l.creatures.filter((c): c is string => c !== null);
  if (shown.length === l.height) return shown;
  const b = believe(ctx.memory, l, ctx.view.variant);
  const titan = !hasTitan(ctx, b.known) && rng.float() < b.titan ? [titanOf(ctx)] : [];
  return [...b.known, ...titan, ...rng.shuffle(b.candidates).slice(0, l.height - b.known.length - titan.length)];
}

function legion(marker: MarkerId, owner: string, land: LandId, creatures: readonly string[], entrySide: EntrySide | null): LegionState {
  return { marker, owner, land, creatures: [...creatures], moved: entrySide !== null, movedFrom: null, entrySide, entryChoices: [], teleported: false, recruited: false };
}

/** The lands where one of `donors` shares its land with another player's legion, as the seat's view shows: engaged
 * there (§15: a legion engaged elsewhere gives no Angel), though the sandbox holds no enemy on them. */
function engagedDonorLands(ctx: Ctx, donors: readonly LegionEstimate[]): LandId[] {
  const lands = donors.filter((d) => ctx.view.legions.some((l) => l.land === d.land && l.owner !== d.owner)).map((d) => d.land);
  return [...new Set(lands)];
}

/** A state in the Engagement Phase with `attacker` (already moved in, entering by `entry`) facing `defender` on
 * `land`; the attacker's other legions (as known or sampled) stay available as Angel donors, but those engaged on
 * their own lands. */
export function engagementSandbox(ctx: Ctx, attacker: LegionEstimate, defender: LegionEstimate, land: LandId, entry: EntrySide, seed: number, donors: readonly LegionEstimate[]): GameState {
  const v = ctx.view;
  const owners = [attacker.owner, defender.owner];
  const players: PlayerState[] = owners.map((id) => {
    const p = v.players.find((x) => x.id === id);
    const markers = [attacker, defender, ...donors].filter((l) => l.owner === id).map((l) => l.marker).sort();
    return { id, name: p?.name ?? id, tower: p?.tower ?? 100, score: p?.score ?? 0, alive: true, markers, turnsTaken: p?.turnsTaken ?? 1, eliminatedBy: null };
  });
  const legions: Record<MarkerId, LegionState> = {
    [attacker.marker]: legion(attacker.marker, attacker.owner, land, attacker.creatures, entry),
    [defender.marker]: legion(defender.marker, defender.owner, land, defender.creatures, null),
  };
  for (const d of donors) if (d.land !== land) legions[d.marker] = legion(d.marker, d.owner, d.land, d.creatures, null);
  return {
    schema: 1,
    variant: v.variant,
    options: { ...v.options, pointTarget: null, turnLimit: null },
    stateId: 0,
    rng: seedRng(seed),
    round: v.round,
    players,
    active: 0,
    phase: 'engage',
    setupIndex: 0,
    turn: { roll: 1, mulliganUsed: true, teleported: false, splitLands: [], newMarkers: [], summoned: false },
    legions,
    caretaker: v.caretaker,
    graveyard: v.graveyard,
    pendingEngagements: [land, ...engagedDonorLands(ctx, donors).filter((l) => l !== land)],
    engagement: null,
    battle: null,
    knowledge: {},
    undo: [],
    winner: null,
    endReason: null,
  };
}
