// Memo for data derived from immutable states (legal moves, strike targets, legions by owner). It remembers the
// results for the most recent key object only: the legal-action listing and the apply that follows ask about the
// same state, so they share the work, without weak tables or old states kept alive.
export class LastObjectMemo<K extends object, S, V> {
  private key: K | null = null;
  private values = new Map<S, V>();

  /** The value remembered for `sub` of `key`, or undefined. */
  get(key: K, sub: S): V | undefined {
    return key === this.key ? this.values.get(sub) : undefined;
  }

  /** The value remembered for `sub` of `key`; when there is none, `make`'s, remembered. */
  made(key: K, sub: S, make: () => V): V {
    const known = this.get(key, sub);
    if (known !== undefined) return known;
    const fresh = make();
    this.set(key, sub, fresh);
    return fresh;
  }

  /** Remembers a value; a new key object forgets everything remembered for the previous one. */
  set(key: K, sub: S, value: V): void {
    if (key !== this.key) {
      this.key = key;
      this.values = new Map(); // a fresh map, not clear(): clearing is a runtime call that costs more (measured)
    }
    this.values.set(sub, value);
  }
}
