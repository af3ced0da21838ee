// The renderer's side of network play: the host panel's state (the status the host pushes, its calls) and what a
// remote player's page is (its seat from appInfo). The host decides everything; this only shows and asks.
import type { AppInfo, HostError, LanStatus, Push, Result, SeatKind, TitanApi } from '../../host/contract.js';

/** True on a remote player's or a spectator's page (no files, no settings of the host). */
export function isRemotePage(info: AppInfo | null): boolean {
  return info?.remoteSeat !== undefined && info.remoteSeat !== null ? true : info?.spectator === true;
}

/** Whether the host panel is showing (opened from the native menu or the in-app File menu). */
export const hostPanel = $state({ open: false });

/** The host panel's state. */
export class LanPanel {
  status = $state<LanStatus | null>(null);
  error = $state<HostError | null>(null);
  /** The host's status pushes taken so far. */
  private pushes = 0;

  constructor(private readonly api: TitanApi) {
    api.onPush((p: Push) => {
      if (p.kind === 'lan') {
        this.status = p.status;
        this.pushes++;
      }
      else if (p.kind === 'menu' && p.command === 'hostNetwork') hostPanel.open = true;
    });
  }

  /** Reads the status, and which seats game `gameId` was played over the network with. */
  async refresh(gameId: string): Promise<void> {
    await this.take(this.api.lanStatus({ gameId }));
  }

  /** Opens `seats` of the game to the network, reachable at `publicUrl` ('': the listener's own address). */
  async start(gameId: string, seats: readonly string[], spectator: boolean, publicUrl: string, insecureHttp: boolean): Promise<void> {
    await this.take(this.api.lanStart({ gameId, seats: [...seats], spectator, publicUrl, insecureHttp }));
  }

  async stop(): Promise<void> {
    await this.take(this.api.lanStop({}));
  }

  /** A new link for a seat (null: the spectator link); the old one is refused from now on. */
  async revoke(gameId: string, seat: string | null): Promise<void> {
    await this.take(this.api.lanRevoke({ gameId, seat }));
  }

  /** Hands a remote seat to an AI level, or back to its player ('human'). */
  async hand(gameId: string, seat: string, kind: SeatKind): Promise<void> {
    await this.take(this.api.lanHand({ gameId, seat, kind }));
  }

  /** Shows a call's answer, unless a push the host reckoned after it came first (pushes arrive in order; a host
   * started anew counts from 1 again, so an answer with no push beside it is always shown). */
  private async take(p: Promise<Result<LanStatus>>): Promise<void> {
    const pushes = this.pushes;
    const r = await p;
    if (r.ok) {
      if (this.pushes === pushes || r.value.seq > (this.status?.seq ?? 0)) this.status = r.value;
      this.error = null;
    } else this.error = r.error;
  }
}
