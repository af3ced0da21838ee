// Memo for data derived from immutable states (legal moves, strike targets, legions by owner). It remembers the
// results for the few most recent key objects only: the legal-action listing and the apply that follows ask about the
// same state, so they share the work, without weak tables or more than a few old states kept alive. A few, not one:
// between a seat's listing and its apply, a computer player asks the same questions of its own objects (its view's
// battle, a tried step), which would otherwise make the apply work everything out again.
const SLOTS = 4;

export class LastObjectMemo<K extends object, S, V> {
  private readonly keys: (K | null)[] = new Array<K | null>(SLOTS).fill(null);
  private readonly maps: Map<S, V>[] = Array.from({ length: SLOTS }, () => new Map<S, V>());
  /** The slot asked about last (looked at first), and the slot the next new key takes (the oldest). */
  private last = 0;
  private next = 0;

  /** The slot of `key`, or -1. */
  private slotOf(key: K): number {
    if (this.keys[this.last] === key) return this.last;
    for (let i = 0; i < SLOTS; i++) {
      if (this.keys[i] === key) {
        this.last = i;
        return i;
      }
    }
    return -1;
  }

  /** The value remembered for `sub` of `key`, or undefined. */
  get(key: K, sub: S): V | undefined {
    const i = this.slotOf(key);
    return i < 0 ? undefined : (this.maps[i] as Map<S, V>).get(sub);
  }

  /** The value remembered for `sub` of `key`; when there is none, `make`'s, remembered. */
  made(key: K, sub: S, make: () => V): V {
    const known = this.get(key, sub);
    if (known !== undefined) return known;
    const fresh = make();
    this.set(key, sub, fresh);
    return fresh;
  }

  /** Remembers a value; a new key object takes the slot of the oldest one, forgetting what was remembered for it. */
  set(key: K, sub: S, value: V): void {
    let i = this.slotOf(key);
    if (i < 0) {
      i = this.next;
      this.next = (i + 1) % SLOTS;
      this.keys[i] = key;
      this.maps[i] = new Map(); // a fresh map, not clear(): clearing is a runtime call that costs more (measured)
      this.last = i;
    }
    (this.maps[i] as Map<S, V>).set(sub, value);
  }
}
