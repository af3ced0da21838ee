// The turn-start notice: when the seat at the screen must act again after computer seats played, the window title
// says so and a short tone sounds (both off in the Settings; the choice is kept by this browser or app window). When
// that happens is TurnWatch's (turn-watch.ts).

/** Where the player's choice is kept. */
const KEY = 'titan.turnNotice';

/** Whether the turn-start notice is on (it is unless the player switched it off). */
export function turnNoticeOn(): boolean {
  return typeof localStorage === 'undefined' || localStorage.getItem(KEY) !== 'off';
}

/** Switches the turn-start notice on or off. */
export function setTurnNotice(on: boolean): void {
  localStorage.setItem(KEY, on ? 'on' : 'off');
}

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
