// The one Gods of Titan reducer: judges an action (stale, game over, not the seat's turn, wrong phase, illegal — each a
// typed refusal, never an exception) and applies it to a copy of the state, returning the events it caused.
import { canonicalJson } from '../platform/hash.js';
import { nextStack, takeBack } from '../platform/undo.js';
import type { GodsAction } from './actions.js';
import { refuse, type GodsApplyResult } from './errors.js';
import type { GodsEvent } from './events.js';
import { applyAftermathMove } from './engagement/aftermath-steps.js';
import { applyBattleMove, startFight } from './engagement/fight.js';
import { engagementSides, godsLegalActions, legalMovesOf } from './legal.js';
import { GODS_BOARD } from './movement/board-index.js';
import { goesAshore, takesAshore } from './movement/ashore.js';
import { entryFrom } from './movement/entry-sides.js';
import { legalMoves } from './movement/paths.js';
import { stopShort } from './movement/stop-short.js';
import { isConqueror } from './movement/occupancy.js';
import { splitProblem } from './movement/split.js';
import { DARKLAND_TELEPORT_PRICE } from './movement/teleports.js';
import { takeMarker } from './setup.js';
import { buildStart, startProblem, starterOf } from './start.js';
import { chooseTower, towerChooserOf, towerProblem } from './tower-choice.js';
import { draftList, draftOf, type GodsDraft, type GodsState, legionOf, moverOf, stateOf, touchLegion, touchPlayer } from './state.js';
import { coverableMaster, livingDarklord } from './roles.js';
import { engagementChoices, mayFlee, resolve, startEngagement } from './turn/engagements.js';
import { beginPlay, endEngagements, endMovement, endTurn, mayEndMovement } from './turn/flow.js';
import { claimGoal } from './turn/experience.js';
import { applyMuster } from './turn/muster.js';
import { applySpy, settleSpyOnTitan, spyOnTitan, spyThreatened, withdrawFromTitan } from './turn/darklord-secrets.js';
import { leaveDarktower } from './turn/darklord.js';
import { applyPermit } from './turn/permissions.js';
import { applyFinalBattleStep, challengeGod, godChallenges } from './turn/final-battle.js';
import { leaveImmortal } from './turn/immortal.js';
import { applyReviveTitan } from './turn/revival.js';
import { applyAppear, masterDue } from './turn/master-choice.js';
import { returnTrophies } from './turn/trophies.js';
import { applyQuit } from './turn/quit.js';
import { godsTimeUp } from './turn/clocks.js';
import { applyTrade, sweepOffers } from './turn/trade.js';
import { GODS_UNDO, godsUndoable } from './undo.js';
import { mergeIntoTower, takeEmptyTower, takeVacantTower } from './turn/towers.js';

/** The phases each action belongs to. */
const PHASES: Readonly<Record<GodsAction['type'], readonly GodsState['phase'][]>> = {
  chooseTower: ['setup'],
  chooseStart: ['setup'],
  uncoverTitan: ['movement'],
  split: ['movement'],
  move: ['movement'],
  endMovement: ['movement'],
  engage: ['engagement'],
  flee: ['engagement'],
  declineFlee: ['engagement'],
  propose: ['engagement'],
  accept: ['engagement'],
  reject: ['engagement'],
  concede: ['engagement'],
  endEngagements: ['engagement'],
  fight: ['engagement'],
  battle: ['engagement'],
  reinforce: ['engagement'],
  summon: ['engagement'],
  revive: ['engagement'],
  takeLord: ['engagement'],
  pass: ['engagement'],
  muster: ['movement', 'mustering'],
  spy: ['movement'],
  reviveTitan: ['mustering'],
  appear: ['movement', 'engagement', 'mustering'],
  permit: ['movement', 'engagement', 'mustering'],
  endTurn: ['mustering'],
  lend: ['engagement'],
  offerTrade: ['movement', 'engagement', 'mustering'],
  withdrawTrade: ['movement', 'engagement', 'mustering'],
  answerTrade: ['movement', 'engagement', 'mustering'],
  quit: ['movement', 'engagement', 'mustering'],
  undo: ['movement', 'engagement', 'mustering'],
  timeUp: ['movement', 'engagement', 'mustering'],
};

