// A TITAN battle as the one battle board draws it, from a seat's view: the battleland and entry edge, the counters
// with their creatures' skills and each side's look — for the game's battle screen and the review's alike.
import type { BattleEdge, BattlelandDef } from '../../engine/family/types.js';
import type { PlayerView } from '../../engine/titan/view.js';
import type { Variant } from '../../engine/titan/variants/index.js';
import type { DrawnPiece } from '../board/BattleBoard.js';
import { playerLook, type SeatLook } from '../board/colors.js';

/** What the battle board is given of a view's battle (null: no battle in it). */
export interface TitanBattleDrawing {
  readonly land: BattlelandDef;
  readonly entry: BattleEdge;
  readonly pieces: readonly DrawnPiece[];
  readonly sides: { readonly attacker: SeatLook; readonly defender: SeatLook };
}

/** The view's battle for the battle board, the variant's battleland and creatures' skills added. */
export function titanBattleDrawing(view: PlayerView | null, variant: Variant): TitanBattleDrawing | null {
  const battle = view?.battle;
  if (!view || !battle) return null;
  const owner = (marker: string): string => view.legions.find((l) => l.marker === marker)?.owner ?? '';
  return {
    land: variant.battlelands[battle.terrain],
    entry: battle.attackerEntry,
    pieces: battle.pieces.map((p) => ({ ...p, skill: variant.creatures[p.creature]?.skill ?? null })),
    sides: { attacker: playerLook(owner(battle.attacker)), defender: playerLook(owner(battle.defender)) },
  };
}
