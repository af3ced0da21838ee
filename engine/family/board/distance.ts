// Distances on a masterboard counted in steps between lands, for the rules that count lands apart rather than follow
// the signs: TITAN's Tower teleport range over touching lands (§8.1, reference §1.5), Gods of Titan's "lands distant"
// over lands joined by a sign either way (5.8), and how many moves a legion needs to reach a land (the board checks).

/** The fewest steps from `starts` to every land reachable through `next`, a breadth-first walk (the starts count 0). */
export function stepsFrom(starts: readonly number[], next: (land: number) => Iterable<number>): Map<number, number> {
  const steps = new Map<number, number>(starts.map((s) => [s, 0]));
  const queue = [...starts];
  for (const here of queue) { // breadth first: for-of also visits the lands pushed on the way
    const count = (steps.get(here) ?? 0) + 1;
    for (const land of next(here)) {
      if (steps.has(land)) continue;
      steps.set(land, count);
      queue.push(land);
    }
  }
  return steps;
}
