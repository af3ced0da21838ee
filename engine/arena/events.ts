// Events emitted by the Arena reducer: what happened, for logs, animation and the AI. An event with an `audience`
// is seen only by those players (a player's own draws, the cards the Titan's sponsor looks at).
import type { ArenaPlayerId, CardId, Creature } from './types.js';

/** One thing that happened, as data. */
export type ArenaEvent = (
  | { type: 'gameStart'; game: number; players: readonly ArenaPlayerId[] }
  | { type: 'dealt'; player: ArenaPlayerId; cards: readonly CardId[] }
  | { type: 'bid'; player: ArenaPlayerId; value: number | null }
  | { type: 'starter'; player: ArenaPlayerId; value: number | null }
  | { type: 'overbid'; player: ArenaPlayerId; value: number }
  | { type: 'turnStart'; player: ArenaPlayerId; round: number }
  | { type: 'bet'; player: ArenaPlayerId; creature: Creature | null; value: number; secret: boolean }
  | { type: 'reveal'; player: ArenaPlayerId; creature: Creature; card: CardId | null; reason: 'player' | 'chief' | 'end' }
  | { type: 'play'; player: ArenaPlayerId; card: CardId; creature: Creature }
  | { type: 'referee'; player: ArenaPlayerId; card: CardId; took: CardId }
  | { type: 'chiefReferee'; player: ArenaPlayerId; creature: Creature }
  | { type: 'showHand'; player: ArenaPlayerId; cards: readonly CardId[] }
  | { type: 'ability'; player: ArenaPlayerId; creature: Creature; detail: string }
  | { type: 'setAside'; player: ArenaPlayerId; count: number }
  | { type: 'stolen'; player: ArenaPlayerId; from: ArenaPlayerId; cards: readonly CardId[] }
  | { type: 'kept'; player: ArenaPlayerId; from: ArenaPlayerId; card: CardId | null }
  | { type: 'take'; player: ArenaPlayerId; card: CardId }
  | { type: 'swap'; player: ArenaPlayerId; creature: Creature; a: CardId; b: CardId }
  | { type: 'discard'; player: ArenaPlayerId; card: CardId | null }
  | { type: 'draw'; player: ArenaPlayerId; count: number }
  | { type: 'drawn'; player: ArenaPlayerId; cards: readonly CardId[] }
  | { type: 'eliminated'; creature: Creature; round: number; strength: number }
  | { type: 'roundStart'; round: number; starter: ArenaPlayerId }
  | { type: 'stalemateOffer'; player: ArenaPlayerId }
  | { type: 'stalemateVote'; player: ArenaPlayerId; accept: boolean }
  | { type: 'stalemate'; column: number | null; newDeck: number }
  | { type: 'gameOver'; winner: ArenaPlayerId; ducats: Readonly<Record<ArenaPlayerId, number>>; survivors: readonly Creature[] }
  | { type: 'tournamentOver'; winner: ArenaPlayerId; totals: Readonly<Record<ArenaPlayerId, number>> }
) & { audience?: readonly ArenaPlayerId[] };
