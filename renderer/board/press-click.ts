// Clicks on a Konva board that survive the board changing under the pointer between press and release. Konva's own
// click needs the same node under both: a push that redraws the counters (new nodes) or a refit that moves the drawing
// while the button is down lost the click — for a player clicking while another seat's moves stream in, and in the
// flaky strike clicks of e2e/gods-battle-aids.spec.ts. Here the target is what the board drew under the press, named
// by its focus-target id (focus-nav.ts); a release near the press clicks it, one farther off (a pan, a drag) does not.
import type Konva from 'konva';

/** The attribute a clickable node carries: the focus-target id its click acts on. */
export const CLICK_TARGET = 'clickTarget';

/** Presses waiting for their release, by pointer (the half without a canvas, tested alone). */
export class Presses {
  private readonly down = new Map<number, { readonly target: string | null; readonly x: number; readonly y: number }>();

  /** `slop`: how far (CSS pixels, either axis) the pointer may move between press and release and still click. */
  constructor(private readonly slop: number) {}

  /** A pointer went down at (x, y) over `target` (null: over nothing that answers a click). */
  press(pointer: number, target: string | null, x: number, y: number): void {
    this.down.set(pointer, { target, x, y });
  }

  /** The target a release at (x, y) clicks: the pressed one, if the pointer stayed within the slop; else null. */
  release(pointer: number, x: number, y: number): string | null {
    const p = this.down.get(pointer);
    this.down.delete(pointer);
    if (!p || p.target === null) return null;
    return Math.max(Math.abs(x - p.x), Math.abs(y - p.y)) < this.slop ? p.target : null;
  }

  /** The press of `pointer` ends without a click (the browser took the gesture). */
  cancel(pointer: number): void {
    this.down.delete(pointer);
  }
}

/** The click target drawn at `at` on the stage: the nearest node up from the shape there that carries one. */
function targetAt(stage: Konva.Stage, at: { x: number; y: number }): string | null {
  for (let node: Konva.Node | null = stage.getIntersection(at); node && node !== stage; node = node.getParent()) {
    const target: unknown = node.getAttr(CLICK_TARGET);
    if (typeof target === 'string') return target;
  }
  return null;
}

/** What the listeners read of a pointer event. */
interface PointerLike {
  readonly pointerId: number;
  readonly button: number;
  readonly clientX: number;
  readonly clientY: number;
}

/** Makes a board's clicks (primary button, mouse, pen or touch) press-and-release clicks on the targets its nodes
 * carry; returns the teardown. */
export function listenClicks(stage: Konva.Stage, click: (target: string) => void): () => void {
  const el = stage.container();
  const presses = new Presses(stage.dragDistance());
  const down = (e: PointerLike): void => {
    if (e.button !== 0) return;
    const box = el.getBoundingClientRect();
    presses.press(e.pointerId, targetAt(stage, { x: e.clientX - box.left, y: e.clientY - box.top }), e.clientX, e.clientY);
  };
  const up = (e: PointerLike): void => {
    if (e.button !== 0) return;
    const target = presses.release(e.pointerId, e.clientX, e.clientY);
    if (target !== null) click(target);
  };
  const cancel = (e: PointerLike): void => presses.cancel(e.pointerId);
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', cancel);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', cancel);
  };
}
