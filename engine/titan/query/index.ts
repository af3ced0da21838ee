// The single entry of the rules oracles (`titan query`): routes a scenario to the battle or masterboard oracle by
// its shape, so callers need not know which oracle answers which question.
import { isBattleScenario, runBattleQuery } from './battle-query.js';
import { isMasterScenario, runMasterQuery } from './master-query.js';

/** An oracle's answer: the JSON result, or why the input was refused. */
export type QueryResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** Answers one scenario; unknown kinds and malformed input are refused with a message, never thrown. */
export function runQuery(input: unknown): QueryResult {
  try {
    if (isBattleScenario(input)) return runBattleQuery(input);
    if (isMasterScenario(input)) return runMasterQuery(input);
  } catch (e) {
    return { ok: false, error: `the oracle failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, error: 'a scenario must be a JSON object' };
  return { ok: false, error: 'unknown scenario: expected a "battleland" (battle oracle) or a "masterboard" (masterboard oracle) position with a query' };
}

/** Answers a scenario or an array of scenarios, keeping the input's shape; `ok` is false if any answer is an error. */
export function runQueries(input: unknown): { readonly ok: boolean; readonly output: unknown } {
  const one = (s: unknown): { ok: boolean; output: unknown } => {
    const r = runQuery(s);
    return r.ok ? { ok: true, output: r.value } : { ok: false, output: { error: r.error } };
  };
  if (!Array.isArray(input)) return one(input);
  const answers = input.map(one);
  return { ok: answers.every((a) => a.ok), output: answers.map((a) => a.output) };
}
