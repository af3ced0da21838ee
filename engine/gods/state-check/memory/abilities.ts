// What the special abilities' memory in a saved battle refers to (rules 16; its shape is
// engine/gods/battle/abilities/memory.ts's): the characters it names are characters of this battle; a Tree stands
// on a hex of the grid and remembers a hazard of the chart (16.5 Decoy); a rider rides a Pegasus of its own side,
// off the grid, each Pegasus one rider (16.5, A41); a strike held for a Basilisk's answer is a strike on a Basilisk
// still on the battleland (A11).
import type { AbilityMemory } from '../../battle/abilities/memory-shape.js';
import { hasAbility } from '../../battle/facts.js';
import { GODS_HEX_HAZARDS } from '../../data/hazard-names.js';
import type { Checker, Keys } from '../checker.js';
import { inBattle, onBattleland, type BattleFacts } from './memory-check.js';

const HEX_NAMES: readonly string[] = GODS_HEX_HAZARDS;

/** The hexes the abilities' memory holds a Tree on (what the battleland check allows to differ from the map). */
export function treeHexes(memory: AbilityMemory | undefined): ReadonlySet<string> {
  return new Set((memory?.trees ?? []).map((t) => t.hex));
}

/** Checks the abilities' memory of a battle. */
export function checkAbilityMemory(c: Checker, facts: BattleFacts, m: AbilityMemory, at: Keys): void {
  for (const list of ['used', 'feared', 'drained', 'announced', 'frenzied', 'petrified'] as const) {
    m[list].forEach((id, i) => inBattle(c, facts, [...at, list, i], id));
  }
  m.trees.forEach((t, i) => {
    c.hex([...at, 'trees', i, 'hex'], t.hex);
    if (!HEX_NAMES.includes(t.was)) c.fail([...at, 'trees', i, 'was'], `no hex hazard ${JSON.stringify(t.was)} (12.7)`);
  });
  const mounts = new Set<string>();
  m.riders.forEach((r, i) => {
    const rider = onBattleland(c, facts, [...at, 'riders', i, 'rider'], r.rider);
    const mount = onBattleland(c, facts, [...at, 'riders', i, 'mount'], r.mount);
    if (!rider || !mount) return;
    if (!hasAbility(mount.name, 'mount') || mount.side !== rider.side || mounts.has(mount.id)) c.fail([...at, 'riders', i, 'mount'], `${mount.id} is no free Pegasus of the rider's side (16.5)`);
    if (rider.hex !== null) c.fail([...at, 'riders', i, 'rider'], `a rider is off the grid, not on ${rider.hex} (A41)`);
    mounts.add(mount.id);
  });
  if (m.held) {
    const target = onBattleland(c, facts, [...at, 'held', 'target'], m.held.target);
    if (target && !hasAbility(target.name, 'stone-cold')) c.fail([...at, 'held', 'target'], `${target.id} is no Basilisk (A11)`);
    onBattleland(c, facts, [...at, 'held', 'striker'], m.held.striker);
    m.held.carryTargets.forEach((id, i) => onBattleland(c, facts, [...at, 'held', 'carryTargets', i], id));
  }
}
