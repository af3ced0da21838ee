// Rules 10.7, 17–21: the choices of the winner after a won battle, step by step — the defender's reinforcement (17,
// from rules/muster's reinforcement options), the attacker's summoning of a Lord or the Jabberwok (18, one per player
// per Engagement Phase, A42), reviving slain Demilords for Lifegems (19, rules/city-muster), the points and Lifegems
// (20; 24.8: with what the removal of a player the battle put out pays), then one Lord per multiple of 200 points
// reached (21, rules/lords) into the winning legion or another suitable one. A step with nothing to choose passes by
// itself; `pass` declines the rest of a step (an earned Lord is lost).
import type { GodsAction, GodsMove } from '../actions.js';
import { refuse, type GodsApplyResult } from '../errors.js';
import type { GodsEvent } from '../events.js';
import { isSeaLegion } from '../movement/occupancy.js';
import { reviveOptions } from '../rules/city-muster.js';
import { hasRoom, mayHoldAnother } from '../rules/legion-size.js';
import { earnedLordPicks, lordChoices, mayTakeLord } from '../rules/lords.js';
import { reinforcementOptions } from '../rules/muster.js';
import { type GodsDraft, type GodsDraftLegion, type GodsLegion, type GodsSeat, type GodsState, touchLegion } from '../state.js';
import { removalReward } from '../turn/eliminate.js';
import { engaged, moveSummoned, reinforcementInput, summonSources, uncovered } from './additions.js';
import { completeAftermath } from './settle.js';
import { fallsWithLegion } from './titan-fall.js';
import type { GodsAftermath } from './types.js';

type AftermathMove = Extract<GodsMove, { type: 'reinforce' | 'summon' | 'revive' | 'takeLord' }>;

const names = (l: GodsLegion): string[] => l.pieces.map((p) => p.name);

/** Rules 17: the Creatures the winning defender may take as its reinforcement on the land of the engagement. */
function reinforcements(state: GodsState, legion: GodsLegion, seat: GodsSeat): AftermathMove[] {
  const input = reinforcementInput(state, legion, seat);
  if (!input || !hasRoom(names(legion), input.legion.masterUncovered)) return [];
  const options = reinforcementOptions({ ...input.legion, characters: names(legion) }, input.land, input.seat);
  return options.map((o) => ({ type: 'reinforce', creature: o.creature, reveal: o.reveal[0] ?? [] }));
}

/** Rules 18, A42: the Lords and Jabberwoks the winning attacker may summon from a legion not in an engagement. */
function summons(state: GodsState, legion: GodsLegion, seat: GodsSeat): AftermathMove[] {
  if (!hasRoom(names(legion), uncovered(state, legion))) return [];
  return summonSources(state, legion, seat).filter((s) => mayHoldAnother(names(legion), s.name)).map((s) => ({ type: 'summon', legion: s.legion, piece: s.piece }));
}

/** Rules 21.1–21.2: where each Lord of the first earned pick may go. */
function lords(state: GodsState, am: GodsAftermath, seat: GodsSeat): AftermathMove[] {
  const pick = am.lordPicks[0];
  const player = state.players.find((p) => p.id === seat);
  if (!pick || !player) return [];
  const out: AftermathMove[] = [];
  for (const lord of lordChoices(pick, player.pool)) {
    // 11.8 with 15.6: a winner left with no character of its own takes none (it leaves the board as the engagement ends)
    for (const l of state.legions.filter((x) => x.owner === seat && x.pieces.length > 0)) {
      const taker = { characters: names(l), masterUncovered: uncovered(state, l), seaLegion: isSeaLegion(l), engaged: l.marker !== am.winner && engaged(state, l) };
      if (mayTakeLord(taker, lord)) out.push({ type: 'takeLord', lord, legion: l.marker });
    }
  }
  return out;
}

/** The choices of the current step (without `pass`). */
function stepChoices(state: GodsState, am: GodsAftermath): AftermathMove[] {
  const legion = state.legions.find((l) => l.marker === am.winner);
  const player = state.players.find((p) => p.id === am.seat);
  if (!legion || !player || am.seat === null) return [];
  switch (am.steps[0]) {
    case 'reinforce': return reinforcements(state, legion, am.seat);
    case 'summon': return summons(state, legion, am.seat);
    case 'revive':
      return reviveOptions(names(legion), uncovered(state, legion), am.demilords, player.lifegems).map((o) => ({ type: 'revive', name: o.character }));
    case 'lords': return lords(state, am, am.seat);
    default: return [];
  }
}

/** The winner's aftermath moves now: the current step's choices and `pass`. */
export function aftermathMoves(state: GodsState, seat: GodsSeat): GodsMove[] {
  const am = state.engagement?.aftermath;
  if (!am || am.seat !== seat) return [];
  const choices = stepChoices(state, am);
  return choices.length > 0 ? [...choices, { type: 'pass' }] : [];
}

/** Rules 20, 21.1, 24.8: the points and Lifegems paid once the winner's additions are done — and when the engagement
 * puts the loser's player out (a battle that slew his Master, or his Master's legion conceded or agreed away with no
 * way back), what the removal of his legions pays (24.8: those points count for the Lords too) — then the Lord picks
 * they earn. */
