// User settings behind a tiny key-value interface, so the host never imports Electron: the app adapts
// electron-store to it, browser mode and the tests use `conf`. Stored values are re-validated on every read; a
// damaged or outdated entry falls back to its default instead of breaking the app.
import { z } from 'zod';
import { SettingsPatchSchema, type Settings, type SettingsPatch } from './contract-settings.js';

/** The storage the host needs: electron-store and conf both have exactly this shape. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** The settings of a fresh installation. */
export const DEFAULT_SETTINGS: Settings = {
  window: { width: 1280, height: 800, x: null, y: null, maximized: false },
  lastFolder: null,
  animationSpeed: 1,
  aiDelayMs: 600,
  confirmations: { endTurn: true, concede: true, flee: true, quitGame: true },
  language: 'en',
  autosaveKeep: 10,
  aids: { autoStrike: false, autoCarry: false },
  turnNotice: true,
  welcomed: false,
  updateChecks: null,
};

const SETTINGS_KEY = 'settings';

/** Parses one field, falling back to the default when the stored value is invalid. */
function field<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const r = schema.safeParse(value);
  return r.success ? r.data : fallback;
}

/** Reads and writes the settings through a KeyValueStore. */
export class SettingsStore {
  constructor(private readonly store: KeyValueStore) {}

  /** The current settings, every field valid. */
  get(): Settings {
    const raw = this.store.get(SETTINGS_KEY);
    const stored = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    return this.merge(DEFAULT_SETTINGS, stored);
  }

  /** Applies a validated patch and persists the result. */
  update(patch: SettingsPatch): Settings {
    const next = this.merge(this.get(), patch);
    this.store.set(SETTINGS_KEY, next);
    return next;
  }

  private merge(base: Settings, patch: Record<string, unknown>): Settings {
    const s = SettingsPatchSchema.shape;
    const win = typeof patch.window === 'object' && patch.window !== null ? (patch.window as Record<string, unknown>) : {};
    const conf = typeof patch.confirmations === 'object' && patch.confirmations !== null ? (patch.confirmations as Record<string, unknown>) : {};
    const aids = typeof patch.aids === 'object' && patch.aids !== null ? (patch.aids as Record<string, unknown>) : {};
    const w = s.window.unwrap().shape;
    const c = s.confirmations.unwrap().shape;
    const a = s.aids.unwrap().shape;
    return {
      window: {
        width: field(w.width.unwrap(), win.width, base.window.width),
        height: field(w.height.unwrap(), win.height, base.window.height),
        x: field(w.x.unwrap(), win.x, base.window.x),
        y: field(w.y.unwrap(), win.y, base.window.y),
        maximized: field(w.maximized.unwrap(), win.maximized, base.window.maximized),
      },
      lastFolder: field(s.lastFolder.unwrap(), patch.lastFolder, base.lastFolder),
      animationSpeed: field(s.animationSpeed.unwrap(), patch.animationSpeed, base.animationSpeed),
      aiDelayMs: field(s.aiDelayMs.unwrap(), patch.aiDelayMs, base.aiDelayMs),
      confirmations: {
        endTurn: field(c.endTurn.unwrap(), conf.endTurn, base.confirmations.endTurn),
        concede: field(c.concede.unwrap(), conf.concede, base.confirmations.concede),
        flee: field(c.flee.unwrap(), conf.flee, base.confirmations.flee),
        quitGame: field(c.quitGame.unwrap(), conf.quitGame, base.confirmations.quitGame),
      },
      language: field(s.language.unwrap(), patch.language, base.language),
      autosaveKeep: field(s.autosaveKeep.unwrap(), patch.autosaveKeep, base.autosaveKeep),
      aids: {
        autoStrike: field(a.autoStrike.unwrap(), aids.autoStrike, base.aids.autoStrike),
        autoCarry: field(a.autoCarry.unwrap(), aids.autoCarry, base.aids.autoCarry),
      },
      turnNotice: field(s.turnNotice.unwrap(), patch.turnNotice, base.turnNotice),
      welcomed: field(s.welcomed.unwrap(), patch.welcomed, base.welcomed),
      updateChecks: field(s.updateChecks.unwrap(), patch.updateChecks, base.updateChecks),
    };
  }
}
