// The masterboard drawn with Konva: 96 lands with terrain, numbers and exit signs (static, cached layer), highlights
// of legal destinations and engagements, and legion markers. Driven imperatively by the Svelte component.
import Konva from 'konva';
import type { LandDef } from '../../engine/family/types.js';
import type { LegionView } from '../../engine/titan/view.js';
import type { Variant } from '../../engine/titan/variants/index.js';
import { HIGHLIGHT, playerColor, terrainColor, textOn } from './colors.js';
import { insidePolygon, landCenter, landCorners, labelPoint, MASTER_S, MASTER_SIZE, signPolygon, signShapes, type Point } from './geometry.js';
import { Viewport } from './viewport.js';
import { TERRAIN_ART } from './art.js';
import { drawArt } from './drawArt.js';
import { glide, gliding } from './motion.js';
import type { Rect } from './placement.js';
import { iconPath } from '../lib/icons.js';

/** How a land is highlighted: a normal legal move, a teleport, or an engagement to resolve. */
export type LandMark = 'move' | 'teleport' | 'engage';

/** What the masterboard draws: marked lands by id, the selected legion, the legions that may be dragged. */
export interface MasterMarks {
  readonly lands: Readonly<Record<number, LandMark>>;
  readonly selected: string | null;
  readonly movable: readonly string[];
  /** A marker is still gliding to its new spot. */
  readonly moving: boolean;
  /** A legion marker's size on the screen, in CSS pixels. */
  readonly markerPx: number;
  /** Recruit previews drawn on lands: what the selected legion could muster there. */
  readonly previews: Readonly<Record<number, readonly string[]>>;
  /** Legions marked as having mustered this turn, with what they mustered (null: not known). */
  readonly mustered: Readonly<Record<string, string | null>>;
}

/** What the selected legion could muster on a land it may move to (the engine's preview). */
export interface LandPreview {
  readonly land: number;
  readonly creatures: readonly string[];
}

/** What the board reports back to the screen. */
export interface MasterBoardEvents {
  readonly landClick: (land: number) => void;
  readonly landHover: (land: number | null) => void;
  readonly legionClick: (marker: string) => void;
  /** A land was right-clicked or long-pressed: the player asks what it is. */
  readonly landInspect: (land: number) => void;
  /** A legion marker was dragged and dropped onto a land. */
  readonly legionDrop: (marker: string, land: number) => void;
  /** The board moved on the screen (fitted to a resized window, zoomed or panned): what is placed over it follows. */
  readonly viewChanged: () => void;
}

const MARKER = 2.1 * MASTER_S;
/** Markers never shrink below this many screen pixels, up to the size a land's wide end holds two of. */
const MARKER_MIN_PX = 34;
const MARKER_MAX = 2.9 * MASTER_S;

/** Where a land's terrain name goes: above the markers in an upright land, below them in an inverted one. */
function namePoint(land: LandDef): Point {
  const c = landCenter(land);
  return { x: c.x, y: c.y + (land.inverted ? 1.2 : -0.9) * MASTER_S };
}

/** Where a land's legion markers go (the wide part of the truncated triangle). */
function markerPoint(land: LandDef): Point {
  const c = landCenter(land);
  return { x: c.x, y: c.y + (land.inverted ? -0.5 : 0.9) * MASTER_S };
}

/** Imperative Konva masterboard bound to one container element. */
export class MasterBoard {
  private readonly stage: Konva.Stage;
  private readonly terrain = new Konva.Layer({ listening: true });
  private readonly highlights = new Konva.Layer({ listening: false });
  private readonly previewLayer = new Konva.Layer({ listening: false });
  private readonly legions = new Konva.Layer();
  /** Holds the marker being dragged so only it redraws while the pointer moves. */
  private readonly drag = new Konva.Layer();
  private dragging = false;
  /** Animation speed (settings): 0 = markers jump, 1 = normal glide. */
  speed = 1;
  private lastLegions: { legions: readonly LegionView[]; selected: string | null; movable: ReadonlySet<string>; mustered: ReadonlyMap<string, string | null> } | null = null;
  private previews: readonly LandPreview[] = [];
  private marks: ReadonlyMap<number, LandMark> = new Map();
  private readonly viewport: Viewport;
  private legionSpots = new Map<string, Point>();
  /** Drawn marker size in board pixels: larger while the board is shown small, so markers stay readable. */
  private markerSize = MARKER;