function pay(d: GodsDraft, am: GodsDraft['engagement'] & object, events: GodsEvent[]): void {
  const a = am.aftermath;
  if (!a || a.paid) return;
  a.paid = true;
  const player = d.players.find((p) => p.id === a.seat);
  if (!player) return;
  const before = player.score;
  const rewards = [{ points: a.points, lifegems: a.lifegems }];
  const loser = d.legions.find((l) => l.marker === a.loser);
  const remnant = a.remnant;
  if (remnant && loser && loser.owner !== 'neutral') {
    // 24.8: the loser's legions as they leave: his legion here with its remnant only (the slain were scored above)
    const leaving = d.legions.filter((l) => l.owner === loser.owner).map((l) => (l === loser ? { ...l, pieces: l.pieces.filter((p) => remnant.includes(p.id)) } : l));
    rewards.push(removalReward(d as GodsState, loser.owner, player.id, leaving as readonly GodsLegion[]));
  } else if (loser && loser.owner !== 'neutral' && fallsWithLegion(d, loser)) {
    // 24.8: a legion conceded or agreed away with its Master puts its player out too (scored whole above): his other
    // legions' removal is paid here as well, before the Lords (settle.ts eliminates it as prepaid)
    rewards.push(removalReward(d as GodsState, loser.owner, player.id, d.legions.filter((l) => l.owner === loser.owner && l !== loser) as readonly GodsLegion[]));
  }
  for (const r of rewards.filter((x) => x.points > 0 || x.lifegems > 0)) {
    player.score += r.points;
    player.lifegems += r.lifegems;
    events.push({ type: 'scored', seat: player.id, points: r.points, lifegems: r.lifegems });
  }
  a.lordPicks = earnedLordPicks(before, player.score);
}

/** Moves the aftermath on past steps with nothing to choose; completes the engagement when none is left. */
export function advanceAftermath(d: GodsDraft, events: GodsEvent[]): void {
  for (;;) {
    const e = d.engagement;
    const am = e?.aftermath;
    if (!e || !am) return;
    if (am.steps[0] === 'lords' || am.steps.length === 0) pay(d, e, events);
    if (am.steps.length === 0) return completeAftermath(d, events);
    if (stepChoices(d as GodsState, am as GodsAftermath).length > 0) return;
    if (am.steps[0] === 'lords' && am.lordPicks.length > 0) am.lordPicks.shift(); // 21.2: no legion can take it: lost
    else am.steps.shift();
  }
}

const sameMove = (a: GodsMove, b: GodsMove): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Applies one aftermath move of the winner. */
export function applyAftermathMove(state: GodsState, d: GodsDraft, a: GodsAction, events: GodsEvent[]): GodsApplyResult | null {
  const { player: _p, stateId: _s, ...move } = a;
  if (!aftermathMoves(state, a.player).some((m) => sameMove(m, move as GodsMove))) return refuse('illegal', `${a.type} is not open to ${a.player} after this battle (10.7, 17–21)`);
  const am = d.engagement?.aftermath;
  const found = d.legions.find((l) => l.marker === am?.winner);
  const legion = found && a.type !== 'pass' && a.type !== 'takeLord' ? touchLegion(d, found) : found;
  const player = d.players.find((p) => p.id === a.player);
  if (!am || !legion || !player) return refuse('wrong-phase', 'no battle was won');
  const audience = [a.player, ...[state.legions.find((l) => l.marker === am.loser)?.owner].filter((o): o is GodsSeat => o !== undefined && o !== 'neutral' && o !== a.player)];
  const take = (name: string, into: GodsDraftLegion): void => {
    player.pool[name] = (player.pool[name] ?? 0) - 1;
    into.pieces.push({ id: `p${d.nextPiece++}`, name, hits: 0 });
  };
  switch (a.type) {
    case 'pass':
      if (am.steps[0] === 'lords') am.lordPicks.shift();
      else am.steps.shift();
      break;
    case 'reinforce':
      take(a.creature, legion as GodsDraftLegion); // touched above
      am.steps.shift();
      events.push({ type: 'reinforced', seat: a.player, legion: legion.marker, creature: a.creature, revealed: a.reveal, audience });
      break;
    case 'summon': {
      const source = state.legions.find((l) => l.marker === a.legion)?.pieces.find((p) => p.id === a.piece);
      if (!source || !moveSummoned(d, { legion: a.legion, piece: a.piece, name: source.name }, legion as GodsDraftLegion, a.player, events, audience)) return refuse('illegal', `no ${a.piece} in ${a.legion}`);
      am.steps.shift();
      break;
    }
    case 'revive': {
      const price = reviveOptions(names(legion as GodsLegion), uncovered(state, legion as GodsLegion), am.demilords, player.lifegems).find((o) => o.character === a.name)?.lifegems ?? 0;
      am.demilords.splice(am.demilords.indexOf(a.name), 1);
      player.lifegems -= price;
      (legion as GodsDraftLegion).pieces.push({ id: `p${d.nextPiece++}`, name: a.name, hits: 0 }); // touched above
      events.push({ type: 'revived', seat: a.player, legion: legion.marker, name: a.name, lifegems: price, audience });
      break;
    }
    case 'takeLord': {
      const into = touchLegion(d, a.legion);
      if (!into) return refuse('illegal', `no legion ${a.legion}`);
      take(a.lord, into);
      am.lordPicks.shift();
      events.push({ type: 'lordAcquired', seat: a.player, legion: a.legion, lord: a.lord, audience });
      break;
    }
    default:
      return refuse('illegal', `${a.type} is not a step after a battle`);
  }
  advanceAftermath(d, events);
  return null;
}
