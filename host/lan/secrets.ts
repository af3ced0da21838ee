// The secrets of network play: each remote seat's link carries one, long and random, and every comparison takes
// the same time whatever the guess (both sides are hashed first, so not even the length leaks).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bytes of randomness in a link's secret (256 bits). */
export const SECRET_BYTES = 32;

/** A fresh secret for a link: 32 random bytes, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** Compares a guess with a secret in constant time (lengths included). */
export function sameSecret(guess: string, secret: string): boolean {
  const a = createHash('sha256').update(guess).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}
