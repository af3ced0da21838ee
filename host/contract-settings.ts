// The settings part of the contract (host/contract.ts composes it): what the host keeps for the player and the
// schema every settings update — and every stored value, field by field (host/settings.ts) — is parsed with.
import { z } from 'zod';
import type { PlayAids } from '../engine/platform/module.js';

/** User settings (persisted by the host; window bounds are used by Electron only). */
export interface Settings {
  readonly window: { readonly width: number; readonly height: number; readonly x: number | null; readonly y: number | null; readonly maximized: boolean };
  readonly lastFolder: string | null;
  /** Animation speed multiplier: 0 = no animation, 1 = normal. */
  readonly animationSpeed: number;
  /** Pause before an agent's action is applied, so humans can follow. */
  readonly aiDelayMs: number;
  readonly confirmations: { readonly endTurn: boolean; readonly concede: boolean; readonly flee: boolean; readonly quitGame: boolean };
  /** BCP 47 language tag of the UI. */
  readonly language: string;
  /** How many rotating autosaves are kept per game. */
  readonly autosaveKeep: number;
  /** Play aids the host carries out for this screen's humans (auto-strike, auto-carry); off by default. */
  readonly aids: PlayAids;
  /** The turn-start notice (window title and a tone when a human seat must act after computer seats); on by default. */
  readonly turnNotice: boolean;
  /** The desktop app looks for updates of itself (host/update-policy.ts): null until the player is asked, once (off). */
  readonly updateChecks: boolean | null;
  /** The first-run flag: false on a fresh installation, whose start screen offers a guided first game; true once the
   * player started one or said no thanks (the lessons stay on the start and Help screens). */
  readonly welcomed: boolean;
}

/** A partial settings update (nested objects may be partial too). */
export const SettingsPatchSchema = z.strictObject({
  window: z
    .strictObject({
      width: z.number().int().min(400).max(20_000),
      height: z.number().int().min(300).max(20_000),
      x: z.number().int().min(-100_000).max(100_000).nullable(),
      y: z.number().int().min(-100_000).max(100_000).nullable(),
      maximized: z.boolean(),
    })
    .partial()
    .optional(),
  lastFolder: z.string().max(4096).nullable().optional(),
  animationSpeed: z.number().min(0).max(10).optional(),
  aiDelayMs: z.number().int().min(0).max(60_000).optional(),
  confirmations: z.strictObject({ endTurn: z.boolean(), concede: z.boolean(), flee: z.boolean(), quitGame: z.boolean() }).partial().optional(),
  language: z.string().regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/).optional(),
  autosaveKeep: z.number().int().min(1).max(100).optional(),
  aids: z.strictObject({ autoStrike: z.boolean(), autoCarry: z.boolean() }).partial().optional(),
  turnNotice: z.boolean().optional(),
  updateChecks: z.boolean().nullable().optional(),
  welcomed: z.boolean().optional(),
});

/** A settings update. */
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
