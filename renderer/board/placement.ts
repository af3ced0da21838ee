// Where a hover card goes on a board: in the corner or along the edge of the canvas where it covers the fewest
// pieces (legion markers, counters, the battle's off-board trays) and not the land or hex it describes.

/** A rectangle in canvas pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Area two rectangles share (also the lesson card's test of what it would hide). */
export function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The top-left corner for a card of `card` size inside `area`, `margin` from the edges, covering the least of `avoid`
 * (the first candidate wins ties: bottom left, bottom right, top left, top right, then the edges' middles); a place
 * where something in `under` would hide the card (the lesson card over the board) comes last, whatever it covers. */
export function placeCard(card: { width: number; height: number }, area: { width: number; height: number }, avoid: readonly Rect[], margin = 8, under: readonly Rect[] = []): { x: number; y: number } {
  const left = margin;
  const right = Math.max(margin, area.width - card.width - margin);
  const top = margin;
  const bottom = Math.max(margin, area.height - card.height - margin);
  const midX = Math.max(margin, (area.width - card.width) / 2);
  const midY = Math.max(margin, (area.height - card.height) / 2);
  const candidates = [
    { x: left, y: bottom }, { x: right, y: bottom }, { x: left, y: top }, { x: right, y: top },
    { x: midX, y: bottom }, { x: midX, y: top }, { x: left, y: midY }, { x: right, y: midY },
  ];
  let best = candidates[0];
  let least = { hidden: Infinity, covered: Infinity };
  for (const c of candidates) {
    const rect = { ...c, ...card };
    const hidden = under.reduce((sum, r) => sum + overlap(rect, r), 0);
    const covered = avoid.reduce((sum, r) => sum + overlap(rect, r), 0);
    if (hidden < least.hidden || (hidden === least.hidden && covered < least.covered)) {
      least = { hidden, covered };
      best = c;
    }
  }
  return best;
}
