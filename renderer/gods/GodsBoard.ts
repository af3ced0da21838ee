// The Gods of Titan masterboard drawn with Konva from the engine's static board data: 212 lands (the City and the
// Dungeon each three spaces combined) by terrain colour and picture, ring borders, exit signs and land numbers on a
// cached layer; marked lands (legal destinations with the engine's preview of each — lands counted, what could be
// mustered — and engagements) and legion markers with their heights above it (a Tower marker with its kind's word
// and the Tower sign), the legions still to move marked.
import Konva from 'konva';
import type { GodsLandDef } from '../../engine/gods/types.js';
import { HIGHLIGHT, terrainColor, textOn } from '../board/colors.js';
import { TERRAIN_ART } from '../board/art.js';
import { drawArt } from '../board/drawArt.js';
import { labelPoint, landCenter, landCorners, MASTER_S, signPolygon, signShapes, type Point } from '../board/geometry.js';
import { Viewport } from '../board/viewport.js';
import { seatColor } from './labels.js';

/** How a land is marked: a legal destination (one where the legion could muster), a teleport, an engagement. */
export type GodsLandMark = 'move' | 'muster' | 'teleport' | 'engage';

/** The words drawn on a destination: the lands its moves count, and what could be mustered there (empty: nothing). */
export interface GodsLandNote {
  readonly counts: string;
  readonly musters: string;
}

/** A destination where the legion could muster: green, beside TITAN's yellow of a plain move. */
const MUSTER_GREEN = '#69f0ae';
/** The outline of a legion still to move (8.1). */
const UNMOVED = '#fff176';

/** One legion marker as the board draws it. */
export interface GodsMarker {
  readonly marker: string;
  readonly owner: string;
  readonly land: number;
  readonly height: number;
  /** The word on the marker: its number, or its Tower kind short with the Tower sign drawn (4.4). */
  readonly badge: { readonly text: string; readonly tower: boolean };
}

/** What the board reports back to the screen. */
export interface GodsBoardEvents {
  readonly landClick: (land: number) => void;
  readonly legionClick: (marker: string) => void;
  /** The pointer entered a land, or left the lands (null): its land card shows. */
  readonly landHover: (land: number | null) => void;
}

const MARKER = 2 * MASTER_S;
/** Markers never shrink below this many screen pixels (up to the size a land holds). */
const MARKER_MIN_PX = 30;
const MARKER_MAX = 2.9 * MASTER_S;
const MARGIN = 2 * MASTER_S;

/** The spaces of a land: its parts when combined (City, Dungeon), else itself. */
function spaces(land: GodsLandDef): readonly Pick<GodsLandDef, 'anchorX' | 'anchorY' | 'inverted'>[] {
  return land.parts && land.parts.length > 0 ? land.parts : [land];
}

/** The bounding box of every space's corners, with a margin. */
function bounds(lands: readonly GodsLandDef[]): { x: number; y: number; width: number; height: number } {
  const pts = lands.flatMap((l) => spaces(l).flatMap((s) => landCorners(s)));
  const x0 = Math.min(...pts.map((p) => p.x)) - MARGIN;
  const y0 = Math.min(...pts.map((p) => p.y)) - MARGIN;
  return { x: x0, y: y0, width: Math.max(...pts.map((p) => p.x)) + MARGIN - x0, height: Math.max(...pts.map((p) => p.y)) + MARGIN - y0 };
}

/** A Tower sign: a crenellated tower over the marker's lower half, `w` wide, its foot at (0, 0). */
function towerSign(w: number, h: number, fill: string): Konva.Line {
  const c = w / 5;
  const points = [0, 0, 0, -h, c, -h, c, -h + c, 2 * c, -h + c, 2 * c, -h, 3 * c, -h, 3 * c, -h + c, 4 * c, -h + c, 4 * c, -h, w, -h, w, 0];
  return new Konva.Line({ points, closed: true, fill, opacity: 0.85, listening: false });
}

/** Imperative Konva masterboard of Gods of Titan bound to one container element. */
export class GodsBoard {
  private readonly stage: Konva.Stage;
  private readonly terrain = new Konva.Layer();
  private readonly highlights = new Konva.Layer({ listening: false });
  private readonly legions = new Konva.Layer();
  private readonly world = new Konva.Group();
  private readonly box: { x: number; y: number; width: number; height: number };
  private readonly viewport: Viewport;
  private readonly byId: ReadonlyMap<number, GodsLandDef>;
  private spots = new Map<string, Point>();
  /** Drawn marker size in board pixels: larger while the board is shown small, so markers stay readable. */
  private marker = MARKER;
  private last: { legions: readonly GodsMarker[]; selected: string | null; unmoved: ReadonlySet<string> } = { legions: [], selected: null, unmoved: new Set() };