/** Rules 7: the actions open to any seat at any time in play (a Master's legion to choose or the final battle waits). */
const ANY_TIME: readonly GodsAction['type'][] = ['permit', 'offerTrade', 'withdrawTrade', 'answerTrade'];

/** Whether the seat is the one to act for this action's kind. */
function whoseTurn(state: GodsState, a: GodsAction): boolean {
  if (a.type === 'chooseTower') return towerChooserOf(state)?.id === a.player;
  if (a.type === 'chooseStart') return starterOf(state)?.id === a.player;
  if (ANY_TIME.includes(a.type)) return true; // 7: at any time
  if (a.type === 'appear') return masterDue(state)?.seat === a.player; // 24.4, 24.5, 23.7
  if (state.finalBattle) return true; // 27.5: judged by turn/final-battle.ts
  if (a.type === 'uncoverTitan' && spyThreatened(state, a.player)) return true; // 23.4: against a spy
  if (state.engagement && ['flee', 'declineFlee', 'propose', 'accept', 'reject', 'concede', 'fight', 'battle', 'reinforce', 'summon', 'revive', 'takeLord', 'pass'].includes(a.type)) {
    const sides = engagementSides(state);
    if (sides !== null && mayFlee(state)) return sides.defender === a.player; // 10.4, 10.8: the defender decides first
    return sides !== null && (sides.attacker === a.player || sides.defender === a.player);
  }
  return moverOf(state)?.id === a.player;
}

/** A3 (EN): the Darklord may examine every legion moving through the City or the Dungeon: he is shown it. */
function inspection(d: GodsDraft, marker: string, from: number, exit: number | null, events: GodsEvent[]): void {
  const kind = GODS_BOARD.byId.get(from)?.kind;
  if (exit === null || (kind !== 'city' && kind !== 'dungeon')) return;
  const legion = d.legions.find((l) => l.marker === marker);
  const darklord = livingDarklord({ players: draftList(d, 'players') });
  if (!legion || !darklord || legion.owner === darklord.id) return;
  events.push({ type: 'inspected', marker, names: legion.pieces.map((p) => p.name), audience: [darklord.id] });
}

function applyMove(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'move' }>, events: GodsEvent[]): GodsApplyResult | null {
  const legion = legionOf(state, a.legion);
  if (!legion || legion.owner !== a.player) return refuse('illegal', `${a.legion} is not a legion of ${a.player}`);
  // 11.2, 11.5: a move recorded without a side (before sides were kept) is the move to that end by its first path.
  const ok = legalMoves(state, legion).some((m) => m.to === a.to && m.steps === a.steps && m.exit === a.exit && m.teleport === a.teleport && (a.entrySide === undefined || m.entrySide === a.entrySide));
  if (!ok) return refuse('illegal', `${a.legion} cannot move to ${a.to} in ${a.steps} lands that way${a.entrySide ? `, attacking by the ${a.entrySide} side` : ''} (8.4–8.6, 9, 11.2, 11.5)`);
  const marker = legion.tower ? leaveDarktower(d, a.legion, events) : a.legion; // 23.9
  const moved = touchLegion(d, marker);
  if (!moved) return refuse('illegal', `no legion ${a.legion}`);
  const cut = stopShort(state, legion, a);
  const entry = cut ? (cut.from === null ? undefined : entryFrom(cut.land, cut.from)) : a.entrySide;
  moved.moved = { from: legion.land, steps: cut?.steps ?? a.steps, exit: a.exit, teleport: a.teleport, ...(entry && a.entrySide ? { entry } : {}) };
  moved.land = cut?.land ?? a.to;
  if (takesAshore(legion, moved.land)) moved.ashore = true; // 27.4, 3.10: its Sea characters are free of the ring
  if (goesAshore(legion, moved.land)) claimGoal(d, a.player, { kind: 'ashore' }, events); // 27.4, 8.3: a landing; the first pays its goal
  if (cut) {
    const owner = state.legions.find((l) => l.marker === cut.titanLegion)?.owner;
    const victim = d.players.find((p) => p.id === owner);
    if (victim) victim.titanUncovered = true;
    events.push({ type: 'stoppedShort', legion: marker, at: moved.land, titanLegion: cut.titanLegion });
  }
  if (a.teleport === 'darkland') {
    const player = d.players.find((p) => p.id === a.player);
    if (player) player.lifegems -= DARKLAND_TELEPORT_PRICE;
  }
  events.push({ type: 'moved', seat: a.player, legion: marker, from: legion.land, to: moved.land, steps: moved.moved.steps, teleport: a.teleport });
  inspection(d, marker, legion.land, a.exit, events);
  leaveImmortal(d, marker, legion.land, events); // 16.5 Immortal, A25
  const vacant = legion.land !== moved.land && !d.legions.some((l) => l.land === moved.land && l.marker !== marker);
  takeEmptyTower(d, marker, events);
  if (vacant) takeVacantTower(d, marker, events);
  mergeIntoTower(d, marker, events);
  return null;
}

