// How many connections the network listener holds at once: a cap per client address (one machine cannot take every
// slot) and a cap in total (the host's memory and file handles). The trusted reverse proxy is counted in the total
// only: every remote player's connection arrives from its address.

/** The caps of the network listener. */
export interface ConnectionLimits {
  readonly perAddress: number;
  readonly total: number;
}

/** Ample for a table of players with a few tabs each: a page holds its event stream and a few calls at once (the
 * browser's idle keep-alive connections give way to new ones, transport.ts). */
export const REMOTE_CONNECTIONS: ConnectionLimits = { perAddress: 24, total: 256 };

/** Counts open connections by address; `open` says whether one more may stay. */
export class ConnectionCaps {
  private readonly open_ = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly limits: ConnectionLimits,
    /** An address counted in the total only (the trusted proxy), or null. */
    private readonly exempt: string | null = null,
  ) {}

  /** The cap a new connection from `address` would meet: its address's (then freeing one of its own frees both), the
   * total's, or none. */
  blocked(address: string): 'address' | 'total' | null {
    if (address !== this.exempt && (this.open_.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    return this.total >= this.limits.total ? 'total' : null;
  }

  /** Counts a new connection from `address`; false (and not counted) when a cap is reached. */
  open(address: string): boolean {
    if (this.blocked(address) !== null) return false;
    this.open_.set(address, (this.open_.get(address) ?? 0) + 1);
    this.total++;
    return true;
  }

  /** Forgets a connection `open` counted. */
  close(address: string): void {
    const n = this.open_.get(address) ?? 0;
    if (n <= 0) return;
    if (n === 1) this.open_.delete(address);
    else this.open_.set(address, n - 1);
    this.total--;
  }

  /** Connections counted now. */
  get count(): number {
    return this.total;
  }
}
