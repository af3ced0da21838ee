// How fast the boards move markers and counters: the player's animation setting, or not at all when the system asks
// for reduced motion (prefers-reduced-motion) — the system's word wins, as a player who set it expects everywhere.

/** The boards' animation speed (0: no movement) from the setting and the system's reduced-motion preference. */
export function boardSpeed(setting: number | undefined, reducedMotion: boolean): number {
  return reducedMotion ? 0 : (setting ?? 1);
}
