// Rules 16.5 Executer (A26): the Executer grows by +1 PF for every enemy Lord or Master its legion slays, and the slain
// go as trophies into its player's Personal Pool, never usable there; both come after the battle is scored and only
// to an Executer that survived it. When the Executer leaves the board (slain, or eliminated with its legion) it comes
// back, if ever, at its printed PF (a new piece), and its trophies go back to their owners' pools for re-use.
// The count lives on the Executer's piece (`kills`), the trophies beside the pool (`GodsPlayer.trophies`), so that
// nothing that reads a pool (mustering, Lords, summoning, trade, revival) ever sees them.
import type { GodsSlain } from '../battle/types.js';
import { godsCharacter } from '../data/characters.js';
import type { GodsTrophyClaim } from '../engagement/types.js';
import type { GodsEvent } from '../events.js';
import { abilityEffect, hasAbility } from '../rules/legion-size.js';
import { draftList, type GodsDraft, type GodsOwner, type GodsPiece, type GodsSeat, touchLegion } from '../state.js';
import { PHANTOM } from '../data/master-roles.js';

/** Rules 16.5: the Executer's growth, from the ability table (victims' classes, PF gained per victim). */
const growth = () => abilityEffect('trophy-hunter', 'trophy-power');

/** Rules 16.5: whether a slain character grows the Executer — an enemy Lord or Master. */
function growsExecuter(name: string): boolean {
  const cls = godsCharacter(name)?.cls;
  return cls !== undefined && (growth().victims as readonly string[]).includes(cls);
}

/** Rules 16.5, 24.5: whether a slain character becomes a trophy — a Lord or Master, but not the Phantom, which comes
 * back in another legion (24.5) or leaves the game with its player (24.7, 24.8). */
export function mayBeTrophy(name: string): boolean {
  return growsExecuter(name) && name !== PHANTOM;
}

/** Rules 16.5: a piece's PF when its kills have grown it (an Executer that slew), else undefined (the chart's). */
export function grownPower(piece: Pick<GodsPiece, 'name' | 'kills'>): number | undefined {
  if (!piece.kills || !hasAbility(piece.name, 'trophy-hunter')) return undefined;
  return (godsCharacter(piece.name)?.power ?? 0) + piece.kills * growth().gain;
}

/**
 * Rules 16.5: what a battle gives the Executers of the legion that stood at its end — `pieces`: that legion's
 * characters as it fought (the slain among them), `standing`: the ids of those still standing, `enemySlain`: the other
 * side's slain, `from`: the seat they belonged to. The victims are the Lords and Masters slain by a character of the
 * legion (a hazard, the time-out or a concession slays nobody's victim). Undefined when it gives nothing.
 */
export function trophyClaim(pieces: readonly GodsPiece[], standing: ReadonlySet<string>, enemySlain: readonly GodsSlain[], from: GodsOwner): GodsTrophyClaim | undefined {
  if (from === 'neutral') return undefined;
  const ours = new Set(pieces.map((p) => p.id));
  const executers = pieces.filter((p) => standing.has(p.id) && hasAbility(p.name, 'trophy-hunter')).map((p) => p.id);
  const victims = enemySlain.filter((s) => s.by !== null && ours.has(s.by) && growsExecuter(s.name)).map((s) => s.name);
  return executers.length > 0 && victims.length > 0 ? { executers, victims, from } : undefined;
}

/** Rules 16.5: pays a claim after the scoring — each surviving Executer +1 PF per victim; each victim but a Phantom
 * from its owner's pool (where it went when it was slain) into the first Executer's player's trophies. */
export function awardTrophies(d: GodsDraft, claim: GodsTrophyClaim, events: GodsEvent[]): void {
  const found = d.legions.find((l) => l.pieces.some((p) => p.id === claim.executers[0]));
  const holder = d.players.find((p) => p.id === found?.owner);
  if (!found || !holder) return;
  const legion = touchLegion(d, found)!; // one of the draft's legions
  legion.pieces = legion.pieces.map((p) => (claim.executers.includes(p.id) ? { ...p, kills: (p.kills ?? 0) + claim.victims.length } : p));
  const owner = d.players.find((p) => p.id === claim.from);
  const taken: string[] = [];
  for (const name of claim.victims.filter(mayBeTrophy)) {
    if (!owner || (owner.pool[name] ?? 0) < 1) continue;
    owner.pool[name] = (owner.pool[name] ?? 0) - 1;
    holder.trophies.push({ name, owner: claim.from, executer: claim.executers[0] ?? '' });
    taken.push(name);
  }
  const first = legion.pieces.find((p) => p.id === claim.executers[0]);
  events.push({ type: 'trophies', seat: holder.id, legion: legion.marker, names: taken, power: first ? (grownPower(first) ?? 0) : 0, audience: [holder.id, claim.from] });
}

/** Rules 16.5: the trophies whose Executer is no longer on the board go back to their owners' pools (an owner out of
 * the game: out of the game with him, 24.8). Run after every action, so an Executer slain, eliminated with its legion
 * or sent back to the pool gives them back at once. */
export function returnTrophies(d: GodsDraft, events: GodsEvent[]): void {
  const seen = draftList(d, 'players'); // looks that copy nothing: most actions return no trophy
  if (!seen.some((p) => p.trophies.length > 0)) return;
  const standing = new Set(draftList(d, 'legions').flatMap((l) => l.pieces.map((p) => p.id)));
  if (seen.every((p) => p.trophies.every((t) => standing.has(t.executer)))) return;
  for (const holder of d.players) {
    const back = holder.trophies.filter((t) => !standing.has(t.executer));
    if (back.length === 0) continue;
    holder.trophies = holder.trophies.filter((t) => standing.has(t.executer));
    for (const t of back) {
      const owner = d.players.find((p) => p.id === t.owner && !p.out);
      const stock = owner ? owner.pool : d.removed;
      stock[t.name] = (stock[t.name] ?? 0) + 1;
    }
    const audience = [...new Set<GodsSeat>([holder.id, ...back.map((t) => t.owner)])];
    events.push({ type: 'trophiesReturned', seat: holder.id, returned: back.map((t) => ({ name: t.name, owner: t.owner })), audience });
  }
}