  constructor(
    container: HTMLDivElement,
    private readonly lands: readonly GodsLandDef[],
    private readonly events: GodsBoardEvents,
    terrainName: (t: string) => string,
  ) {
    this.byId = new Map(lands.map((l) => [l.id, l]));
    this.box = bounds(lands);
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    for (const layer of [this.terrain, this.highlights, this.legions]) this.stage.add(layer);
    this.viewport = new Viewport(this.stage, { width: this.box.width, height: this.box.height }, () => this.rescale());
    this.drawTerrain(terrainName);
    this.viewport.fit();
  }

  /** Every layer's content sits shifted so the board's box starts at the drawing's origin. */
  private group(layer: Konva.Layer): Konva.Group {
    const g = new Konva.Group({ x: -this.box.x, y: -this.box.y });
    layer.add(g);
    return g;
  }

  private drawTerrain(terrainName: (t: string) => string): void {
    const g = this.group(this.terrain);
    g.add(new Konva.Rect({ ...this.box, fill: '#14202b', listening: false }));
    for (const land of this.lands) {
      const fill = terrainColor(land.terrain);
      for (const space of spaces(land)) {
        const shape = new Konva.Line({ points: landCorners(space).flatMap((p) => [p.x, p.y]), closed: true, fill, stroke: '#111', strokeWidth: 1.5 });
        shape.on('click tap', () => this.events.landClick(land.id));
        shape.on('mouseenter', () => this.events.landHover(land.id));
        shape.on('mouseleave', () => this.events.landHover(null));
        g.add(shape);
      }
      const ink = textOn(fill);
      const first = spaces(land)[0] ?? land;
      const c = landCenter(first);
      const art = TERRAIN_ART[land.terrain];
      if (art) drawArt(g, art, { x: c.x, y: c.y + (first.inverted ? -0.5 : 0.6) * MASTER_S }, 0.55 * MASTER_S);
      const name = new Konva.Text({ x: c.x - 2.2 * MASTER_S, width: 4.4 * MASTER_S, y: c.y + (first.inverted ? 0.5 : -0.6) * MASTER_S, align: 'center', text: terrainName(land.terrain), fontSize: 10, fontStyle: 'bold', fill: ink, listening: false });
      name.y(name.y() - name.height() / 2);
      g.add(name);
      if (!land.parts) {
        const lp = labelPoint(land);
        g.add(new Konva.Text({ x: lp.x - 20, y: lp.y - 6, width: 40, align: 'center', text: String(land.id), fontSize: 11, fontStyle: 'bold', fill: ink, listening: false }));
      }
    }
    for (const land of this.lands) {
      for (const exit of land.exits) {
        const part = exit.part !== undefined && land.parts ? land.parts[exit.part] : undefined;
        const owner = part ? { ...land, ...part } : land;
        for (const shape of signShapes(owner, exit)) {
          g.add(new Konva.Line({ points: signPolygon(shape), closed: true, fill: '#ffffff', stroke: '#000', strokeWidth: 1.6, lineJoin: 'round', listening: false }));
        }
      }
    }
    this.terrain.getChildren()[0]?.cache({ pixelRatio: 2 });
    this.terrain.draw();
  }

  /** Marks lands: legal destinations (with their notes), teleports, engagements. */
  setMarks(marks: ReadonlyMap<number, GodsLandMark>, notes: ReadonlyMap<number, GodsLandNote> = new Map()): void {
    this.highlights.destroyChildren();
    const g = this.group(this.highlights);
    for (const [id, mark] of marks) {
      const land = this.byId.get(id);
      if (!land) continue;
      for (const space of spaces(land)) {
        g.add(
          new Konva.Line({
            points: landCorners(space).flatMap((p) => [p.x, p.y]),
            closed: true,
            stroke: mark === 'muster' ? MUSTER_GREEN : HIGHLIGHT[mark],
            strokeWidth: mark === 'engage' ? 5 : 4,
            dash: mark === 'teleport' ? [10, 6] : undefined,
            fill: mark === 'engage' ? 'rgba(255,23,68,0.2)' : mark === 'teleport' ? 'rgba(206,147,216,0.3)' : mark === 'muster' ? 'rgba(105,240,174,0.35)' : 'rgba(255,241,118,0.3)',
          }),
        );
      }
      const note = notes.get(id);
      if (note) this.drawNote(g, land, note, mark === 'muster');
    }
    this.highlights.batchDraw();
  }

  /** A destination's note over its land: the lands counted, and below it what could be mustered there. */
  private drawNote(g: Konva.Group, land: GodsLandDef, note: GodsLandNote, musters: boolean): void {
    const space = spaces(land)[0] ?? land;
    const c = landCenter(space);
    const width = 5.6 * MASTER_S;
    const y = c.y + (space.inverted ? -1.25 : 0.15) * MASTER_S;
    const lines = musters ? `${note.counts}\n${note.musters}` : note.counts;
    const text = new Konva.Text({ x: c.x - width / 2, y, width, align: 'center', text: lines, fontSize: 13, fontStyle: 'bold', fill: musters ? '#b9f6ca' : '#fff59d', padding: 2, wrap: 'word' });
    const box = new Konva.Rect({ x: c.x - width / 2, y, width, height: text.height(), fill: 'rgba(10,14,18,0.82)', cornerRadius: 3 });
    g.add(box, text);
  }

