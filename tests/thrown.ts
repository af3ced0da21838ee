// What a function throws, for tests that assert typed errors (the call must throw).

/** The value `f` throws; fails the test when it returns instead. */
export function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}
