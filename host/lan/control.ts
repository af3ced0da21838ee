// The seam between the host service and network play: what the service hands host/lan (one open game's session and
// its own apply step) and what host/lan answers for the contract's network methods.
import type { LanMethod, RequestOf, ResponseOf, Result } from '../contract.js';
import type { GameSession, SessionApply } from '../session.js';

/** An open game as network play reaches it: the session, the service's step (apply, autosave, push, let agents
 * play) and `changed` for a change that is not an action (a seat handed over, the network seats saved). */
export interface RemoteAccess {
  readonly session: GameSession;
  step(run: () => SessionApply): Result<null>;
  changed(): void;
}

/** The contract's network methods, answered by host/lan. */
export type LanControl = { readonly [M in LanMethod]: (request: RequestOf<M>) => Promise<Result<ResponseOf<M>>> };
