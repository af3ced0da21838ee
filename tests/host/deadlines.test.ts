// The pure timing of a turn deadline (host/deadlines.ts) and the contract's refusals of a deadline's choice
// (host/contract-deadline.ts, host/contract-owner.ts).
import { describe, expect, it } from 'vitest';
import { DeadlineChoiceSchema, DeadlineRuleSchema, MAX_DEADLINE_MINUTES } from '../../host/contract-deadline.js';
import { OWNER_SCHEMAS } from '../../host/contract-owner.js';
import { defaultRemind, dueAt, dueNow, nextWake, remindAt, ruleOf } from '../../host/deadlines.js';

const since = '2026-11-30T10:00:00.000Z';
const t0 = Date.parse(since);
const MIN = 60_000;
const none = { reminded: false, passed: false };

describe('turn deadline timing', () => {
  it('fills in a quarter of the deadline as the reminder, none under four minutes, and keeps one given', () => {
    expect(defaultRemind(24 * 60)).toBe(6 * 60);
    expect(defaultRemind(3)).toBe(0);
    expect(ruleOf({ minutes: 60, then: 'wait' })).toEqual({ minutes: 60, remind: 15, then: 'wait' });
    expect(ruleOf({ minutes: 60, remind: 0, then: 'skip' })).toEqual({ minutes: 60, remind: 0, then: 'skip' });
  });

  it('falls due the rule’s minutes after the wait began, its reminder that many minutes before', () => {
    const rule = ruleOf({ minutes: 60, remind: 10, then: 'wait' });
    expect(dueAt(since, rule)).toBe(t0 + 60 * MIN);
    expect(remindAt(since, rule)).toBe(t0 + 50 * MIN);
    expect(remindAt(since, { ...rule, remind: 0 })).toBeNull();
  });

  it('says what is due when: nothing, the reminder, then the deadline (a missed reminder left out)', () => {
    const rule = ruleOf({ minutes: 60, remind: 10, then: 'wait' });
    expect(dueNow(since, rule, none, t0 + 49 * MIN)).toBeNull();
    expect(dueNow(since, rule, none, t0 + 50 * MIN)).toBe('remind');
    expect(dueNow(since, rule, { reminded: true, passed: false }, t0 + 55 * MIN)).toBeNull();
    expect(dueNow(since, rule, { reminded: true, passed: false }, t0 + 60 * MIN)).toBe('pass');
    expect(dueNow(since, rule, none, t0 + 600 * MIN)).toBe('pass');
    expect(dueNow(since, rule, { reminded: true, passed: true }, t0 + 600 * MIN)).toBeNull();
  });

  it('wakes at the reminder, then at the deadline, then never', () => {
    const rule = ruleOf({ minutes: 60, remind: 10, then: 'wait' });
    expect(nextWake(since, rule, none)).toBe(t0 + 50 * MIN);
    expect(nextWake(since, rule, { reminded: true, passed: false })).toBe(t0 + 60 * MIN);
    expect(nextWake(since, { ...rule, remind: 0 }, none)).toBe(t0 + 60 * MIN);
    expect(nextWake(since, rule, { reminded: true, passed: true })).toBeNull();
  });
});

describe('the contract of a deadline', () => {
  it('takes whole minutes from one to four weeks, a reminder before the deadline and a consequence', () => {
    expect(DeadlineChoiceSchema.safeParse({ minutes: 1, then: 'wait' }).success).toBe(true);
    expect(DeadlineChoiceSchema.safeParse({ minutes: MAX_DEADLINE_MINUTES, remind: 0, then: 'easy' }).success).toBe(true);
    for (const bad of [
      { minutes: 0, then: 'wait' },
      { minutes: 1.5, then: 'wait' },
      { minutes: MAX_DEADLINE_MINUTES + 1, then: 'wait' },
      { minutes: '60', then: 'wait' },
      { minutes: 60, remind: 60, then: 'wait' },
      { minutes: 60, remind: -1, then: 'wait' },
      { minutes: 60, then: '' },
      { minutes: 60, then: 'x'.repeat(17) },
      { minutes: 60 },
      { minutes: 60, then: 'wait', extra: 1 },
    ])
      expect(DeadlineChoiceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(DeadlineRuleSchema.safeParse({ minutes: 60, then: 'wait' }).success).toBe(false);
  });

  it('refuses an owner call with a bad deadline', () => {
    expect(OWNER_SCHEMAS.ownerCreate.safeParse({ game: 'titan', kinds: ['human', 'human'], deadline: { minutes: 60, then: 'wait' } }).success).toBe(true);
    expect(OWNER_SCHEMAS.ownerCreate.safeParse({ game: 'titan', kinds: ['human', 'human'], deadline: { minutes: 0, then: 'wait' } }).success).toBe(false);
    expect(OWNER_SCHEMAS.ownerDeadline.safeParse({ gameId: 'g', deadline: null }).success).toBe(true);
    expect(OWNER_SCHEMAS.ownerDeadline.safeParse({ gameId: 'g' }).success).toBe(false);
    expect(OWNER_SCHEMAS.ownerDeadline.safeParse({ gameId: 'g', deadline: { minutes: 5, remind: 9, then: 'skip' } }).success).toBe(false);
  });
});
