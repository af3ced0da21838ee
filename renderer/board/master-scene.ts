// What a masterboard shows, in Konva groups of board pixels and without a stage: the static lands, the marks (marked
// lands, notes, previews) and the legion markers, redrawn from the data a game's screen passes — so a test can draw a
// made-up board and read back what was drawn. MasterBoard.ts puts these groups on a stage.
import Konva from 'konva';
import { landCorners, type Point } from './geometry.js';
import { landAt, landCells, namePoint, type BoardLands } from './master-lands.js';
import { drawMarks, drawPointer, drawPreviews, type LandMark } from './master-marks.js';
import { drawMarker, markerSpots, type BoardMarker } from './master-markers.js';
import { drawStatic, type LandEvents } from './master-static.js';
import { glide, gliding } from './motion.js';
import { targetId, targetOf, type FocusTarget } from './focus-nav.js';
import { drawFocusRing, squareAround } from './focus-ring.js';
import { CLICK_TARGET } from './press-click.js';

/** The marks a screen passes for its lands: kind by land, notes (lines of words), what could be mustered (creatures). */
export interface BoardMarks {
  readonly lands: ReadonlyMap<number, LandMark>;
  readonly notes: ReadonlyMap<number, readonly string[]>;
  readonly previews: ReadonlyMap<number, readonly string[]>;
  /** The lands a guided first game's card points at. */
  readonly pointer?: readonly number[];
}

/** The legions a screen passes: the markers, the selected one, those that may be dragged, those still to move, and
 * those that mustered this turn with what (null: not known). */
export interface BoardLegions {
  readonly markers: readonly BoardMarker[];
  readonly selected: string | null;
  readonly movable: ReadonlySet<string>;
  readonly unmoved: ReadonlySet<string>;
  readonly mustered: ReadonlyMap<string, string | null>;
}

/** What the board reports back to the screen. */
export interface MasterBoardEvents extends LandEvents {
  readonly landClick: (land: number) => void;
  readonly legionClick: (marker: string) => void;
  /** A movable legion's marker was dragged and dropped onto a land. */
  readonly legionDrop?: (marker: string, land: number) => void;
  /** The board moved on the screen (fitted to a resized window, zoomed or panned): what is placed over it follows. */
  readonly viewChanged?: () => void;
}

/** What the board draws now, as the e2e tests' hook reads it. */
export interface DrawnBoard {
  readonly lands: Readonly<Record<number, LandMark>>;
  readonly noteLines: Readonly<Record<number, readonly string[]>>;
  readonly previews: Readonly<Record<number, readonly string[]>>;
  readonly selected: string | null;
  readonly movable: readonly string[];
  readonly unmoved: readonly string[];
  readonly mustered: Readonly<Record<string, string | null>>;
  /** Each legion marker's land. */
  readonly markers: Readonly<Record<string, number>>;
  /** A marker is still gliding to its new spot. */
  readonly moving: boolean;
  /** The lands a lesson card points at. */
  readonly pointer: readonly number[];
}

const NO_MARKS: BoardMarks = { lands: new Map(), notes: new Map(), previews: new Map() };
const NO_LEGIONS: BoardLegions = { markers: [], selected: null, movable: new Set(), unmoved: new Set(), mustered: new Map() };

/** The drawn content of one masterboard. */
export class MasterScene {
  /** Every group is shifted so the board's box starts at the drawing's origin. */
  readonly terrain: Konva.Group;
  readonly marks: Konva.Group;
  readonly previews: Konva.Group;
  readonly legions: Konva.Group;
  /** Holds the marker being dragged, on a layer of its own so only it redraws while the pointer moves. */
  readonly drag: Konva.Group;
  /** The keyboard focus's ring, above everything. */
  readonly focus: Konva.Group;
  private focused: string | null = null;
  /** Animation speed (settings): 0 = markers jump, 1 = normal glide. */
  speed = 1;
  private shown: { marks: BoardMarks; legions: BoardLegions } = { marks: NO_MARKS, legions: NO_LEGIONS };
  private spots = new Map<string, Point>();
  private dragging = false;

  constructor(
    readonly lands: BoardLands,
    private readonly events: MasterBoardEvents,
    terrainName: (t: string) => string,
    /** A marker's side in board pixels (it grows while the board is shown small). */
    private size: number,
  ) {
    const at = { x: -lands.box.x, y: -lands.box.y };
    [this.terrain, this.marks, this.previews, this.legions, this.drag] = [0, 1, 2, 3, 4].map(() => new Konva.Group(at));
    this.focus = new Konva.Group({ ...at, listening: false });
    drawStatic(this.terrain, lands, terrainName, events);
  }

  /** Draws the marked lands, their notes and previews. */
  setMarks(marks: BoardMarks): void {
    this.shown = { ...this.shown, marks };
    this.marks.destroyChildren();
    drawMarks(this.marks, this.lands, marks.lands, marks.notes);
    drawPointer(this.marks, this.lands, marks.pointer ?? []);
    this.redraw(this.marks);
    this.drawPreviews();
  }

