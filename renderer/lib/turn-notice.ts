// The turn-start notice: when the seat at the screen must act again after computer seats played, the window title
// says so and a short tone sounds (both off in the Settings, kept by the host with the other settings). When that
// happens is TurnWatch's (turn-watch.ts).

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
