// Request rate limit of network play: a token bucket per client address (a burst, then a steady rate), so opening
// more connections buys nothing. A remote page calls the host a few times per move; a client past the limit gets
// 429 and nothing of its request is read.

/** How many requests a connection may burst, and how many per second it may keep sending. */
export interface RateLimits {
  readonly burst: number;
  readonly perSecond: number;
}

/** The limits of a remote page: ample for play, far below what could tire the host. */
export const REMOTE_RATE: RateLimits = { burst: 40, perSecond: 10 };

/** The limits of the page's own files (the renderer's build) per client address: a few page loads at once. */
export const FILES_RATE: RateLimits = { burst: 200, perSecond: 40 };

/** Most client addresses remembered; past it, the buckets that are full again are forgotten. */
const MAX_CLIENTS = 1024;

/** One bucket per client address; `now` is in milliseconds. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request's token from the client's bucket; false when it is empty. */
  take(client: string): boolean {
    const t = this.now();
    if (this.buckets.size >= MAX_CLIENTS) for (const [k, x] of this.buckets) if (this.refill(x, t) >= this.limits.burst) this.buckets.delete(k);
    const b = this.buckets.get(client) ?? { tokens: this.limits.burst, at: t };
    b.tokens = this.refill(b, t);
    b.at = t;
    this.buckets.set(client, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private refill(b: { tokens: number; at: number }, t: number): number {
    return Math.min(this.limits.burst, b.tokens + ((t - b.at) / 1000) * this.limits.perSecond);
  }
}
