// What a TITAN tournament counts besides wins, read from a game's events alone: flights, concessions, agreements,
// battles lost on time, and per seat the engagements it started (how readily it attacks), Titans slain in their owner's
// first engagement (a sign of reckless play) and the blunder detector's classes (games/titan-blunders.ts).
import type { GameEvent } from '../engine/titan/events.js';
import type { GameTally } from '../engine/platform/module.js';
import type { GameState, MarkerId, PlayerId } from '../engine/titan/state.js';
import { BlunderWatch } from './titan-blunders.js';

/** TITAN's counters of one game from all its events in order. */
export function titanTally(events: readonly GameEvent[], seatOf: (player: string) => number): GameTally {
  // Legion owners as splits create them (a captured marker is only used again through a split of its new owner).
  const owner = new Map<MarkerId, PlayerId>();
  const engagements = new Map<PlayerId, number>();
  let titanLost: number[] = [];
  let started: number[] = [];
  let engagedNow: PlayerId[] = [];
  let flees = 0;
  let concessions = 0;
  let agreements = 0;
  let timeLosses = 0;
  const blunders = new BlunderWatch();
  for (const e of events) {
    blunders.see(e, (m) => owner.get(m));
    switch (e.type) {
      case 'towers':
        titanLost = e.order.map(() => 0);
        started = e.order.map(() => 0);
        break;
      case 'initialSplit':
        for (const m of e.markers) owner.set(m, e.player);
        break;
      case 'split':
        owner.set(e.newMarker, e.player);
        break;
      case 'engage': {
        engagedNow = [owner.get(e.attacker), owner.get(e.defender)].filter((p): p is PlayerId => p !== undefined);
        for (const p of engagedNow) engagements.set(p, (engagements.get(p) ?? 0) + 1);
        const attacker = owner.get(e.attacker);
        if (attacker !== undefined) started[seatOf(attacker)] = (started[seatOf(attacker)] ?? 0) + 1;
        break;
      }
      case 'titanSlain': {
        // A Titan slain in the engagement that was its owner's first (titanSlain follows engagementResolved).
        const seat = seatOf(e.player);
        if (engagedNow.includes(e.player) && engagements.get(e.player) === 1) titanLost[seat] = (titanLost[seat] ?? 0) + 1;
        break;
      }
      case 'flee':
        flees++;
        break;
      case 'concede':
        concessions++;
        break;
      case 'agreement':
        agreements++;
        break;
      case 'battleEnd':
        if (e.reason === 'time-loss') timeLosses++;
        break;
    }
  }
  return {
    counts: { flees, concessions, agreements, timeLosses },
    bySeat: { engagementsStarted: started, titanLostInFirstEngagement: titanLost, ...blunders.bySeat(started.length, seatOf) },
  };
}

/** The phase a TITAN decision is filed under in latency reports: battle, negotiate, aftermath or the turn's phase. */
export function titanPhaseLabel(state: GameState): string {
  if (state.battle) return 'battle';
  if (state.engagement) return state.engagement.stage === 'aftermath' ? 'aftermath' : 'negotiate';
  return state.phase;
}
