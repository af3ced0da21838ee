// Local UI state of the game screen (what is selected, hovered or being edited) and helpers that turn the pushed
// view into intents. Shared by the game screen's panels; never sent to the host.
import type { Action, MoveAction } from '../../engine/titan/actions.js';
import type { TitanHints } from '../../engine/titan/preview/index.js';
import type { LegionPrediction } from '../../engine/titan/prediction/show.js';
import type { LegionView, PlayerView } from '../../engine/titan/view.js';
import { getVariant, type Variant } from '../../engine/titan/variants/index.js';
import type { ViewPush } from '../../host/contract.js';
import type { Session } from './session.svelte.js';
import type { TitanClient } from './titan-client.js';
import { t, tn } from '../i18n/index.svelte.js';

/** Zoom controls of whichever board is showing. */
export interface BoardControls {
  zoom(factor: number): void;
  fit(): void;
}

/** Reactive selection state plus shortcuts to the current push. */
export class GameUi {
  selectedLegion = $state<string | null>(null);
  selectedPiece = $state<string | null>(null);
  /** Marker whose split dialog is open. */
  splitting = $state<string | null>(null);
  /** Several legal moves reach the clicked land: the player picks one (teleport kind, entry side, lord). */
  moveChoice = $state<readonly MoveAction[] | null>(null);
  /** Set when a confirmation is pending: the question and the action to send. */
  confirm = $state<{ question: string; action: Action } | null>(null);
  board: BoardControls | null = null;

  constructor(
    /** The app: its settings, info and screens. */
    readonly app: Session,
    /** TITAN's table client: the open game. */
    readonly client: TitanClient,
  ) {}

  /** The current push (null while hidden). */
  get push(): ViewPush | null {
    return this.client.push;
  }

  /** The current view (null while hidden). */
  get view(): PlayerView | null {
    return this.client.push?.view ?? null;
  }

  /** The legal actions now. */
  get legal(): readonly Action[] {
    return this.client.push?.legal ?? [];
  }

  /** The engine's previews of the view and the legal actions (null while hidden). */
  get hints(): TitanHints | null {
    return this.client.push?.hints ?? null;
  }

  /** The variant's static tables. */
  get variant(): Variant {
    return getVariant(this.client.push?.view.variant ?? 'titan');
  }

  /** The seat at the screen. */
  get seat(): string | null {
    return this.client.push?.seat ?? null;
  }

  /** A legion of the view by marker. */
  legion(marker: string | null): LegionView | null {
    return marker ? (this.view?.legions.find((l) => l.marker === marker) ?? null) : null;
  }

  /** What the seat concludes of another player's legion from all it was shown (split prediction; null: none, e.g.
   * its own legion or a game whose information mode has none). */
  prediction(marker: string | null): LegionPrediction | null {
    return marker ? (this.client.push?.prediction?.[marker] ?? null) : null;
  }

  /** The display name of a player. */
  playerName(id: string | null): string {
    return this.view?.players.find((p) => p.id === id)?.name ?? id ?? '';
  }

  /** A battle piece of the battle on the board named by its creature, in the UI language. */
  pieceName(id: string): string {
    const creature = this.view?.battle?.pieces.find((p) => p.id === id)?.creature;
    return creature ? tn('creature', creature) : id;
  }

  /** A battle piece as a choice names it: creature, hex and the hits it can still take ("Cyclops D3, 5/9"). */
  pieceLabel(id: string): string {
    const p = this.view?.battle?.pieces.find((x) => x.id === id);
    return p ? t('battle.pieceLeft', { creature: tn('creature', p.creature), hex: p.hex ?? '—', left: p.power - p.hits, power: p.power }) : id;
  }

  /** What fleeing or conceding now gives away, in words ("gives Blue 27 points: 312 → 339"); '' when not legal. */
  gives(kind: 'flee' | 'concede'): string {
    const c = this.hints?.consequences.find((x) => x.action === kind);
    return c ? t('engage.gives', { player: this.playerName(c.player), points: c.points, before: c.before, after: c.after }) : '';
  }

  /** Power to show for a character of `owner` when the engine says it is not the chart's (a Titan's); null = the chart's. */
  powerOf(creature: string | null, owner: string | null): number | null {
    return creature !== null && owner !== null ? (this.hints?.powers[owner]?.[creature] ?? null) : null;
  }

  /** Player and stateId for an intent built by the screen (splits, proposals, initial split). */
  stamp(): { player: string; stateId: number } | null {
    const v = this.view;
    const seat = this.seat;
    return v && seat ? { player: seat, stateId: v.stateId } : null;
  }

  /** Sends an intent and clears the selection it was made from. */
  async send(action: Action): Promise<void> {
    this.moveChoice = null;
    this.confirm = null;
    if (action.type === 'move') this.selectedLegion = null;
    await this.client.submit(action);
  }

  /** Clears every selection (Escape). */
  clear(): void {
    this.selectedLegion = null;
    this.selectedPiece = null;
    this.moveChoice = null;
    this.splitting = null;
    this.confirm = null;
  }
}
