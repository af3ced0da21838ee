// What a Gods of Titan seat's screen is shown beside its view and legal actions, computed from those two alone (so it
// cannot leak what the view hides): whether it may quit (28.11) and, for each other seat, what a trade offer may hold
// (7.2, 7.3) — what the viewer can give from its own holdings and what it may ask of the other — so the Trade window
// composes offers without deriving a rule; the movement aids (8.4, 22: what each reachable land counts and could
// muster; 8.1: the legions still to move; 6.2–6.4: a phase with nothing left but its end; 10.6: what a concession
// gives away; 15, 26: the seat's own card — spells, Casters, Experience).
import type { GodsAction } from './actions.js';
import { GODS_CHARACTER_NAMES } from './data/characters.js';
import { GODS_SPELLS } from './data/spells.js';
import type { GodsPermissionKind, GodsSeat } from './state.js';
import { concessionHints, type GodsConcession } from './preview/concession.js';
import { movePreviews, type GodsMovePreview } from './preview/move-musters.js';
import { ownCard, type GodsOwnCard } from './preview/own-card.js';
import { onlyPhaseEnd, unmovedLegions, type GodsPhaseEnd } from './preview/turn-aids.js';
import { givable } from './turn/permissions.js';
import { mayQuit } from './turn/quit.js';
import { offerBetween, tradeableCharacter } from './turn/trade.js';
import type { GodsView } from './view.js';

/** A spell by id with its chart name. */
export interface GodsSpellName {
  readonly id: string;
  readonly name: string;
}

/** What one side of an offer may hold: up to `lifegems`, these spells and characters (with how many), permissions. */
export interface GodsTradeStock {
  readonly lifegems: number;
  readonly spells: readonly (GodsSpellName & { readonly count: number })[];
  readonly characters: readonly { readonly name: string; readonly count: number }[];
  readonly permissions: readonly GodsPermissionKind[];
}

/** Rules 7.2: a seat the viewer may trade with; `mayOffer` false while an offer between the two is open (one a pair). */
export interface GodsTradePartner {
  readonly seat: GodsSeat;
  readonly name: string;
  readonly mayOffer: boolean;
  /** What the viewer holds to give (7.3: pool characters but Masters and Lords, Lifegems in play). */
  readonly give: GodsTradeStock;
  /** What the viewer may ask: the other's public Lifegems, any spell, any tradeable character (its hand and pool are
   * hidden; an acceptance the other cannot carry out is refused). */
  readonly ask: GodsTradeStock;
}

/** The hints of a Gods board push. */
export interface GodsHints {
  readonly mayQuit: boolean;
  readonly trade: readonly GodsTradePartner[];
  /** Rules 8.4, 22: each land a legion of the seat may move to, its counts and what it could muster there. */
  readonly moves: readonly GodsMovePreview[];
  /** Rules 8.1: the seat's legions that may still move this phase. */
  readonly unmoved: readonly string[];
  /** Rules 6.2–6.4: the phase's end when nothing else is left to do in it, else null. */
  readonly finish: GodsPhaseEnd | null;
  /** Rules 10.6, 20.4, 24.8: what each legal concession gives away, said before the seat confirms it. */
  readonly concessions: readonly GodsConcession[];
  /** Rules 15.1–15.3, 26: the seat's spells with the Casters able to cast each, its Experience goals and thresholds. */
  readonly own: GodsOwnCard | null;
}

const spellName = (id: string): string => GODS_SPELLS[id]?.name ?? id;

/** The hints for a seat's view and legal actions (a spectator or a seat out of the game gets none). */
export function godsHints(view: GodsView, legal: readonly GodsAction[] = []): GodsHints {
  const me = view.players.find((p) => p.id === view.viewer);
  const inPlay = view.phase === 'movement' || view.phase === 'engagement' || view.phase === 'mustering';
  const own = me && !me.out ? ownCard(view) : null;
  if (!me || me.out || !inPlay) return { mayQuit: false, trade: [], moves: [], unmoved: [], finish: null, concessions: [], own };
  const battling = view.engagement?.fighting === true || view.engagement?.aftermath != null || view.finalBattle !== null;
  const hand = new Map<string, number>();
  for (const id of me.spells ?? []) hand.set(id, (hand.get(id) ?? 0) + 1);
  const trade = view.players.filter((p) => !p.out && p.id !== me.id).map((other) => ({
    seat: other.id,
    name: other.name,
    mayOffer: !offerBetween(view, me.id, other.id),
    give: {
      lifegems: me.lifegems,
      spells: [...hand].map(([id, count]) => ({ id, name: spellName(id), count })),
      characters: Object.entries(me.pool ?? {}).filter(([n, c]) => c > 0 && tradeableCharacter(view, n, me.id, other.id)).map(([name, count]) => ({ name, count })),
      permissions: givable(view, me.id).filter((g) => g.to === other.id).map((g) => g.kind),
    },
    ask: {
      lifegems: other.lifegems,
      spells: Object.keys(GODS_SPELLS).map((id) => ({ id, name: spellName(id), count: 1 })),
      characters: GODS_CHARACTER_NAMES.filter((n) => tradeableCharacter(view, n, other.id, me.id)).map((name) => ({ name, count: 1 })),
      permissions: givable(view, other.id).filter((g) => g.to === me.id).map((g) => g.kind),
    },
  }));
  const turn = { moves: movePreviews(view, legal), unmoved: unmovedLegions(legal), finish: onlyPhaseEnd(legal), concessions: concessionHints(view, legal) };
  return { mayQuit: mayQuit(view.phase, view.mover, me.id, battling), trade, ...turn, own };
}
