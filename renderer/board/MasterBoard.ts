// The one masterboard widget of every game, drawn with Konva from the data a screen passes and knowing no game: the
// lands (each one or several cells of the shared triangle lattice) with terrain, pictures, numbers and signs on a
// cached layer, the marks (marked lands, notes, previews) and the legion markers above it (master-scene.ts), in a
// viewport that zooms, pans and fits, with markers kept readable at any zoom. Driven imperatively by a Svelte view.
import Konva from 'konva';
import { landCells, landBox, namePoint, type BoardLand, boardLands } from './master-lands.js';
import { MasterScene, type BoardLegions, type BoardMarks, type DrawnBoard, type MasterBoardEvents } from './master-scene.js';
import { markerSize } from './marker-size.js';
import type { Point } from './geometry.js';
import { Viewport } from './viewport.js';
import type { Rect } from './placement.js';
import type { FocusTarget } from './focus-nav.js';
import { listenClicks } from './press-click.js';

/** What the board draws now, with the markers' size on the screen in CSS pixels (the e2e tests' hook). */
export interface MasterMarks extends DrawnBoard {
  readonly markerPx: number;
}

/** Imperative Konva masterboard bound to one container element. */
export class MasterBoard {
  private readonly stage: Konva.Stage;
  private readonly scene: MasterScene;
  private readonly viewport: Viewport;
  /** Takes the board's pointer listeners off its container. */
  private readonly unlisten: () => void;

  constructor(container: HTMLDivElement, lands: readonly BoardLand[], private readonly events: MasterBoardEvents, terrainName: (t: string) => string) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    const board = boardLands(lands);
    this.scene = new MasterScene(board, events, terrainName, markerSize(1));
    const layers = [new Konva.Layer(), new Konva.Layer({ listening: false }), new Konva.Layer({ listening: false }), new Konva.Layer(), new Konva.Layer()];
    const groups = [this.scene.terrain, this.scene.marks, this.scene.previews, this.scene.legions, this.scene.drag];
    layers.forEach((layer, i) => {
      layer.add(groups[i]);
      this.stage.add(layer);
    });
    // the focus ring over everything, on the top layer (Konva advises at most five)
    layers[4].add(this.scene.focus);
    this.scene.terrain.cache({ pixelRatio: 2 });
    this.viewport = new Viewport(this.stage, board.box, () => {
      this.scene.resizeMarkers(markerSize(this.viewport.scale()));
      this.events.viewChanged?.();
    });
    this.viewport.fit();
    this.unlisten = listenClicks(this.stage, (id) => this.scene.act(id));
  }

  /** Animation speed (settings): 0 = markers jump, 1 = normal glide. */
  set speed(value: number) {
    this.scene.speed = value;
  }

  /** Draws the marked lands, their notes and previews. */
  setMarks(marks: BoardMarks): void {
    this.scene.setMarks(marks);
  }

  /** Draws the legion markers. */
  setLegions(legions: BoardLegions): void {
    this.scene.setLegions(legions);
  }

  /** What the keyboard can focus (legions and lands), in board pixels. */
  focusTargets(): FocusTarget[] {
    return this.scene.focusTargets();
  }

  /** Rings the focused target (null: none). */
  showFocus(id: string | null): void {
    this.scene.showFocus(id);
  }

  /** Acts on a focused target as a click does. */
  act(id: string): void {
    this.scene.act(id);
  }

  /** Resizes the canvas to its container; the board fits it again unless the player zoomed or panned by hand. */
  resize(width: number, height: number): void {
    this.viewport.resize(width, height);
  }

  /** Zoom in (factor > 1) or out. */
  zoom(factor: number): void {
    this.viewport.zoom(factor);
  }

  /** Fits the whole board in the canvas. */
  fit(): void {
    this.viewport.fit();
  }

  /** Canvas coordinates of a board point. */
  private toCanvas(p: Point): Point {
    const box = this.scene.lands.box;
    return this.viewport.toCanvas({ x: p.x - box.x, y: p.y - box.y });
  }

  /** Canvas coordinates of a spot inside a land, away from its markers (where its name is): test hook, tooltips. */
  landPoint(land: number): Point | null {
    const def = this.scene.lands.byId.get(land);
    return def ? this.toCanvas(namePoint(landCells(def)[0] ?? def)) : null;
  }

  /** Canvas coordinates of a legion marker's centre. */
  legionPoint(marker: string): Point | null {
    const p = this.scene.legionSpot(marker);
    return p ? this.toCanvas(p) : null;
  }

  /** What a hover card must not cover, in canvas pixels: every legion marker and the land `land` itself. */
  occupied(land: number | null): Rect[] {
    const m = this.scene.markerSize() * this.viewport.scale();
    const rects: Rect[] = this.scene.legionSpots().map((p) => {
      const c = this.toCanvas(p);
      return { x: c.x - m / 2, y: c.y - m / 2, width: m, height: m };
    });
    const box = land === null ? null : this.landRect(land);
    if (box) rects.push(box);
    return rects;
  }

  /** A land's bounding box in canvas pixels (null: no such land). */
  landRect(land: number): Rect | null {
    const def = this.scene.lands.byId.get(land);
    if (!def) return null;
    const box = landBox(def);
    const a = this.toCanvas(box);
    const b = this.toCanvas({ x: box.x + box.width, y: box.y + box.height });
    return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }

  /** What the board draws now. */
  drawn(): MasterMarks {
    return { ...this.scene.drawn(), markerPx: this.scene.markerSize() * this.viewport.scale() };
  }

  /** Releases the canvas and its pointer listeners. */
  destroy(): void {
    this.unlisten();
    this.stage.destroy();
  }
}
