// What the Gods of Titan reducer reports: what happened, for logs, animation and the AI. An event with an `audience`
// is seen only by those seats (legion contents are secret, 5.7, 10.3).
import type { GodsMusterHow } from './actions.js';
import type { GodsBattleEvent, GodsBattleResult } from './battle/types.js';
import type { GodsAppearingMaster, GodsEndReason, GodsPermissionKind, GodsSeat, GodsTeleport, GodsTradeGoods } from './state.js';

/** One thing that happened, as data. */
export type GodsEvent = (
  | { type: 'gameStart'; seats: readonly GodsSeat[]; darklord: boolean }
  | { type: 'elemental'; seat: GodsSeat; name: string }
  | { type: 'towerChosen'; seat: GodsSeat; land: number; marker: string } // 5.4 (left to him: the last Tower)
  | { type: 'started'; seat: GodsSeat; legions: readonly { marker: string; height: number }[] }
  | { type: 'legionContents'; marker: string; names: readonly string[] }
  | { type: 'titanUncovered'; seat: GodsSeat; marker: string | null }
  | { type: 'split'; seat: GodsSeat; legion: string; markers: readonly string[]; heights: readonly number[] }
  | { type: 'moved'; seat: GodsSeat; legion: string; from: number; to: number; steps: number; teleport: GodsTeleport | null }
  | { type: 'stoppedShort'; legion: string; at: number; titanLegion: string }
  | { type: 'splitVoid'; seat: GodsSeat; legion: string; rejoined: readonly string[] }
  | { type: 'inspected'; marker: string; names: readonly string[] }
  | { type: 'phase'; phase: string; seat: GodsSeat; round: number }
  | { type: 'engagement'; land: number; attacker: string; defender: string }
  | { type: 'fleeDeclined'; by: GodsSeat } // 10.4 the defender stays (seen by the two sides)
  | { type: 'proposal'; by: GodsSeat; eliminates: 'attacker' | 'defender' | 'both' }
  | { type: 'proposalRejected'; by: GodsSeat }
  | { type: 'resolved'; land: number; how: 'flee' | 'agreement' | 'concession' | 'battle' | 'draw' | 'time-out'; eliminated: readonly string[] }
  | { type: 'scored'; seat: GodsSeat; points: number; lifegems: number }
  | { type: 'elementalTaken'; seat: GodsSeat; name: string }
  | { type: 'elementalDestroyed'; name: string }
  | { type: 'darkTitanAppears'; marker: string }
  | { type: 'phantom'; seat: GodsSeat; marker: string }
  | { type: 'appearAwaited'; seat: GodsSeat; master: GodsAppearingMaster } // 24.4, 24.5, 23.7 the player chooses the legion his Master appears in
  | { type: 'trophies'; seat: GodsSeat; legion: string; names: readonly string[]; power: number } // 16.5 the Executer grew (its PF now) and took these
  | { type: 'trophiesReturned'; seat: GodsSeat; returned: readonly { name: string; owner: GodsSeat }[] } // 16.5 its Executer left the board
  | { type: 'playerOut'; seat: GodsSeat }
  | { type: 'gameOver'; winner: GodsSeat | null; reason: GodsEndReason; totals?: Readonly<Partial<Record<GodsSeat, number>>> } // totals: what a shortened game (TITAN §21) was decided by
  | { type: 'battleBegins'; at: number }
  // 10.8.4 both revealed to the two sides; `pieces` (every character of both, by battle piece id) lets a log name the
  // characters of the battle's steps: absent in logs written before it was kept (their characters then go unnamed)
  | { type: 'battle'; land: string; at: number; attacker: readonly string[]; defender: readonly string[]; pieces?: readonly { id: string; name: string }[] }
  | { type: 'battleStep'; events: readonly GodsBattleEvent[] }
  | { type: 'battleOver'; at: number; result: GodsBattleResult }
  | { type: 'reinforced'; seat: GodsSeat; legion: string; creature: string; revealed: readonly string[] }
  | { type: 'summoned'; seat: GodsSeat; from: string; legion: string; name: string }
  | { type: 'revived'; seat: GodsSeat; legion: string; name: string; lifegems: number }
  | { type: 'lordAcquired'; seat: GodsSeat; legion: string; lord: string }
  | { type: 'mustered'; seat: GodsSeat; legion: string; character: string; how: GodsMusterHow; revealed: readonly string[]; lifegems: number }
  | { type: 'spied'; legion: string; target: string; from: number }
  | { type: 'withdrew'; legion: string; from: number; titanLegion: string } // 23.3, 23.4, A49: to the Dungeon, the Titan shown
  | { type: 'permission'; by: GodsSeat; to: GodsSeat; kind: GodsPermissionKind; granted: boolean }
  | { type: 'leftDarktower'; tower: string; legion: string }
  | { type: 'experience'; seat: GodsSeat; goal: string; ep: number; total: number }
  | { type: 'towerCaptured'; seat: GodsSeat; land: number; marker: string | null }
  | { type: 'towerStrengthened'; seat: GodsSeat; tower: string; legion: string; height: number }
  | { type: 'returnedToPool'; seat: GodsSeat; names: readonly string[] }
  | { type: 'godChallenged'; legion: string; god: string } // 27.5 the Dark-Titan's legion storms the Skycastle
  | { type: 'defenderLent'; seat: GodsSeat; legion: string; piece: string; name: string } // 27.5 one Creature for the God
  | { type: 'defencePassed'; seat: GodsSeat } // 27.5 this Titan-player lends no more
  | { type: 'finalBattleOver'; darklordWins: boolean } // 27.5 the God destroyed, or the Darklord out
  | { type: 'titanRevived'; seat: GodsSeat; elemental: string }
  | { type: 'tradeOffered'; from: GodsSeat; to: GodsSeat; gives: GodsTradeGoods; asks: GodsTradeGoods } // 7.1: the two parties only
  | { type: 'tradeClosed'; from: GodsSeat; to: GodsSeat; how: 'accepted' | 'rejected' | 'withdrawn' | 'lapsed' } // 7.1: the two parties only
  | { type: 'quit'; seat: GodsSeat } // 28.11
  | { type: 'timeUp'; seat: GodsSeat; clock: 'game' | 'movement' | 'maneuver' } // TITAN §21, 28.3 a clock ran out
  | { type: 'undo'; seat: GodsSeat; action: 'last' | 'all' } // the seat took back its last action, or a maneuver's moves
) & { audience?: readonly GodsSeat[] };
