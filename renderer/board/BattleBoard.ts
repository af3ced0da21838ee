// A battleland drawn with Konva, rotated so the attacker enters from the bottom: hexes with hazards, elevation
// shading and hexside symbols (static, cached), highlights (legal hexes, targets, rangestrike line) and counters.
import Konva from 'konva';
import type { BattleSide } from '../../engine/family/battle/flow/types.js';
import type { BattleEdge, BattlelandDef } from '../../engine/family/types.js';
import { battleGround, HAZARD_COLORS, HEXSIDE_COLORS, HIGHLIGHT, textOn, type SeatLook } from './colors.js';
import { BATTLE_RADIUS, BATTLE_S, hexSide, placeHexes, type PlacedHex } from './hexgeometry.js';
import type { Point } from './geometry.js';
import { iconPath } from '../lib/icons.js';
import { HAZARD_ART } from './art.js';
import { drawArt } from './drawArt.js';
import { boxOnCanvas } from './view-math.js';
import { Viewport } from './viewport.js';
import { glide, gliding } from './motion.js';
import type { Rect } from './placement.js';
import { targetId, targetOf, type FocusTarget } from './focus-nav.js';
import { drawFocusRing, squareAround } from './focus-ring.js';
import { CLICK_TARGET, listenClicks } from './press-click.js';

/** What the battle board reports back to the screen. */
export interface BattleBoardEvents {
  readonly hexClick: (hex: string) => void;
  readonly pieceClick: (piece: string) => void;
  /** The pointer entered a hex (null: left the battleland). */
  readonly hexHover: (hex: string | null) => void;
  /** The battleland moved on the screen (fitted to a resized window, zoomed or panned): what is placed over it follows. */
  readonly viewChanged?: () => void;
  /** A drag of the battleland (a pan) began: a click pressed then is no click (the pointer moved off its press). */
  readonly panStarted?: () => void;
}

/** Highlights of the battle board. */
export interface BattleMarks {
  readonly moves: readonly string[];
  readonly targets: readonly string[];
  readonly selected: string | null;
  /** Rangestrike line from one piece to another. */
  readonly line: { readonly from: string; readonly to: string } | null;
  /** The hexes and the counters a guided first game's card points at. */
  readonly pointer?: { readonly hexes: readonly string[]; readonly pieces: readonly string[] };
}

const COUNTER = 2.3 * BATTLE_S;

/** What a counter shows of a battle piece, whatever the game: its character's name (for its picture), its side, its
 * hex (null: still in its side's tray), its power and skill (null: power alone), hits and whether it is slain;
 * `look` when it is not its side's (a side of several players, as in a final battle of several lenders). */
export interface DrawnPiece {
  readonly id: string;
  readonly creature: string;
  readonly side: BattleSide;
  readonly hex: string | null;
  readonly hits: number;
  readonly slain: boolean;
  readonly power: number;
  readonly skill: number | null;
  readonly look?: SeatLook;
}

/** Imperative Konva battleland bound to one container element. */
export class BattleBoard {
  private readonly stage: Konva.Stage;
  private readonly land = new Konva.Layer();
  private readonly highlights = new Konva.Layer({ listening: false });
  private readonly pieces = new Konva.Layer();
  private readonly focusLayer = new Konva.Layer({ listening: false });
  private readonly focusRing = new Konva.Group();
  private focused: string | null = null;
  /** The counters as last drawn. */
  private drawnList: readonly DrawnPiece[] = [];
  private readonly viewport: Viewport;
  /** Takes the board's pointer listeners off its container. */
  private readonly unlisten: () => void;
  private hexes: PlacedHex[] = [];
  private pieceSpots = new Map<string, Point>();
  private drawnKey = '';
  /** What setPieces drew last (pieces, marks and colours). */
  private drawnPieces = '';
  private marks: BattleMarks = { moves: [], targets: [], selected: null, line: null };
  /** Each counter's hex as last drawn (null: in its side's tray), for the test hook. */
  private placed: Readonly<Record<string, string | null>> = {};
  /** Animation speed (settings): 0 = counters jump, 1 = normal glide. */
  speed = 1;
  /** Height of each tray for counters not yet on the battleland (none on a board without pieces). */
  private readonly tray: number;
  private readonly size: { width: number; height: number };
  private readonly origin: Point;