function applySplit(state: GodsState, d: GodsDraft, a: Extract<GodsAction, { type: 'split' }>, events: GodsEvent[]): GodsApplyResult | null {
  const legion = legionOf(state, a.legion);
  if (!legion || legion.owner !== a.player) return refuse('illegal', `${a.legion} is not a legion of ${a.player}`);
  const problem = splitProblem(state, legion, { parts: a.parts, markers: a.markers });
  if (problem) return refuse('illegal', problem);
  const base = touchLegion(d, a.legion);
  const player = touchPlayer(d, a.player); // its markers alone: the other players stay the state's
  if (!base || !player) return refuse('illegal', `no legion ${a.legion}`);
  const conquest = isConqueror(state, legion); // 25.6: the part left behind is the new Tower legion
  a.parts.forEach((ids, i) => {
    const marker = a.markers[i] ?? '';
    takeMarker(player.markers, marker);
    const pieces = base.pieces.filter((p) => ids.includes(p.id));
    base.pieces = base.pieces.filter((p) => !ids.includes(p.id));
    // 27.4: a part of a legion whose Sea characters went ashore keeps them ashore.
    d.legions.push({ marker, owner: player.id, land: base.land, pieces, tower: conquest, moved: null, splitFrom: base.marker, ...(base.ashore === true ? { ashore: true } : {}) });
    events.push({ type: 'legionContents', marker, names: pieces.map((p) => p.name), audience: [player.id] });
  });
  events.push({ type: 'legionContents', marker: base.marker, names: base.pieces.map((p) => p.name), audience: [player.id] });
  events.push({ type: 'split', seat: player.id, legion: base.marker, markers: a.markers, heights: [base.pieces.length, ...a.parts.map((p) => p.length)] });
  return null;
}

function applyEngagementStep(state: GodsState, d: GodsDraft, a: GodsAction, events: GodsEvent[]): GodsApplyResult | null {
  const offered = legalMovesOf(state, a.player).some((m) => m.type === a.type && (a.type !== 'propose' || (m.type === 'propose' && m.eliminates === a.eliminates)));
  if (!offered) return refuse('illegal', `${a.type} is not open to ${a.player} in this engagement (10.4–10.6)`);
  const e = d.engagement;
  const sides = engagementSides(state);
  if (!e || !sides) return refuse('wrong-phase', 'no engagement is being resolved');
  const loser = a.player === sides.attacker ? e.attacker : e.defender;
  switch (a.type) {
    case 'flee':
      resolve(d, 'flee', [e.defender], events);
      break;
    case 'declineFlee':
      e.fleeOpen = false;
      events.push({ type: 'fleeDeclined', by: a.player, audience: [sides.attacker, sides.defender] }); // 10.3: between the two
      break;
    case 'concede':
      resolve(d, 'concession', [loser], events);
      break;
    case 'propose':
      e.proposal = { by: a.player, eliminates: a.eliminates };
      e.proposed.push(a.player);
      e.fleeOpen = false;
      events.push({ type: 'proposal', by: a.player, eliminates: a.eliminates, audience: [sides.attacker, sides.defender] }); // 10.5: secret
      break;
    case 'reject':
      e.proposal = null;
      events.push({ type: 'proposalRejected', by: a.player, audience: [sides.attacker, sides.defender] });
      break;
    case 'fight':
      return startFight(state, d, sides, events);
    case 'accept': {
      const terms = e.proposal?.eliminates ?? 'both';
      resolve(d, 'agreement', terms === 'both' ? [e.attacker, e.defender] : [terms === 'attacker' ? e.attacker : e.defender], events);
      break;
    }
    default:
      return refuse('illegal', `${a.type} is not an engagement step`);
  }
  return null;
}

