// The system's reduced-motion preference (prefers-reduced-motion), followed while the app runs: the boards read it
// through boardSpeed (board-speed.ts), the page's CSS through its media query (styles/global.css).

/** The preference, live. */
class ReducedMotion {
  /** True while the system asks for reduced motion. */
  on = $state(false);

  constructor() {
    const query = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    this.on = query.matches;
    query.addEventListener('change', (e) => (this.on = e.matches));
  }
}

/** The app's one follower of the preference. */
export const reducedMotion = new ReducedMotion();