  constructor(
    container: HTMLDivElement,
    private readonly variant: Variant,
    private readonly events: MasterBoardEvents,
    labels: { terrain: (t: string) => string },
  ) {
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    this.stage.add(this.terrain, this.highlights, this.previewLayer, this.legions, this.drag);
    this.viewport = new Viewport(this.stage, MASTER_SIZE, () => {
      this.rescale();
      this.events.viewChanged();
    });
    this.stage.on('dragmove', (e) => {
      if (e.target === this.stage) this.events.viewChanged();
    });
    this.drawTerrain(labels.terrain);
    this.viewport.fit();
  }

  private lands(): LandDef[] {
    return this.variant.landIds.map((id) => this.variant.lands[id]);
  }

  private drawTerrain(terrainName: (t: string) => string): void {
    const group = new Konva.Group();
    this.terrain.add(group);
    group.add(new Konva.Rect({ x: 0, y: 0, ...MASTER_SIZE, fill: '#20262e', listening: false }));
    for (const land of this.lands()) {
      const corners = landCorners(land);
      const fill = terrainColor(land.terrain);
      const shape = new Konva.Line({ points: corners.flatMap((p) => [p.x, p.y]), closed: true, fill, stroke: '#111', strokeWidth: 1.5 });
      shape.on('click tap', () => this.events.landClick(land.id));
      shape.on('contextmenu', (e) => {
        e.evt.preventDefault();
        this.events.landInspect(land.id);
      });
      this.longPress(shape, () => this.events.landInspect(land.id));
      shape.on('mouseenter', () => this.events.landHover(land.id));
      shape.on('mouseleave', () => this.events.landHover(null));
      group.add(shape);
      const c = namePoint(land);
      const ink = textOn(fill);
      // the terrain's symbol and name side by side, centred in the land
      const name = new Konva.Text({ y: c.y - 7, text: terrainName(land.terrain), fontSize: 12, fontStyle: 'bold', fill: ink, listening: false });
      const art = TERRAIN_ART[land.terrain];
      const symbol = art ? 1.1 * MASTER_S : 0;
      // a long name (German) shrinks to keep symbol and name inside the land's middle
      const room = 4 * MASTER_S - symbol;
      if (name.width() > room) name.fontSize((name.fontSize() * room) / name.width());
      name.y(c.y - name.height() / 2);
      const left = c.x - (symbol + name.width()) / 2;
      if (art) drawArt(group, art, { x: left + symbol / 2 - 2, y: c.y - 1 }, 0.5 * MASTER_S);
      name.x(left + symbol);
      group.add(name);
      const lp = labelPoint(land);
      group.add(new Konva.Text({ x: lp.x - 20, y: lp.y - 7, width: 40, align: 'center', text: String(land.id), fontSize: 13, fontStyle: 'bold', fill: ink, listening: false }));
    }
    for (const land of this.lands()) {
      for (const exit of land.exits) {
        for (const shape of signShapes(land, exit)) {
          group.add(new Konva.Line({ points: signPolygon(shape), closed: true, fill: '#ffffff', stroke: '#000', strokeWidth: 1.8, lineJoin: 'round', listening: false }));
        }
      }
    }
    group.cache({ pixelRatio: 2 });
    this.terrain.draw();
  }

  /** Calls `then` when a touch rests on `shape` for half a second without moving away. */
  private longPress(shape: Konva.Shape, then: () => void): void {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = (): void => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    shape.on('touchstart', () => {
      cancel();
      timer = setTimeout(then, 500);
    });
    shape.on('touchend touchmove', cancel);
  }

  /** Marks lands (legal destinations, teleports, engagements) and outlines the hovered/selected land. */
  setHighlights(marks: ReadonlyMap<number, LandMark>): void {
    this.marks = marks;
    this.highlights.destroyChildren();
    for (const [id, mark] of marks) {
      const land = this.variant.lands[id];
      if (!land) continue;
      const points = landCorners(land).flatMap((p) => [p.x, p.y]);
      this.highlights.add(
        new Konva.Line({
          points,
          closed: true,
          stroke: HIGHLIGHT[mark],
          strokeWidth: mark === 'engage' ? 5 : 4,
          dash: mark === 'teleport' ? [10, 6] : undefined,
          fill: mark === 'engage' ? 'rgba(255,23,68,0.18)' : mark === 'teleport' ? 'rgba(206,147,216,0.25)' : 'rgba(255,241,118,0.3)',
        }),
      );
    }
    this.highlights.batchDraw();
  }

