// Hot-seat privacy of the event log (renderer/lib/seat-logs.ts, kept by every game screen's client): in a game of
// TITAN, the Arena and Gods of Titan played by its engine, the events pushed to the seat at the screen as the host
// pushes them, and every so often a reload (the logs rebuilt from the log the host sends) — no seat's log, nor
// nobody's seat's (the hand-off, a spectator), ever holds an event that seat may not see (engine/platform/module.ts
// `sees`: an event with an audience is only its seats'), and the secret events do reach the seats they are for.
import { describe, expect, it } from 'vitest';
import { arenaModule } from '../../games/arena.js';
import { godsModule } from '../../games/gods.js';
import { titanModule } from '../../games/titan.js';
import { LOG_SENT } from '../../host/session.js';
import { sees, type AnyGameModule, type ModuleEvent } from '../../engine/platform/module.js';
import { appendedLogs, rebuiltLogs, type SeatLogs } from '../../renderer/lib/seat-logs.js';
import { playGame } from '../../tools/cli/simulate.js';

/** The most events a screen's log keeps (the Gods and Arena client's; TITAN's keeps 400). */
const LIMIT = 300;
/** A reload after every this many actions. */
const RELOAD_EVERY = 97;

/** Every event of `logs` its seat may not see, as "seat: type". */
function leaks(logs: SeatLogs<ModuleEvent>): string[] {
  return Object.entries(logs).flatMap(([seat, log]) => log.filter((e) => !sees(seat === '' ? null : seat, e)).map((e) => `${seat || 'nobody'}: ${e.type}`));
}

interface Played {
  /** Leaks found after each push and each reload, the first few. */
  readonly leaks: string[];
  /** How many times the logs were checked, and how many of them after a reload. */
  readonly checks: number;
  readonly reloads: number;
  /** Per event type with an audience: how many times such an event reached a seat of its audience after a reload. */
  readonly secretsShown: Record<string, number>;
}

/** Plays `module`'s game with random seats; after each action the screen shows the seat to act next (nobody's once
 * none acts) and gets the events it may see, as the host pushes them; every RELOAD_EVERY actions the logs are
 * rebuilt from the log the host sends a game of human seats (the events any of them may see). */
function play(module: AnyGameModule, players: number, seed: number, maxActions: number): Played {
  let seats: string[] = [];
  let logs: SeatLogs<ModuleEvent> = {};
  const all: ModuleEvent[] = [];
  let pending: readonly ModuleEvent[] = [];
  const found: string[] = [];
  let checks = 0;
  let reloads = 0;
  let actions = 0;
  const secretsShown: Record<string, number> = {};
  const check = (): void => {
    checks++;
    found.push(...leaks(logs).slice(0, 3));
  };
  playGame(module, { players, seed }, {
    maxActions,
    stallLimit: maxActions,
    checkInvariants: false,
    onEvents: (events) => {
      pending = events;
      all.push(...events);
    },
    onAction: (_prev, _action, next) => {
      if (seats.length === 0) seats = module.summary(next).players.map((p) => p.id);
      const screen = module.actors(next)[0] ?? '';
      logs = appendedLogs(logs, screen, seats, pending.filter((e) => sees(screen === '' ? null : screen, e)), LIMIT);
      check();
      if (++actions % RELOAD_EVERY !== 0) return;
      logs = rebuiltLogs(all.filter((e) => seats.some((s) => sees(s, e))).slice(-LOG_SENT), seats, LIMIT);
      reloads++;
      check();
      for (const [seat, log] of Object.entries(logs)) {
        for (const e of log) if (e.audience?.includes(seat)) secretsShown[e.type] = (secretsShown[e.type] ?? 0) + 1;
      }
    },
  });
  return { leaks: found.slice(0, 5), checks, reloads, secretsShown };
}

describe('hot-seat privacy of the event log: no seat\'s log holds an event it may not see, before or after a reload', () => {
  it('TITAN: the legions revealed to the engaged players, their proposals', () => {
    const r = play(titanModule as unknown as AnyGameModule, 3, 1, 1500);
    expect(r.leaks).toEqual([]);
    expect(r.checks).toBeGreaterThanOrEqual(500); // a TITAN game of random seats of this seed ends after 513 actions
    expect(r.reloads).toBeGreaterThanOrEqual(2);
    expect(Object.keys(r.secretsShown).sort()).toEqual(['proposal', 'reveal']);
  });

  it('Titan: The Arena: the cards dealt, drawn, stolen and kept', () => {
    const r = play(arenaModule as unknown as AnyGameModule, 4, 5, 1500);
    expect(r.leaks).toEqual([]);
    expect(r.reloads).toBeGreaterThanOrEqual(1);
    expect(r.secretsShown.drawn ?? 0).toBeGreaterThan(0);
  });

  it('Gods of Titan: a legion\'s contents, the Darklord\'s look into a legion, a secret proposal, a trade offer (7.1)', () => {
    const r = play(godsModule as unknown as AnyGameModule, 4, 5, 1500);
    expect(r.leaks).toEqual([]);
    expect(r.reloads).toBeGreaterThanOrEqual(10);
    for (const type of ['legionContents', 'inspected', 'proposal', 'tradeOffered']) expect(r.secretsShown[type] ?? 0, type).toBeGreaterThan(0);
  });
});