/** A49, 23.3: a black legion stands on a covered Titan's legion and the Darklord acts otherwise than spying with it —
 * his attack: it discovers the Titan, which shows, and the legion withdraws to the Dungeon before the action applies. */
function attackDiscovers(state: GodsState, a: GodsAction, events: GodsEvent[]): GodsState {
  if (state.phase !== 'movement' || ANY_TIME.includes(a.type)) return state;
  const mover = moverOf(state);
  if (mover?.id !== a.player || mover.role !== 'darklord') return state; // the cheap checks first: most actions stop here
  const at = spyOnTitan(state);
  if (!at || (a.type === 'spy' && a.legion === at.spy)) return state;
  const d = draftOf(state);
  withdrawFromTitan(d, at, events);
  return stateOf(state, d);
}

/** A49: whether `a` was among its seat's legal actions in `state`. An action of the Darklord's that discovered a
 * covered Titan (attackDiscovers) and no longer applies where the black legion withdrew to (its muster on the land it
 * left) was his attack all the same: the discovery is its whole effect — never a refusal of a listed action, which
 * the listing, the same whether the Titan is there or not, could not have foreseen. */
function listed(state: GodsState, a: GodsAction): boolean {
  const key = canonicalJson(a);
  return godsLegalActions(state, a.player).some((m) => canonicalJson(m) === key);
}

/** Applies one action: the next state and its events, or a typed refusal. */
export function applyGods(state: GodsState, a: GodsAction): GodsApplyResult {
  if (state.phase === 'over') return refuse('game-over', 'the game is over');
  if (a.stateId !== state.stateId) return refuse('stale', `action for state ${a.stateId}, the game is at ${state.stateId}`);
  if (!state.players.some((p) => p.id === a.player && !p.out)) return refuse('not-your-turn', `${a.player} is not in the game`);
  if (a.type === 'undo') return undo(state, a);
  if (a.type === 'timeUp') return PHASES.timeUp.includes(state.phase) ? godsTimeUp(state, a, applyGods) : refuse('wrong-phase', 'no clock runs in the set-up');
  if (!PHASES[a.type].includes(state.phase)) return refuse('wrong-phase', `${a.type} is not an action of the ${state.phase} phase`);
  const due = masterDue(state);
  if (due && a.type !== 'appear' && !ANY_TIME.includes(a.type)) return refuse(due.seat === a.player ? 'wrong-phase' : 'not-your-turn', `24.4, 23.7: the game waits for ${due.seat} to choose the legion his ${due.master} appears in`);
  if (!whoseTurn(state, a)) return refuse('not-your-turn', `it is not ${a.player}'s turn to ${a.type}`);
  const events: GodsEvent[] = [];
  const base = attackDiscovers(state, a, events);
  const d = draftOf(base);
  const fail = step(base, d, a, events);
  if (fail && base !== state && listed(state, a)) return { ok: true, state: nextStack(state, base, 'clear', { stateId: state.stateId + 1 }), events }; // A49
  if (fail) return fail;
  if (d.offers) sweepOffers(d, events); // 7.1
  if (a.type === 'answerTrade') settleSpyOnTitan(d, events); // A49: a trade may leave a spy's target immune (23.4)
  returnTrophies(d, events); // 16.5 Executer
  const next = stateOf(base, d);
  return { ok: true, state: nextStack(state, next, godsUndoable(state, a, next, events) ? 'push' : 'clear', { stateId: state.stateId + 1 }), events };
}