  constructor(
    container: HTMLDivElement,
    private readonly events: BattleBoardEvents,
    /** Each side's counter colour and shape (a piece of its own look aside). */
    public sides: { readonly attacker: SeatLook; readonly defender: SeatLook },
    trays = true,
  ) {
    this.tray = trays ? 3.2 * BATTLE_S : 0;
    this.size = { width: 2 * BATTLE_RADIUS, height: 2 * BATTLE_RADIUS + 2 * this.tray };
    this.origin = { x: BATTLE_RADIUS, y: BATTLE_RADIUS + this.tray };
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 600, height: container.clientHeight || 600 });
    this.focusLayer.add(this.focusRing);
    this.stage.add(this.land, this.highlights, this.pieces, this.focusLayer);
    this.viewport = new Viewport(this.stage, this.size, () => this.events.viewChanged?.(), () => this.events.panStarted?.());
    this.unlisten = listenClicks(this.stage, (id) => this.click(id));
  }

  /** Draws the battleland `def` for an attacker entering along `entry` (once per battle). */
  setLand(def: BattlelandDef, entry: BattleEdge): void {
    const terrain = def.terrain;
    const key = `${terrain}/${entry}`;
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    this.drawnPieces = '';
    this.hexes = placeHexes(def.tower ? 'Bottom' : entry, this.origin);
    this.land.destroyChildren();
    const group = new Konva.Group();
    this.land.add(group);
    group.add(new Konva.Rect({ x: 0, y: 0, ...this.size, fill: '#1b2026', listening: false }));
    for (const hex of this.hexes) this.drawHex(group, hex, def, terrain);
    for (const hex of this.hexes) this.drawHexsides(group, hex, def);
    group.cache({ pixelRatio: 2 });
    this.land.draw();
    this.viewport.fit();
  }

  private drawHex(group: Konva.Group, hex: PlacedHex, def: BattlelandDef, terrain: string): void {
    const info = def.hexes[hex.label];
    const hazard = info?.hazard ?? 'Plains';
    const elevation = info?.elevation ?? 0;
    const fill = HAZARD_COLORS[hazard] ?? battleGround(terrain);
    const poly = new Konva.Line({ points: hex.corners.flatMap((p) => [p.x, p.y]), closed: true, fill, stroke: '#222', strokeWidth: 1.2 });
    poly.setAttr(CLICK_TARGET, targetId('hex', hex.label));
    poly.on('mouseenter', () => this.events.hexHover(hex.label));
    poly.on('mouseleave', () => this.events.hexHover(null));
    group.add(poly);
    if (elevation > 0) {
      group.add(new Konva.Line({ points: hex.corners.flatMap((p) => [p.x, p.y]), closed: true, fill: `rgba(255,255,255,${0.2 * elevation})`, stroke: '#000', strokeWidth: 0.6 + elevation, listening: false }));
    }
    const ink = textOn(fill);
    group.add(new Konva.Text({ x: hex.center.x - 30, y: hex.center.y - 1.45 * BATTLE_S, width: 60, align: 'center', text: hex.label, fontSize: 12, fill: ink, listening: false }));
    const art = HAZARD_ART[hazard];
    if (art) drawArt(group, art, hex.center, 0.8 * BATTLE_S);
    // elevation as one small mound per level along the bottom of the hex
    for (let i = 0; i < elevation; i++) {
      const x = hex.center.x + (i - (elevation - 1) / 2) * 0.55 * BATTLE_S;
      const y = hex.center.y + 1.3 * BATTLE_S;
      group.add(new Konva.Line({ points: [x - 0.22 * BATTLE_S, y, x, y - 0.3 * BATTLE_S, x + 0.22 * BATTLE_S, y], closed: true, fill: '#6d4c41', stroke: '#1b1b1b', strokeWidth: 1, listening: false }));
    }
  }

  private drawHexsides(group: Konva.Group, hex: PlacedHex, def: BattlelandDef): void {
    const info = def.hexes[hex.label];
    if (!info) return;
    info.hexsides.forEach((kind, side) => {
      if (!kind) return;
      const [a, b] = hexSide(hex, side);
      const color = HEXSIDE_COLORS[kind] ?? '#000';
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const out = { x: mid.x - hex.center.x, y: mid.y - hex.center.y };
      const len = Math.hypot(out.x, out.y);
      const n = { x: out.x / len, y: out.y / len };
      const inset = (p: Point, d: number): Point => ({ x: p.x - n.x * d, y: p.y - n.y * d });
      const a2 = { x: a.x + (b.x - a.x) * 0.1, y: a.y + (b.y - a.y) * 0.1 };
      const b2 = { x: a.x + (b.x - a.x) * 0.9, y: a.y + (b.y - a.y) * 0.9 };
      if (kind === 'Wall') {
        group.add(new Konva.Line({ points: [a2.x, a2.y, b2.x, b2.y], stroke: color, strokeWidth: 6, listening: false }));
        for (const t of [0.25, 0.5, 0.75]) {
          const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          group.add(new Konva.Rect({ x: p.x - 3, y: p.y - 3, width: 6, height: 6, fill: '#9e9e9e', stroke: color, strokeWidth: 1, listening: false }));
        }
      } else if (kind === 'Cliff') {
        const pts: number[] = [];
        for (let i = 0; i <= 8; i++) {
          const t = 0.1 + (0.8 * i) / 8;
          const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          const q = i % 2 === 0 ? p : inset(p, 6);
          pts.push(q.x, q.y);
        }
        group.add(new Konva.Line({ points: pts, stroke: color, strokeWidth: 3, listening: false }));
      } else if (kind === 'Slope') {
        group.add(new Konva.Line({ points: [a2.x, a2.y, b2.x, b2.y], stroke: color, strokeWidth: 2.5, listening: false }));
        for (const t of [0.2, 0.35, 0.5, 0.65, 0.8]) {
          const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          group.add(new Konva.Line({ points: [p.x, p.y, p.x + n.x * 8, p.y + n.y * 8], stroke: color, strokeWidth: 2.5, listening: false }));
        }
      } else {
        const pts: number[] = [];
        for (let i = 0; i <= 12; i++) {
          const t = 0.1 + (0.8 * i) / 12;
          const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
          const q = inset(p, 3 + 3 * Math.sin(i * 1.6));
          pts.push(q.x, q.y);
        }
        group.add(new Konva.Line({ points: pts, stroke: color, strokeWidth: 3, tension: 0.4, listening: false }));
      }
    });
  }

  private hexCenter(label: string): Point | null {
    return this.hexes.find((h) => h.label === label)?.center ?? null;
  }

  /** Draws the counters: on their hexes, or in the attacker's tray (bottom) / defender's tray (top) before entering. */
  setPieces(pieces: readonly DrawnPiece[], marks: BattleMarks): void {
    // The same counters again (a call's answer repeating the push of its state) are not drawn anew.
    const drawn = JSON.stringify([pieces, marks, this.sides]);
    if (drawn === this.drawnPieces) return;
    this.drawnPieces = drawn;
    this.marks = marks;
    this.drawnList = pieces;
    this.placed = Object.fromEntries(pieces.map((p) => [p.id, p.hex]));
    this.pieces.destroyChildren();
    const before = this.pieceSpots;
    this.pieceSpots = new Map();
    const trays = { attacker: 0, defender: 0 };
    for (const piece of pieces) {
      let at = piece.hex ? this.hexCenter(piece.hex) : null;
      if (!at) {
        const i = trays[piece.side]++;
        at = { x: COUNTER * 0.8 + i * (COUNTER + 6), y: piece.side === 'attacker' ? this.size.height - this.tray / 2 : this.tray / 2 };
      }
      this.pieceSpots.set(piece.id, at);
      const node = this.counter(piece, at, marks);
      this.pieces.add(node);
      glide(node, before.get(piece.id), at, { x: -COUNTER / 2, y: -COUNTER / 2 }, this.speed);
    }
    this.drawHighlights(marks);
    // drawn at once, not at the next frame: a click that comes before it would hit the counters just destroyed (the
    // hit canvas is redrawn with the layer), and what drawn() reports would not be on the screen yet
    this.pieces.draw();
    this.showFocus(this.focused);
  }

  /** What the keyboard can focus: every hex ("hex:<label>", its counter with it) and every counter waiting in a
   * tray ("piece:<id>"). */
  focusTargets(): FocusTarget[] {
    const hexes = this.hexes.map((h) => ({ id: targetId('hex', h.label), ...h.center }));
    const trays = this.drawnList.filter((p) => p.hex === null).flatMap((p) => ((at) => (at ? [{ id: targetId('piece', p.id), ...at }] : []))(this.pieceSpots.get(p.id)));
    return [...hexes, ...trays];
  }

  /** Rings the focused target (null: none). */
  showFocus(id: string | null): void {
    this.focused = id;
    const target = id === null ? null : targetOf(id);
    const hex = target?.kind === 'hex' ? this.hexes.find((h) => h.label === target.key) : undefined;
    const spot = target?.kind === 'piece' ? this.pieceSpots.get(target.key) : undefined;
    drawFocusRing(this.focusRing, hex ? [hex.corners] : spot ? [squareAround(spot, COUNTER + 8)] : []);
  }

  /** The counter standing on a hex (a slain one too, while it is drawn). */
  occupant(hex: string): DrawnPiece | null {
    return this.drawnList.find((p) => p.hex === hex) ?? null;
  }

  /** Acts on a focused target as a click does: a hex with a counter on it as a click on the counter. */
  act(id: string): void {
    const { kind, key } = targetOf(id);
    const occupant = kind === 'hex' ? this.occupant(key) : null;
    this.click(occupant ? targetId('piece', occupant.id) : id);
  }

  private counter(piece: DrawnPiece, at: Point, marks: BattleMarks): Konva.Group {
    const look = piece.look ?? this.sides[piece.side];
    const fill = look.color;
    const ink = textOn(fill);
    const g = new Konva.Group({ x: at.x - COUNTER / 2, y: at.y - COUNTER / 2, opacity: piece.slain ? 0.45 : 1 });
    const selected = marks.selected === piece.id;
    const target = marks.targets.includes(piece.id);
    g.add(new Konva.Rect({ width: COUNTER, height: COUNTER, fill, cornerRadius: 5, stroke: selected ? HIGHLIGHT.selected : target ? HIGHLIGHT.target : '#000', strokeWidth: selected || target ? 4 : 1.5 }));
    const icon = new Konva.Path({ data: iconPath(piece.creature), fill: ink, x: COUNTER * 0.2, y: 3, scaleX: (COUNTER * 0.6) / 512, scaleY: (COUNTER * 0.6) / 512 });
    g.add(icon);
    // the owner's shape in the top left corner: seats told apart without colour
    g.add(new Konva.Text({ x: 3, y: 3, text: look.glyph, fontSize: 0.22 * COUNTER, fontStyle: 'bold', fill: ink, name: 'glyph' }));
    g.add(new Konva.Text({ y: COUNTER - 13, width: COUNTER, align: 'center', text: piece.skill === null ? String(piece.power) : `${piece.power}-${piece.skill}`, fontSize: 11, fontStyle: 'bold', fill: ink }));
    if (piece.hits > 0) {
      g.add(new Konva.Circle({ x: COUNTER - 5, y: 5, radius: 8, fill: '#d50000', stroke: '#fff', strokeWidth: 1 }));
      g.add(new Konva.Text({ x: COUNTER - 13, y: 0, width: 16, align: 'center', text: String(piece.hits), fontSize: 11, fontStyle: 'bold', fill: '#fff', padding: 0 }));
    }
    if (piece.slain) g.add(new Konva.Line({ points: [4, 4, COUNTER - 4, COUNTER - 4, COUNTER / 2, COUNTER / 2, COUNTER - 4, 4, 4, COUNTER - 4], stroke: '#d50000', strokeWidth: 3 }));
    g.setAttr(CLICK_TARGET, targetId('piece', piece.id));
    g.on('mouseenter', () => this.events.hexHover(piece.hex));
    g.on('mouseleave', () => this.events.hexHover(null));
    return g;
  }

  private drawHighlights(marks: BattleMarks): void {
    this.highlights.destroyChildren();
    for (const label of marks.moves) {
      const hex = this.hexes.find((h) => h.label === label);
      if (!hex) continue;
      this.highlights.add(new Konva.Line({ points: hex.corners.flatMap((p) => [p.x, p.y]), closed: true, stroke: HIGHLIGHT.move, strokeWidth: 4, fill: 'rgba(255,241,118,0.3)' }));
    }
    for (const label of marks.pointer?.hexes ?? []) {
      const hex = this.hexes.find((h) => h.label === label);
      if (!hex) continue;
      const points = hex.corners.flatMap((p) => [p.x, p.y]);
      this.highlights.add(new Konva.Line({ points, closed: true, stroke: HIGHLIGHT.lesson, strokeWidth: 10, opacity: 0.5 }), new Konva.Line({ points, closed: true, stroke: '#ffffff', strokeWidth: 3, dash: [10, 6] }));
    }
    for (const id of marks.pointer?.pieces ?? []) {
      const at = this.pieceSpots.get(id);
      if (!at) continue;
      const radius = COUNTER * 0.85;
      this.highlights.add(new Konva.Circle({ ...at, radius, stroke: HIGHLIGHT.lesson, strokeWidth: 10, opacity: 0.5 }), new Konva.Circle({ ...at, radius, stroke: '#ffffff', strokeWidth: 3, dash: [10, 6] }));
    }
    if (marks.line) {
      const a = this.pieceSpots.get(marks.line.from);
      const b = this.pieceSpots.get(marks.line.to);
      if (a && b) this.highlights.add(new Konva.Arrow({ points: [a.x, a.y, b.x, b.y], stroke: HIGHLIGHT.range, fill: HIGHLIGHT.range, strokeWidth: 3, dash: [8, 5] }));
    }
    this.highlights.batchDraw();
  }

  /** Resizes the canvas to its container; refits unless the player zoomed or panned by hand. */
  resize(width: number, height: number): void {
    this.viewport.resize(width, height);
  }

  /** Zoom in (factor > 1) or out. */
  zoom(factor: number): void {
    this.viewport.zoom(factor);
  }

  /** Fits the battleland in the canvas. */
  fit(): void {
    this.viewport.fit();
  }

  /** Canvas coordinates of a hex centre (test hook). */
  hexPoint(label: string): Point | null {
    const c = this.hexCenter(label);
    return c ? this.viewport.toCanvas(c) : null;
  }

  /** Canvas coordinates of a counter (test hook). */
  piecePoint(id: string): Point | null {
    const p = this.pieceSpots.get(id);
    return p ? this.viewport.toCanvas(p) : null;
  }

  /** What a hover card must not cover, in canvas pixels: every counter, both off-board trays and the hex `hex`. */
  occupied(hex: string | null): Rect[] {
    const rects = [...this.pieceSpots.values()].map((p) => this.counterBox(p));
    if (this.tray > 0) {
      rects.push(this.box([{ x: 0, y: 0 }, { x: this.size.width, y: this.tray }]));
      rects.push(this.box([{ x: 0, y: this.size.height - this.tray }, { x: this.size.width, y: this.size.height }]));
    }
    const placed = hex ? this.hexes.find((h) => h.label === hex) : undefined;
    if (placed) rects.push(this.box(placed.corners));
    return rects;
  }

  /** Where the hexes and counters `pointer` names are, in canvas pixels (what a lesson card must not cover). */
  pointedRects(pointer: { readonly hexes: readonly string[]; readonly pieces: readonly string[] }): Rect[] {
    const hexes = this.hexes.filter((h) => pointer.hexes.includes(h.label)).map((h) => this.box(h.corners));
    const pieces = pointer.pieces.flatMap((id) => {
      const p = this.pieceSpots.get(id);
      return p ? [this.counterBox(p)] : [];
    });
    return [...hexes, ...pieces];
  }

  /** The canvas box around board points. */
  private box(points: readonly Point[]): Rect {
    return boxOnCanvas(this.viewport.view(), points);
  }

  /** The canvas box of a counter centred on a board point. */
  private counterBox(p: Point): Rect {
    const half = COUNTER / 2;
    return this.box([{ x: p.x - half, y: p.y - half }, { x: p.x + half, y: p.y + half }]);
  }

  /** What the board draws now: marked hexes, targets, the selected counter, the rangestrike line, each counter's hex,
   * whether a counter is still gliding. */
  drawn(): BattleMarks & { readonly pieces: Readonly<Record<string, string | null>>; readonly moving: boolean } {
    return { ...this.marks, pieces: this.placed, moving: gliding() };
  }

  /** A click on a counter or a hex, as press-click.ts found it under the press. */
  private click(id: string): void {
    const { kind, key } = targetOf(id);
    if (kind === 'piece') this.events.pieceClick(key);
    else if (kind === 'hex') this.events.hexClick(key);
  }

  /** Releases the canvas and its pointer listeners. */
  destroy(): void {
    this.unlisten();
    this.stage.destroy();
  }
}
