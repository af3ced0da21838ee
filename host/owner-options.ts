// The owner's options of a new game on the always-on host (host/contract-owner.ts `OwnerOptions`) checked against the
// game's module: a variant among its games, and only the shortened endings its default setup honours, within their
// bounds (`sim.endings`). What the owner page offers (`ownerKind`) is read from the same module facts.
import { nameOfGame, type AnyGameModule, type SimOptions } from '../engine/platform/module.js';
import type { OwnerGameKind, OwnerOptions } from './contract-owner.js';
import { seatKinds } from './save-codec.js';

const ENDING_WORDS = { turnLimit: 'turn limit', pointTarget: 'point target' } as const;

/** A module as the owner page may start it: its games with their seats, its endings and its seat kinds. */
export function ownerKind(module: AnyGameModule): OwnerGameKind {
  const variants = module.games.map((game) => {
    const range = module.seatRange(game);
    return { id: game, name: nameOfGame(module, game), minSeats: range.min, maxSeats: range.max };
  });
  return { id: module.id, name: module.name, variants, endings: module.sim.endings, kinds: seatKinds(module) };
}

/** The default setup's options of the owner's choice for `module`, or why the module does not take it. */
export function simOptionsFor(module: AnyGameModule, options: OwnerOptions): (SimOptions & { readonly variant: string }) | { readonly error: string } {
  const variant = options.variant ?? module.games[0] ?? module.id;
  if (!module.games.includes(variant)) return { error: `${module.name} has no game "${variant}"` };
  for (const ending of ['turnLimit', 'pointTarget'] as const) {
    const n = options[ending];
    if (n === undefined) continue;
    const bounds = module.sim.endings[ending];
    if (bounds === null) return { error: `${module.name} takes no ${ENDING_WORDS[ending]}` };
    if (n < bounds.min || n > bounds.max) return { error: `${module.name}'s ${ENDING_WORDS[ending]} is ${bounds.min} to ${bounds.max}, not ${n}` };
  }
  return { variant, turnLimit: options.turnLimit ?? null, pointTarget: options.pointTarget ?? null };
}
