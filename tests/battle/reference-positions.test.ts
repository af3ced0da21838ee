// The Colossus reference positions (LOSTest, CarryTest), transcribed as `query` scenarios, run through the oracle.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBattleQuery } from '../../engine/titan/query/battle-query.js';

interface Case {
  readonly name: string;
  readonly scenario: unknown;
  readonly expected: unknown;
}

function load(file: string): Case[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/battle/${file}`, import.meta.url), 'utf8')) as Case[];
}

describe('§12.4 rangestrike line of sight: Colossus LOSTest positions', () => {
  it.each(load('colossus-los.json').map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runBattleQuery(c.scenario)).toEqual({ ok: true, value: c.expected });
  });
});

describe('§13.4/§13.5 carries and strike options: Colossus CarryTest positions', () => {
  it.each(load('colossus-carry.json').map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(runBattleQuery(c.scenario)).toEqual({ ok: true, value: c.expected });
  });
});
