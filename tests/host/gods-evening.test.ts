// The evening of e2e/gods-evening.spec.ts played through the host as that spec's server plays it (`serve --seed`, two
// Normal computers, the human's choices by tests/gods/evening.ts's script, taken only when the game waits for him
// alone): every part of the evening comes, and the game's actions are exactly those of the script played offline with
// the engine and the AI alone — what the offline search of the seed and variant relied on.
import { describe, expect, it } from 'vitest';
import type { GodsViewPush } from '../../renderer/gods/pushes.js';
import { openConfStore } from '../../host/conf-store.js';
import { InlineEngineRunner } from '../../host/engine-runner.js';
import { HostService } from '../../host/service.js';
import { advance, eveningStep, EVENING_SEED, EVENING_SETUP, EVENING_VARIANT, HUMAN, playEvening, startEvening } from '../gods/evening.js';
import { tempDir } from './helpers.js';

describe('the Gods evening through the host', () => {
  it('plays the script with fixed seeds to the battle the human fights, with the same actions as offline', { timeout: 120_000 }, async () => {
    const offline = playEvening(EVENING_SEED, EVENING_VARIANT);
    expect(offline.end).toBe('done');
    const dataDir = tempDir();
    const host = new HostService({ dataDir, store: openConfStore(dataDir), runner: new InlineEngineRunner(), dialogs: null, mode: 'browser', appVersion: '0.0.0-test', firstSeed: EVENING_SEED });
    await host.setSettings({ patch: { aiDelayMs: 0 } });
    const created = await host.newGame({ game: 'gods-of-titan', setup: EVENING_SETUP, kinds: ['normal', 'normal', 'human'] });
    if (!created.ok) throw new Error(created.error.message);
    const { gameId } = created.value;
    const p = startEvening();
    let steps = 0;
    for (; steps < 400; steps++) {
      await host.settled();
      const screen = await host.view({ gameId });
      if (!screen.ok || screen.value.kind !== 'view') throw new Error('no board of the human');
      const push = screen.value as unknown as GodsViewPush;
      if (p.fought && !push.view.engagement) break; // the engagement the human fought has ended
      expect(push.toAct).toEqual([HUMAN]); // settled: the game waits for the human alone
      const step = eveningStep(push.view, push.legal, push.hints, p, EVENING_VARIANT);
      if (!step) throw new Error(`off the script in round ${push.view.round}, ${push.view.phase}`);
      const r = await host.submit({ gameId, seat: HUMAN, action: step.action });
      if (!r.ok) throw new Error(r.error.message);
      advance(p, step, push.view, push.hints);
    }
    expect(steps).toBe(offline.steps.length);
    expect([p.fled, p.fought, p.cast, p.split, p.splitUndone, p.undone, p.mustered, p.offered]).toEqual([1, true, true, true, true, true, true, true]);
    const saved = await host.exportSave({ gameId });
    if (!saved.ok) throw new Error(saved.error.message);
    const actions = (JSON.parse(saved.value.text) as { actions: unknown[] }).actions;
    expect(actions.slice(0, offline.actions.length)).toEqual(offline.actions);
    await host.shutdown();
  });
});