  /** Keeps the markers readable at the current zoom, redrawing them when their size changes. */
  private rescale(): void {
    const size = Math.min(MARKER_MAX, Math.max(MARKER, MARKER_MIN_PX / this.viewport.scale()));
    if (Math.abs(size - this.markerSize) < 0.5) return;
    this.markerSize = size;
    const last = this.lastLegions;
    if (last) this.setLegions(last.legions, last.selected, last.movable, last.mustered);
    this.setPreviews(this.previews);
  }

  /** Shows on each land what the selected legion could muster there: up to three creatures, then "+n". */
  setPreviews(previews: readonly LandPreview[]): void {
    this.previews = previews;
    this.previewLayer.destroyChildren();
    const icon = this.markerSize * 0.62;
    for (const { land, creatures } of previews) {
      const def = this.variant.lands[land];
      if (!def || creatures.length === 0) continue;
      const shown = creatures.slice(0, 3);
      const more = creatures.length - shown.length;
      const width = shown.length * (icon + 2) + (more > 0 ? icon * 0.9 : 0) + 6;
      const c = namePoint(def);
      const g = new Konva.Group({ x: c.x - width / 2, y: c.y - icon / 2 - 3, name: `preview-${land}` });
      g.add(new Konva.Rect({ width, height: icon + 6, fill: 'rgba(16,24,32,0.85)', stroke: '#fff176', strokeWidth: 1.5, cornerRadius: 5 }));
      shown.forEach((creature, i) => {
        g.add(new Konva.Path({ data: iconPath(creature), fill: '#ffffff', x: 4 + i * (icon + 2), y: 3, scaleX: icon / 512, scaleY: icon / 512 }));
      });
      if (more > 0) g.add(new Konva.Text({ x: 4 + shown.length * (icon + 2), y: 3 + icon * 0.2, text: `+${more}`, fontSize: icon * 0.6, fontStyle: 'bold', fill: '#fff176' }));
      this.previewLayer.add(g);
    }
    this.previewLayer.batchDraw();
  }

  /** Draws every legion marker (the movable ones draggable), a legion that mustered this turn with a badge of what it
   * mustered; legions sharing a land are spread side by side. */
  setLegions(legions: readonly LegionView[], selected: string | null, movable: ReadonlySet<string>, mustered: ReadonlyMap<string, string | null> = new Map()): void {
    this.lastLegions = { legions, selected, movable, mustered };
    if (this.dragging) return;
    this.legions.destroyChildren();
    this.drag.destroyChildren();
    const before = this.legionSpots;
    this.legionSpots = new Map();
    const byLand = new Map<number, LegionView[]>();
    for (const l of legions) byLand.set(l.land, [...(byLand.get(l.land) ?? []), l]);
    for (const [landId, here] of byLand) {
      const land = this.variant.lands[landId];
      if (!land) continue;
      const c = markerPoint(land);
      here.forEach((legion, i) => {
        const x = c.x + (i - (here.length - 1) / 2) * (this.markerSize + 4);
        const y = c.y;
        this.legionSpots.set(legion.marker, { x, y });
        const node = this.marker(legion, { x, y }, legion.marker === selected, movable.has(legion.marker), mustered);
        this.legions.add(node);
        glide(node, before.get(legion.marker), { x, y }, { x: -this.markerSize / 2, y: -this.markerSize / 2 }, this.speed);
      });
    }
    this.legions.batchDraw();
  }

