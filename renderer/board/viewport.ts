// Pan and zoom of a Konva stage: wheel zoom around the pointer, drag to pan, zoom buttons and fit-to-window. Until
// the player zooms or pans by hand the drawing follows the canvas: a resize fits it again.
import Konva from 'konva';

const MIN = 0.2;
const MAX = 4;

/** Keeps a stage's scale and position; the drawing is `size` pixels at scale 1. */
export class Viewport {
  /** The player zoomed or panned by hand since the last fit: a resize keeps his view. */
  private manual = false;

  constructor(
    private readonly stage: Konva.Stage,
    private readonly size: { width: number; height: number },
    /** Called whenever the scale may have changed (a board keeps its markers readable). */
    private readonly changed: () => void = () => {},
  ) {
    stage.draggable(true);
    stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const pointer = stage.getPointerPosition();
      if (!pointer) return;
      this.zoomAt(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, pointer);
    });
    stage.on('dragend', (e) => {
      if (e.target === stage) this.manual = true;
    });
  }

  /** Multiplies the zoom by `factor`, keeping the drawing point under `at` in place. */
  zoomAt(factor: number, at: { x: number; y: number }): void {
    const old = this.stage.scaleX();
    const scale = Math.max(MIN, Math.min(MAX, old * factor));
    const pos = this.stage.position();
    const world = { x: (at.x - pos.x) / old, y: (at.y - pos.y) / old };
    this.stage.scale({ x: scale, y: scale });
    this.stage.position({ x: at.x - world.x * scale, y: at.y - world.y * scale });
    this.manual = true;
    this.changed();
  }

  /** Zooms about the centre of the canvas. */
  zoom(factor: number): void {
    this.zoomAt(factor, { x: this.stage.width() / 2, y: this.stage.height() / 2 });
  }

  /** Scales the drawing to fit the canvas and centres it; resizes follow the canvas again. */
  fit(): void {
    const scale = Math.min(this.stage.width() / this.size.width, this.stage.height() / this.size.height);
    this.stage.scale({ x: scale, y: scale });
    this.stage.position({ x: (this.stage.width() - this.size.width * scale) / 2, y: (this.stage.height() - this.size.height * scale) / 2 });
    this.manual = false;
    this.changed();
  }

  /** Resizes the canvas: the drawing fits it again unless the player has zoomed or panned by hand. */
  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    if (!this.manual) this.fit();
  }

  /** The current zoom (canvas pixels per drawing pixel). */
  scale(): number {
    return this.stage.scaleX();
  }

  /** Canvas (CSS pixel) coordinates of a drawing point, as a test or tooltip needs them. */
  toCanvas(p: { x: number; y: number }): { x: number; y: number } {
    const s = this.stage.scaleX();
    const pos = this.stage.position();
    return { x: pos.x + p.x * s, y: pos.y + p.y * s };
  }
}