  private drawPreviews(): void {
    this.previews.destroyChildren();
    drawPreviews(this.previews, this.lands, this.shown.marks.previews, this.size * 0.62);
    this.redraw(this.previews);
  }

  /** Draws every legion marker (the movable ones draggable); one drawn elsewhere before glides to its new spot. */
  setLegions(legions: BoardLegions): void {
    this.shown = { ...this.shown, legions };
    if (this.dragging) return;
    this.legions.destroyChildren();
    this.drag.destroyChildren();
    const before = this.spots;
    this.spots = markerSpots(this.lands, legions.markers, this.size);
    const m = this.size;
    for (const marker of legions.markers) {
      const at = this.spots.get(marker.id);
      if (!at) continue;
      const node = drawMarker(marker, m, { selected: marker.id === legions.selected, unmoved: legions.unmoved.has(marker.id), mustered: legions.mustered.get(marker.id) });
      node.position({ x: at.x - m / 2, y: at.y - m / 2 });
      this.listen(node, marker, legions.movable.has(marker.id));
      this.legions.add(node);
      glide(node, before.get(marker.id), at, { x: -m / 2, y: -m / 2 }, this.speed);
    }
    this.redraw(this.legions);
    this.showFocus(this.focused);
  }

  /** What the keyboard can focus, in board pixels: every legion marker ("legion:<marker>") and every land
   * ("land:<id>", at its name, away from its markers). */
  focusTargets(): FocusTarget[] {
    const legions = [...this.spots].map(([marker, p]) => ({ id: targetId('legion', marker), x: p.x, y: p.y }));
    const lands = this.lands.list.map((l) => ({ id: targetId('land', l.id), ...namePoint(landCells(l)[0] ?? l) }));
    return [...legions, ...lands];
  }

  /** Rings the focused target (null: none). */
  showFocus(id: string | null): void {
    this.focused = id;
    const target = id === null ? null : targetOf(id);
    const spot = target?.kind === 'legion' ? this.spots.get(target.key) : undefined;
    const land = target?.kind === 'land' ? this.lands.byId.get(Number(target.key)) : undefined;
    drawFocusRing(this.focus, spot ? [squareAround(spot, this.size + 10)] : land ? landCells(land).map((c) => landCorners(c)) : []);
  }

  /** Acts on a target: a click on it (press-click.ts), or Enter on the keyboard's focus. */
  act(id: string): void {
    const { kind, key } = targetOf(id);
    if (kind === 'legion') this.events.legionClick(key);
    else if (kind === 'land') this.events.landClick(Number(key));
  }

  /** A marker answers clicks and hovers; a movable one may be dragged onto a land. */
  private listen(node: Konva.Group, marker: BoardMarker, movable: boolean): void {
    node.setAttr(CLICK_TARGET, targetId('legion', marker.id));
    node.on('mouseenter', () => this.events.landHover(marker.land));
    node.on('mouseleave', () => this.events.landHover(null));
    if (!movable) return;
    node.draggable(true);
    node.on('dragstart', () => {
      this.dragging = true;
      node.moveTo(this.drag);
      this.events.legionClick(marker.id);
    });
    node.on('dragend', () => {
      const p = this.legions.getRelativePointerPosition();
      const land = p ? landAt(this.lands, p) : undefined;
      this.dragging = false;
      this.setLegions(this.shown.legions);
      if (land) this.events.legionDrop?.(marker.id, land.id);
    });
  }

  /** Draws markers and previews at a new size (the board's zoom changed). */
  resizeMarkers(size: number): void {
    if (Math.abs(size - this.size) < 0.5) return;
    this.size = size;
    this.setLegions(this.shown.legions);
    this.drawPreviews();
  }

  /** The marker side in board pixels. */
  markerSize(): number {
    return this.size;
  }

  /** The middle of a legion's marker in board pixels. */
  legionSpot(marker: string): Point | undefined {
    return this.spots.get(marker);
  }

  /** The middles of every marker drawn. */
  legionSpots(): readonly Point[] {
    return [...this.spots.values()];
  }

  /** What the board draws now. */
  drawn(): DrawnBoard {
    const { marks, legions } = this.shown;
    const record = <V>(m: ReadonlyMap<number, V>): Record<number, V> => Object.fromEntries(m) as Record<number, V>;
    return {
      lands: record(marks.lands),
      noteLines: record(marks.notes),
      previews: Object.fromEntries([...marks.previews].filter(([, c]) => c.length > 0)),
      selected: legions.selected,
      movable: [...legions.movable],
      unmoved: [...legions.unmoved],
      mustered: Object.fromEntries(legions.mustered),
      markers: Object.fromEntries(legions.markers.map((m) => [m.id, m.land])),
      moving: gliding(),
      pointer: marks.pointer ?? [],
    };
  }

  /** Redraws the layer a group is on (none in a test drawing without a stage) at once, not at the next frame: a click
   * that came before it would hit the markers just destroyed (the hit canvas is redrawn with the layer), and what
   * drawn() reports would not be on the screen yet. */
  private redraw(group: Konva.Group): void {
    group.getLayer()?.draw();
  }
}
