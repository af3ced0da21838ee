// Vitest setup file (vitest.config.ts `setupFiles`): a test that calls no `expect` fails instead of passing. The
// compliance matrix (tools/compliance.ts) credits a rules section only from passing tests, so only from tests that
// asserted something. A property run by fast-check asserts only if its predicate calls `expect` (a boolean return
// does not count), and an assertion that runs only under a condition is guarded by a count of how often it ran.
import { beforeEach, expect } from 'vitest';

beforeEach(() => {
  expect.hasAssertions();
});
