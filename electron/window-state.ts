// Restores the window where the player left it (if that spot is still on a screen) and remembers it on change.
import type { Rectangle } from 'electron';
import type { Settings, SettingsPatch } from '../host/contract.js';

/** The bounds to open the window with: the saved ones, recentred when no display shows their centre. */
export function initialBounds(saved: Settings['window'], displays: readonly Rectangle[]): { width: number; height: number; x?: number; y?: number } {
  const size = { width: saved.width, height: saved.height };
  if (saved.x === null || saved.y === null) return size;
  const cx = saved.x + saved.width / 2;
  const cy = saved.y + saved.height / 2;
  const visible = displays.some((d) => cx >= d.x && cx < d.x + d.width && cy >= d.y && cy < d.y + d.height);
  return visible ? { ...size, x: saved.x, y: saved.y } : size;
}

/** The settings patch recording a window's normal bounds and maximized state. */
export function boundsPatch(bounds: Rectangle, maximized: boolean): SettingsPatch {
  return {
    window: {
      width: Math.max(400, Math.round(bounds.width)),
      height: Math.max(300, Math.round(bounds.height)),
      x: Math.round(bounds.x),
      y: Math.round(bounds.y),
      maximized,
    },
  };
}
