// Per-viewer redaction: a view holds the viewer's own hand, set-aside cards and face-down bet, the top card and
// height of every stack, the discard top, visible bets and counts of everything else. Never other hands, the deck
// order, covered cards, others' face-down bets or the PRNG state. The UI and the AI only ever see an ArenaView.
import { abilityBlocked, activeOf, playerAt, sponsorOf, strengthOf, topOf } from './table.js';
import { playersToAct } from './legal.js';
import type {
  ArenaOptions, ArenaPhase, ArenaPlayerId, ArenaState, CardId, Creature, TurnStep,
} from './types.js';
import { CREATURES } from './types.js';

/** A player's public standing. */
export interface ArenaPlayerView {
  readonly id: ArenaPlayerId;
  readonly name: string;
  readonly handSize: number;
  readonly setAsideSize: number;
  readonly chips: number;
  readonly handLimit: number;
  readonly lastTurn: number;
}

/** A bet as the viewer sees it: creature and card are null for another player's face-down bet. */
export interface BetView {
  readonly player: ArenaPlayerId;
  readonly creature: Creature | null;
  readonly round: number;
  readonly value: number;
  readonly secret: boolean;
  readonly revealed: boolean;
  readonly card: CardId | null;
}

/** A stack in a battle column: its visible top card and how many cards lie in it. */
export interface StackView {
  readonly top: CardId | null;
  readonly height: number;
}

/** The public fields a view copies from the state as they are. */
type PublicFields = 'bidding' | 'obligation' | 'drawOne' | 'stalemates' | 'vote' | 'tournament' | 'winner' | 'result' | 'endReason';

/** Everything one viewer may know of a game. */
export interface ArenaView extends Pick<ArenaState, PublicFields> {
  readonly viewer: ArenaPlayerId | null;
  readonly stateId: number;
  readonly options: ArenaOptions;
  readonly phase: ArenaPhase;
  readonly round: number;
  readonly players: readonly ArenaPlayerView[];
  readonly toAct: readonly ArenaPlayerId[];
  readonly active: ArenaPlayerId;
  readonly roundStarter: ArenaPlayerId;
  readonly turnSeq: number;
  readonly step: TurnStep;
  readonly ability: Creature | null;
  readonly hydraUsed: boolean;
  readonly warlock: boolean;
  readonly discards: number;
  /** §15.5: the cards the viewer took with the Titan and must choose from (only the Titan's sponsor sees them). */
  readonly titanCards: readonly CardId[] | null;
  readonly hand: readonly CardId[];
  readonly setAside: readonly CardId[];
  readonly deckSize: number;
  readonly discardTop: CardId | null;
  readonly discardSize: number;
  readonly alive: readonly Creature[];
  readonly eliminated: readonly { readonly creature: Creature; readonly round: number }[];
  /** Battle columns by round: per creature the visible top and the height (dead rows are empty). */
  readonly columns: readonly Readonly<Record<Creature, StackView>>[];
  readonly bets: readonly BetView[];
  readonly chiefReferee: { readonly player: ArenaPlayerId; readonly creature: Creature } | null;
  /** Derived for convenience: sponsor, current strength and §9 ability loss of each living creature. */
  readonly sponsors: Readonly<Partial<Record<Creature, ArenaPlayerId | null>>>;
  readonly strengths: Readonly<Partial<Record<Creature, number | null>>>;
  readonly blocked: Readonly<Partial<Record<Creature, boolean>>>;
}

/** Builds the redacted view of `state` for `viewer` (null = a spectator). */
export function arenaViewFor(s: ArenaState, viewer: ArenaPlayerId | null): ArenaView {
  const me = s.players.find((p) => p.id === viewer);
  const activeId = activeOf(s).id;
  const sponsors: Partial<Record<Creature, ArenaPlayerId | null>> = {};
  const strengths: Partial<Record<Creature, number | null>> = {};
  const blocked: Partial<Record<Creature, boolean>> = {};
  for (const c of s.alive) {
    sponsors[c] = sponsorOf(s, c);
    strengths[c] = strengthOf(s, c);
    blocked[c] = abilityBlocked(s, c);
  }
  return {
    viewer,
    stateId: s.stateId,
    options: s.options,
    phase: s.phase,
    round: s.round,
    players: s.players.map((p) => ({
      id: p.id, name: p.name, handSize: p.hand.length, setAsideSize: p.setAside.length, chips: p.chips, handLimit: p.handLimit, lastTurn: p.lastTurn,
    })),
    toAct: playersToAct(s),
    active: activeId,
    roundStarter: playerAt(s.players, s.roundStarter).id,
    turnSeq: s.turnSeq,
    step: s.turn.step,
    ability: s.turn.ability,
    hydraUsed: s.turn.hydraUsed,
    warlock: s.turn.warlock,
    discards: s.turn.discards,
    titanCards: s.turn.titan && viewer === activeId ? [...s.turn.titan.cards] : null,
    hand: me ? [...me.hand] : [],
    setAside: me ? [...me.setAside] : [],
    deckSize: s.deck.length,
    discardTop: s.discard.at(-1) ?? null,
    discardSize: s.discard.length,
    alive: [...s.alive],
    eliminated: s.eliminated.map((e) => ({ ...e })),
    columns: s.columns.map((col) => {
      const out = {} as Record<Creature, StackView>;
      for (const c of CREATURES) out[c] = { top: topOf(col, c), height: col[c].length };
      return out;
    }),
    bets: s.bets.map((b) =>
      b.revealed || b.player === viewer ? { ...b } : { player: b.player, creature: null, round: b.round, value: b.value, secret: true, revealed: false, card: null },
    ),
    chiefReferee: s.chiefReferee,
    sponsors,
    strengths,
    blocked,
    bidding: s.bidding,
    obligation: s.obligation,
    drawOne: s.drawOne,
    stalemates: s.stalemates,
    vote: s.vote,
    tournament: s.tournament,
    winner: s.winner,
    result: s.result,
    endReason: s.endReason,
  };
}
