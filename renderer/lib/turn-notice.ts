// The turn-start notice: when the seat at the screen must act again after other seats played (a computer's turn, a
// player's over the network), the window title says so, a short tone sounds and, while the window is in the
// background, the system shows a notification (all off in the Settings, kept by the host with the other settings).
// When that happens is TurnWatch's (turn-watch.ts), the notification os-notice.ts's; renderer/components/TurnNotice.svelte
// does it for every game.

/** Plays a short two-note tone (nothing where the platform has no audio). */
export function chime(): void {
  const Audio = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Audio) return;
  const ctx = new Audio();
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.08, ctx.currentTime + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + i * 0.15 + 0.14);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(ctx.currentTime + i * 0.15);
    osc.stop(ctx.currentTime + i * 0.15 + 0.15);
  }
  setTimeout(() => void ctx.close(), 600);
}

