// The add-ons the Gods battle plays with (rules 15–18), in the order the core asks them: spells, special abilities,
// reinforcement, summoning. Their hooks are asked in turn (hooks.ts); their own actions are listed in this order and
// each is handed to the add-on whose it is, typed as its own.
import type { GodsAddonHooks, GodsBattleAddon, GodsBattleCore } from './addon.js';
import type { GodsAddonMove } from './addon-shapes.js';
import { ABILITIES_ADDON } from './abilities/index.js';
import { REINFORCEMENT_ADDON } from './additions/reinforce.js';
import { SUMMONING_ADDON } from './additions/summon.js';
import { SPELLS_ADDON } from './spells/addon.js';
import type { GodsBattleEvent, GodsBattleState, GodsSide } from './types.js';

/** Every add-on, in the order its hooks are asked. */
export const GODS_BATTLE_ADDONS: readonly GodsAddonHooks[] = [SPELLS_ADDON, ABILITIES_ADDON, REINFORCEMENT_ADDON, SUMMONING_ADDON];

/** The add-ons' legal actions of a seat now. */
export function addonActions(state: GodsBattleState, player: string, core: GodsBattleCore): GodsAddonMove[] {
  return [
    ...SPELLS_ADDON.actions(state, player, core),
    ...ABILITIES_ADDON.actions(state, player, core),
    ...REINFORCEMENT_ADDON.actions(state, player, core),
    ...SUMMONING_ADDON.actions(state, player, core),
  ];
}

/** An add-on action in the hands of the add-on whose it is. */
interface Owned {
  readonly apply: (state: GodsBattleState, player: string, core: GodsBattleCore, events: GodsBattleEvent[]) => GodsBattleState;
  readonly actor: (state: GodsBattleState, side: GodsSide) => string | null;
}

function own<M extends GodsAddonMove>(addon: GodsBattleAddon<M>, move: M): Owned {
  return {
    apply: (state, player, core, events) => addon.apply(state, player, move, core, events),
    actor: (state, side) => addon.actor?.(state, side, move) ?? null,
  };
}

/** The add-on whose action `move` is, the move typed as its own. */
function ownerOf(move: GodsAddonMove): Owned {
  switch (move.type) {
    case 'castSpell':
    case 'chaosSwap':
    case 'painchainLink':
      return own(SPELLS_ADDON, move);
    case 'useAbility':
    case 'mount':
    case 'stoneCold':
      return own(ABILITIES_ADDON, move);
    case 'reinforce':
      return own(REINFORCEMENT_ADDON, move);
    case 'summon':
      return own(SUMMONING_ADDON, move);
  }
}

/** Applies an add-on action (one it offers now) by the add-on whose it is. */
export function applyAddon(state: GodsBattleState, player: string, move: GodsAddonMove, core: GodsBattleCore, events: GodsBattleEvent[]): GodsBattleState {
  return ownerOf(move).apply(state, player, core, events);
}

/** Rules 27.5: the piece whose owner takes an add-on action of `side`, or null when it names none. */
export function addonActor(state: GodsBattleState, side: GodsSide, move: GodsAddonMove): string | null {
  return ownerOf(move).actor(state, side);
}