  /** Keeps the markers readable at the current zoom, redrawing them when their size changes. */
  private rescale(): void {
    const size = Math.min(MARKER_MAX, Math.max(MARKER, MARKER_MIN_PX / this.viewport.scale()));
    if (Math.abs(size - this.marker) < 0.5) return;
    this.marker = size;
    this.setLegions(this.last.legions, this.last.selected, this.last.unmoved);
  }

  /** Draws the legion markers with their heights; the selected one outlined, those still to move (8.1) ringed. */
  setLegions(legions: readonly GodsMarker[], selected: string | null, unmoved: ReadonlySet<string> = new Set()): void {
    this.last = { legions, selected, unmoved };
    const size = this.marker;
    const k = size / MARKER;
    this.legions.destroyChildren();
    this.spots = new Map();
    const g = this.group(this.legions);
    const onLand = new Map<number, GodsMarker[]>();
    for (const l of legions) onLand.set(l.land, [...(onLand.get(l.land) ?? []), l]);
    for (const [id, here] of onLand) {
      const land = this.byId.get(id);
      if (!land) continue;
      const parts = spaces(land);
      here.forEach((l, i) => {
        const space = parts[i % parts.length] ?? land;
        const c = landCenter(space);
        const row = Math.floor(i / parts.length);
        const x = c.x + (row - (Math.ceil(here.length / parts.length) - 1) / 2) * (size + 4);
        const y = c.y + (space.inverted ? -0.6 : 0.6) * MASTER_S;
        this.spots.set(l.marker, { x, y });
        const color = seatColor(l.owner);
        const m = new Konva.Group({ x: x - size / 2, y: y - size / 2 });
        if (unmoved.has(l.marker) && l.marker !== selected) {
          m.add(new Konva.Rect({ x: -4 * k, y: -4 * k, width: size + 8 * k, height: size + 8 * k, cornerRadius: 7 * k, stroke: UNMOVED, strokeWidth: 3 * k, dash: [6 * k, 4 * k], name: 'unmoved' }));
        }
        m.add(new Konva.Rect({ width: size, height: size, cornerRadius: 5 * k, fill: color, stroke: l.marker === selected ? HIGHLIGHT.selected : '#000', strokeWidth: l.marker === selected ? 4 : 1.5, shadowColor: '#000', shadowBlur: 4, shadowOpacity: 0.5 }));
        const ink = textOn(color);
        if (l.badge.tower) {
          // a Tower marker: its kind's word, fitted to the marker's width, over the Tower sign
          const fit = Math.min(12 * k, (size - 4 * k) / (0.62 * Math.max(1, l.badge.text.length)));
          m.add(new Konva.Text({ width: size, y: 3 * k, align: 'center', text: l.badge.text, fontSize: fit, fontStyle: 'bold', fill: ink, listening: false }));
          const sign = towerSign(size * 0.42, size * 0.42, ink);
          sign.position({ x: 5 * k, y: size - 5 * k });
          m.add(sign);
        } else {
          m.add(new Konva.Text({ width: size, y: 5 * k, align: 'center', text: l.badge.text, fontSize: 13 * k, fontStyle: 'bold', fill: ink }));
        }
        m.add(new Konva.Circle({ x: size - 6 * k, y: size - 6 * k, radius: 9 * k, fill: '#fff', stroke: '#000', strokeWidth: 1 }));
        m.add(new Konva.Text({ x: size - 15 * k, y: size - 12 * k, width: 18 * k, align: 'center', text: String(l.height), fontSize: 12 * k, fontStyle: 'bold', fill: '#000' }));
        m.on('click tap', (e) => {
          e.cancelBubble = true;
          this.events.legionClick(l.marker);
        });
        g.add(m);
      });
    }
    this.legions.batchDraw();
  }

  /** Canvas coordinates of a land's first space, for the test hook. */
  landPoint(id: number): Point | null {
    const land = this.byId.get(id);
    if (!land) return null;
    const space = spaces(land)[0] ?? land;
    const c = landCenter(space);
    // where the terrain's name is: inside the land and away from its markers
    const p = { x: c.x, y: c.y + (space.inverted ? 0.5 : -0.6) * MASTER_S };
    return this.viewport.toCanvas({ x: p.x - this.box.x, y: p.y - this.box.y });
  }

  /** Canvas coordinates of a legion marker, for the test hook. */
  legionPoint(marker: string): Point | null {
    const p = this.spots.get(marker);
    return p ? this.viewport.toCanvas({ x: p.x - this.box.x, y: p.y - this.box.y }) : null;
  }

  /** Zoom controls. */
  zoom(factor: number): void {
    this.viewport.zoom(factor);
  }

  /** Fits the whole board. */
  fit(): void {
    this.viewport.fit();
  }

  /** The container changed size. */
  resize(width: number, height: number): void {
    this.viewport.resize(width, height);
  }

  /** Frees the stage. */
  destroy(): void {
    this.stage.destroy();
  }
}
