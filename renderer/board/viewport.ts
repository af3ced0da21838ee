// Pan and zoom of a Konva stage: wheel zoom around the pointer, drag to pan, zoom buttons and fit-to-window (the
// arithmetic: view-math.ts). Until the player zooms or pans by hand the drawing follows the canvas: a resize fits it
// again. Whoever draws over the board hears of every change of the view — zoom, fit, resize, and each step of a pan.
import Konva from 'konva';
import type { Point } from './geometry.js';
import { fitted, onCanvas, zoomedAt, type View } from './view-math.js';

/** Keeps a stage's scale and position; the drawing is `size` pixels at scale 1. */
export class Viewport {
  /** The player zoomed or panned by hand since the last fit: a resize keeps his view. */
  private manual = false;

  constructor(
    private readonly stage: Konva.Stage,
    private readonly size: { width: number; height: number },
    /** Called whenever the view may have changed: zoomed, fitted, resized or panned (a board keeps its markers
     * readable, what is drawn over it follows). */
    private readonly changed: () => void = () => {},
    /** Called when a drag of the stage (a pan) begins. */
    panStarted: () => void = () => {},
  ) {
    stage.draggable(true);
    stage.on('dragstart', (e) => {
      if (e.target === stage) panStarted();
    });
    stage.on('wheel', (e) => {
      e.evt.preventDefault();
      const pointer = stage.getPointerPosition();
      if (!pointer) return;
      this.zoomAt(e.evt.deltaY < 0 ? 1.15 : 1 / 1.15, pointer);
    });
    stage.on('dragmove', (e) => {
      if (e.target === stage) this.changed();
    });
    stage.on('dragend', (e) => {
      if (e.target === stage) this.manual = true;
    });
  }

  /** Puts the stage at `view` and draws it there at once: drawn at the next frame, the canvas (and the hit canvas
   * Konva finds the shape under a click on) would for that frame still show the old view while the board already
   * reports its shapes at the new one — a click aimed by that report (the tests' hook, a keyboard focus ring) would
   * land on whatever the old view had there. */
  private show(view: View): void {
    this.stage.scale({ x: view.scale, y: view.scale });
    this.stage.position({ x: view.x, y: view.y });
    this.stage.draw();
    this.changed();
  }

  /** Where the drawing sits on the canvas now. */
  view(): View {
    return { scale: this.stage.scaleX(), ...this.stage.position() };
  }

  /** Multiplies the zoom by `factor`, keeping the drawing point under `at` in place. */
  zoomAt(factor: number, at: Point): void {
    this.manual = true;
    this.show(zoomedAt(this.view(), factor, at));
  }

  /** Zooms about the centre of the canvas. */
  zoom(factor: number): void {
    this.zoomAt(factor, { x: this.stage.width() / 2, y: this.stage.height() / 2 });
  }

  /** Scales the drawing to fit the canvas and centres it; resizes follow the canvas again. */
  fit(): void {
    this.manual = false;
    this.show(fitted(this.stage.size(), this.size));
  }

  /** Resizes the canvas: the drawing fits it again unless the player has zoomed or panned by hand. */
  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    if (this.manual) this.changed();
    else this.fit();
  }

  /** The current zoom (canvas pixels per drawing pixel). */
  scale(): number {
    return this.stage.scaleX();
  }

  /** Canvas (CSS pixel) coordinates of a drawing point, as a test or tooltip needs them. */
  toCanvas(p: Point): Point {
    return onCanvas(this.view(), p);
  }
}
