// A Gods of Titan masterboard's ways for the move search, worked out once per board from the family's board rules
// (engine/family/board: the lattice, the sign rules of a first and a later step, the entry edge of an arrival) with
// Gods' hooks — lands of several cells, the kinds of land (Whirls, the Sea, the centre) and their entry edges (rules
// 11.2–11.5, board.ts edgeRuleOf). The game's board is GODS_MOVES; the board checks build one for the board they check.
import { arrivalEdge } from '../../family/board/entry-sides.js';
import type { SignStep } from '../../family/board/ways.js';
import type { EntrySide } from '../../family/types.js';
import { edgeRuleOf, type BoardIndex } from '../board.js';
import { SEA_KINDS } from '../terrains.js';
import type { GodsLandKind } from '../types.js';
import { GODS_BOARD } from './board-index.js';

/** A step across a sign, with the kind of land it enters (whether the legion may enter it, movement/movers.ts). */
export interface GodsStep extends SignStep {
  readonly toKind: GodsLandKind;
}

/** What the move search needs of a land. */
export interface LandSteps {
  readonly kind: GodsLandKind;
  /** On the outer ring (Coast, Sea, Whirl, 3.10). */
  readonly onRing: boolean;
  /** Rules 8.5: a legion's first step (a Block alone where there is one). */
  readonly first: readonly GodsStep[];
  /** Rules 8.5: its later steps (Triple Arrows where there are some, else Arrows), the came-in side not yet removed. */
  readonly later: readonly GodsStep[];
  /** Rules 26.5 Freeway: every sign. */
  readonly any: readonly GodsStep[];
}

/** One board's ways for the move search. */
export interface MoveBoard {
  readonly index: BoardIndex;
  /** Every land's steps, by land id. */
  readonly lands: ReadonlyMap<number, LandSteps>;
  /** The lands of each kind, in the board's order (9.2 Whirls, 9.5 Darklands). */
  readonly ofKind: ReadonlyMap<GodsLandKind, readonly number[]>;
  /** Each land's place in the board's list: a move's key stays a small integer (movement/search.ts keyOf). */
  readonly codes: ReadonlyMap<number, number>;
  /** Rules 11.2: the attacker's edge on a land (first key) reached by a sign from a land (second key), where it has one. */
  readonly edges: ReadonlyMap<number, ReadonlyMap<number, EntrySide>>;
}

/** The move search's view of an indexed board. */
export function moveBoardOf(index: BoardIndex): MoveBoard {
  const kindOf = (id: number): GodsLandKind | undefined => index.byId.get(id)?.kind;
  // Each step a literal of one shape (a spread copy is slower to read in the search's inner loop).
  const withKinds = (steps: readonly SignStep[]): GodsStep[] =>
    steps.flatMap((s) => {
      const toKind = kindOf(s.to);
      return toKind ? [{ to: s.to, toKind, side: s.side, part: s.part, inSide: s.inSide, inPart: s.inPart }] : [];
    });
  const lands = new Map<number, LandSteps>();
  const ofKind = new Map<GodsLandKind, number[]>();
  const edges = new Map<number, Map<number, EntrySide>>(index.lands.map((l) => [l.id, new Map<number, EntrySide>()]));
  for (const land of index.lands) {
    const way = index.ways.get(land.id);
    lands.set(land.id, { kind: land.kind, onRing: SEA_KINDS.has(land.kind), first: withKinds(way?.first ?? []), later: withKinds(way?.later ?? []), any: withKinds(way?.any ?? []) });
    ofKind.set(land.kind, [...(ofKind.get(land.kind) ?? []), land.id]);
    for (const step of way?.any ?? []) {
      const to = index.byId.get(step.to);
      const edge = to ? arrivalEdge(edgeRuleOf(to.kind), step.inSide, to.labelSide) : null;
      if (edge) edges.get(step.to)?.set(land.id, edge);
    }
  }
  return { index, lands, ofKind, codes: new Map(index.lands.map((l, i) => [l.id, i])), edges };
}

/** The game's masterboard, ready for the move search. */
export const GODS_MOVES: MoveBoard = moveBoardOf(GODS_BOARD);
