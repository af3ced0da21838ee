// The keyboard focus of a board view, the same for the masterboard and the battleland of every game: arrow keys move
// it (focus-nav.ts finds the target), Enter and Space act on the focused target as a click does, the ring is drawn
// only while the board has the keyboard's focus. Escape is left to the screen (it clears the selection there).
import { focusKey, followFocus, moveFocus, type FocusTarget } from './focus-nav.js';

/** A board the keyboard can play on. */
export interface FocusableBoard {
  focusTargets(): FocusTarget[];
  showFocus(id: string | null): void;
  act(id: string): void;
}

/** One board view's focus. */
export class BoardFocus {
  /** The focused target (kept while the board is not focused, shown again when it is). */
  current = $state<FocusTarget | null>(null);
  private shown = false;

  /** `preferred`: where the first arrow starts (the screen's selected legion or piece). */
  constructor(private readonly preferred: () => string | null) {}

  /** Handles a key pressed on the board; true when the board took it (the page must not scroll nor click). */
  key(board: FocusableBoard, key: string): boolean {
    const k = focusKey(key);
    if (!k) return false;
    if (k.kind === 'move') {
      this.current = moveFocus(board.focusTargets(), this.current, k.direction, this.preferred());
      this.shown = true;
      board.showFocus(this.current?.id ?? null);
      return true;
    }
    if (!this.current) return false;
    board.act(this.current.id);
    return true;
  }

  /** The board has the keyboard's focus (true) or lost it: the ring shows only while it has. */
  focused(board: FocusableBoard, on: boolean): void {
    this.shown = on;
    board.showFocus(on ? (this.current?.id ?? null) : null);
  }

  /** Listens to the keys and the focus of the board's container; returns the teardown. */
  attach(container: HTMLElement, board: FocusableBoard): () => void {
    const key = (e: KeyboardEvent): void => {
      if (!e.ctrlKey && !e.metaKey && !e.altKey && this.key(board, e.key)) e.preventDefault();
    };
    const on = (): void => this.focused(board, true);
    const off = (): void => this.focused(board, false);
    container.addEventListener('keydown', key);
    container.addEventListener('focus', on);
    container.addEventListener('blur', off);
    return () => {
      container.removeEventListener('keydown', key);
      container.removeEventListener('focus', on);
      container.removeEventListener('blur', off);
    };
  }

  /** The board was drawn anew (legions moved, counters placed): the focus keeps its target or goes to the nearest. */
  follow(board: FocusableBoard): void {
    this.current = followFocus(board.focusTargets(), this.current);
    if (this.shown) board.showFocus(this.current?.id ?? null);
  }
}