  private marker(legion: LegionView, at: Point, selected: boolean, movable: boolean, mustered: ReadonlyMap<string, string | null>): Konva.Group {
    const fill = playerColor(legion.owner);
    const ink = textOn(fill);
    const m = this.markerSize;
    const g = new Konva.Group({ x: at.x - m / 2, y: at.y - m / 2, name: `legion-${legion.marker}` });
    g.add(new Konva.Rect({ width: m, height: m, fill, cornerRadius: 4, stroke: selected ? HIGHLIGHT.selected : '#000', strokeWidth: selected ? 4 : 1.5, shadowColor: '#000', shadowBlur: 4, shadowOpacity: 0.5 }));
    g.add(new Konva.Text({ y: 0.1 * m, width: m, align: 'center', text: legion.marker, fontSize: 0.3 * m, fontStyle: 'bold', fill: ink }));
    g.add(new Konva.Text({ y: 0.45 * m, width: m, align: 'center', text: String(legion.height), fontSize: 0.45 * m, fontStyle: 'bold', fill: ink }));
    if (legion.moved) g.add(new Konva.Circle({ x: m - 0.12 * m, y: m - 0.12 * m, radius: 0.085 * m, fill: '#fff', stroke: '#000', strokeWidth: 1 }));
    if (mustered.has(legion.marker)) {
      // the muster mark: a green badge on the marker's top right corner, with the creature when known
      const r = 0.34 * m;
      g.add(new Konva.Circle({ x: m, y: 0, radius: r, fill: '#2e7d32', stroke: '#fff', strokeWidth: 1.5 }));
      const creature = mustered.get(legion.marker);
      if (creature) g.add(new Konva.Path({ data: iconPath(creature), fill: '#fff', x: m - r * 0.75, y: -r * 0.75, scaleX: (1.5 * r) / 512, scaleY: (1.5 * r) / 512 }));
      else g.add(new Konva.Text({ x: m - r, y: -r * 0.7, width: 2 * r, align: 'center', text: '+', fontSize: 1.4 * r, fontStyle: 'bold', fill: '#fff' }));
    }
    g.on('click tap', (e) => {
      e.cancelBubble = true;
      this.events.legionClick(legion.marker);
    });
    g.on('mouseenter', () => this.events.landHover(legion.land));
    g.on('mouseleave', () => this.events.landHover(null));
    if (movable) {
      g.draggable(true);
      g.on('dragstart', () => {
        this.dragging = true;
        g.moveTo(this.drag);
        this.events.legionClick(legion.marker);
      });
      g.on('dragend', () => {
        const p = this.stage.getRelativePointerPosition();
        const land = p ? this.lands().find((l) => insidePolygon(p, landCorners(l))) : undefined;
        this.dragging = false;
        const last = this.lastLegions;
        if (last) this.setLegions(last.legions, last.selected, last.movable, last.mustered);
        if (land) this.events.legionDrop(legion.marker, land.id);
      });
    }
    return g;
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

  /** Canvas coordinates of a land's centre (test hook, tooltips). */
  landPoint(land: number): Point | null {
    const def = this.variant.lands[land];
    if (!def) return null;
    return this.viewport.toCanvas(namePoint(def));
  }

  /** Canvas coordinates of a legion marker's centre. */
  legionPoint(marker: string): Point | null {
    const p = this.legionSpots.get(marker);
    return p ? this.viewport.toCanvas(p) : null;
  }

  /** What a hover card must not cover, in canvas pixels: every legion marker and the land `land` itself. */
  occupied(land: number | null): Rect[] {
    const s = this.viewport.scale();
    const m = this.markerSize * s;
    const rects: Rect[] = [...this.legionSpots.values()].map((p) => {
      const c = this.viewport.toCanvas(p);
      return { x: c.x - m / 2, y: c.y - m / 2, width: m, height: m };
    });
    const def = land === null ? undefined : this.variant.lands[land];
    if (def) {
      const corners = landCorners(def).map((p) => this.viewport.toCanvas(p));
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      rects.push({ x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) });
    }
    return rects;
  }

  /** What the board draws now: the marked lands, the selected legion, the movable (draggable) legions. */
  drawn(): MasterMarks {
    const last = this.lastLegions;
    return { lands: Object.fromEntries(this.marks), selected: last?.selected ?? null, movable: [...(last?.movable ?? [])], moving: gliding(), markerPx: this.markerSize * this.viewport.scale(),
      previews: Object.fromEntries(this.previews.filter((p) => p.creatures.length > 0).map((p) => [p.land, p.creatures])),
      mustered: Object.fromEntries(last?.mustered ?? []) };
  }

  /** Releases the canvas. */
  destroy(): void {
    this.stage.destroy();
  }
}
