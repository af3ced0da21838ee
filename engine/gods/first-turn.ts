// Rules 5.8: in the first turn a Titan-player leaves the City through one Citytower: find the Darktower nearest to his
// own Tower, then take the Citytower next to it clockwise round the centre.
import { landSteps, type BoardIndex } from './board.js';
import { clockAngle } from './lattice.js';

/** One player Tower's §5.8 exit: its nearest Darktowers (one on a good board) and the Citytower it leads to. */
export interface FirstTurnExit {
  readonly tower: number;
  /** The Darktowers at the fewest lands from the Tower (lands joined by signs either way, rules 8.5). */
  readonly nearest: readonly number[];
  /** The Citytower next clockwise round the centre from the nearest Darktower; null if that is not one land. */
  readonly citytower: number | null;
}

const idsOf = (index: BoardIndex, kind: string): number[] => index.lands.filter((l) => l.kind === kind).map((l) => l.id);

/** Every player Tower's §5.8 exit. */
export function firstTurnExits(index: BoardIndex): FirstTurnExit[] {
  const darktowers = idsOf(index, 'darktower');
  const citytowers = idsOf(index, 'citytower');
  const centre = index.centre;
  const angle = (id: number): number => {
    const land = index.byId.get(id);
    return land && centre ? clockAngle(land, centre) : 0;
  };
  return idsOf(index, 'tower').map((tower) => {
    const steps = landSteps(index, tower);
    const distance = (id: number): number => steps.get(id) ?? Infinity;
    const fewest = Math.min(...darktowers.map(distance));
    const nearest = darktowers.filter((d) => distance(d) === fewest);
    const [darktower] = nearest;
    if (nearest.length !== 1 || darktower === undefined || !centre) return { tower, nearest, citytower: null };
    const ahead = (id: number): number => (angle(id) - angle(darktower) + 360) % 360;
    const [citytower] = [...citytowers].sort((a, b) => ahead(a) - ahead(b));
    return { tower, nearest, citytower: citytower ?? null };
  });
}
