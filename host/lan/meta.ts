// What a network game keeps in its save (inside the save format's open `meta`, beside the host's game id and title):
// which seats were played over the network and their links' secrets, so that a game reopened later offers the same
// seats and links again. Read back strictly: a save with a damaged entry simply has no network seats.
import { z } from 'zod';

/** A link's secret: 32 random bytes or more, base64url (host/lan/secrets.ts). */
const secret = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/);

/** The network seats of a game and their secrets. */
export const LanMetaSchema = z.strictObject({
  seats: z.array(z.strictObject({ seat: z.string().min(1).max(64), secret })).max(8),
  spectator: secret.nullable(),
});

/** The network seats of a game and their secrets, as saved. */
export type LanMeta = z.infer<typeof LanMetaSchema>;

/** The network seats a save's meta holds, or undefined when it holds none (or a damaged entry). */
export function readLanMeta(meta: Record<string, unknown>): LanMeta | undefined {
  const parsed = LanMetaSchema.safeParse(meta.lan);
  return parsed.success ? parsed.data : undefined;
}