/** Takes back the seat's last undoable action, or all of a battle maneuver's moves (engine/gods/undo.ts). */
function undo(state: GodsState, a: Extract<GodsAction, { type: 'undo' }>): GodsApplyResult {
  const back = takeBack(state, a.player, a.all === true, GODS_UNDO);
  if (!back.ok) return refuse(back.code, back.message);
  return { ok: true, state: nextStack(state, back.state, 'undone', { stateId: state.stateId + 1 }), events: [{ type: 'undo', seat: a.player, action: a.all ? 'all' : 'last' }] };
}

function step(state: GodsState, d: GodsDraft, a: GodsAction, events: GodsEvent[]): GodsApplyResult | null {
  if (state.finalBattle && !ANY_TIME.includes(a.type)) return applyFinalBattleStep(state, d, a, events); // 7: trade goes on
  switch (a.type) {
    case 'chooseTower': {
      const problem = towerProblem(state, a.player, a.land);
      if (problem) return refuse('illegal', problem);
      chooseTower(d, a.player, a.land, events);
      return null;
    }
    case 'chooseStart': {
      const player = starterOf(state);
      const problem = player ? startProblem(player, a.withTitan) : 'nobody builds a start now';
      if (problem) return refuse('illegal', problem);
      buildStart(d, a.player, a.withTitan, events);
      if (d.players.every((p) => p.started)) beginPlay(d, events);
      return null;
    }
    case 'uncoverTitan': {
      const player = d.players.find((p) => p.id === a.player);
      const legion = d.legions.find((l) => l.owner === a.player && l.pieces.some((p) => coverableMaster(d, a.player, p.name)));
      if (!player || player.titanUncovered || !legion) return refuse('illegal', '4.4, 24.3: no covered Master on the board');
      player.titanUncovered = true;
      events.push({ type: 'titanUncovered', seat: player.id, marker: legion.marker });
      const spied = spyOnTitan(state);
      if (spied?.titanLegion === legion.marker) withdrawFromTitan(d, spied, events); // 23.4, A49: no spying now
      return null;
    }
    case 'move':
      return applyMove(state, d, a, events);
    case 'split':
      return applySplit(state, d, a, events);
    case 'endMovement':
      if (!mayEndMovement(state)) return refuse('illegal', '8.4, 8.6: a legion must still move, or too many stay in the City and Dungeon');
      endMovement(d, events);
      return null;
    case 'engage': {
      if (state.engagement) return refuse('illegal', 'an engagement is being resolved');
      if (godChallenges(state).some((c) => c.attacker === a.attacker && c.defender === a.defender)) {
        challengeGod(d, a.attacker, events); // 27.5
        return null;
      }
      if (!engagementChoices(state).some((c) => c.attacker === a.attacker && c.defender === a.defender)) return refuse('illegal', `${a.attacker} cannot engage ${a.defender} (8.2, 8.3, 10.2, 23.5, 27.5)`);
      startEngagement(d, a.attacker, a.defender, events);
      return null;
    }
    case 'battle':
      return applyBattleMove(state, d, a, events);
    case 'reinforce':
    case 'summon':
    case 'revive':
    case 'takeLord':
    case 'pass':
      return applyAftermathMove(state, d, a, events);
    case 'endEngagements':
      if (state.engagement || engagementChoices(state).some((c) => c.required)) return refuse('illegal', '6.3: every engagement must be resolved first');
      endEngagements(d, events);
      return null;
    case 'spy':
      return applySpy(state, d, a, events);
    case 'permit':
      return applyPermit(state, d, a, events);
    case 'muster':
      return applyMuster(state, d, a, events);
    case 'reviveTitan':
      return applyReviveTitan(state, d, a, events);
    case 'appear':
      return applyAppear(state, d, a, events);
    case 'endTurn':
      endTurn(d, events);
      return null;
    case 'lend':
      return refuse('illegal', '27.5: Creatures are lent only while the defence of the God is chosen');
    case 'offerTrade':
    case 'withdrawTrade':
    case 'answerTrade':
      return applyTrade(state, d, a, events);
    case 'quit':
      return applyQuit(state, d, a.player, events);
    default:
      if (!state.engagement) return refuse('illegal', 'no engagement is being resolved');
      return applyEngagementStep(state, d, a, events);
  }
}
