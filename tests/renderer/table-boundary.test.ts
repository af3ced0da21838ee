// One table for every game: the renderer tells the games apart in one file only, its table registry
// (renderer/tables.ts, as games/index.ts is the host's). No other file of renderer/ names a game's id as a string (a
// module id or a save-file game id of the host's registry), compares a game with anything but its table's module, or
// compares the screen with anything but the app's own screens; the app finds a game's table, its screens and its
// client through the registry, and routes pushes to the open game's client by game id.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import { ROOT, sourceFiles } from '../imports.js';

const REGISTRY = 'renderer/tables.ts';
const ids = [...new Set(GAMES.modules.flatMap((m) => [m.id, ...m.games]))];
const named = new RegExp(`(['"\`])(${ids.join('|')})\\1`, 'g');
/** The app's own screens (renderer/lib/session.svelte.ts `Screen`): the only strings a screen is compared with. */
const APP_SCREENS = [...(/export type Screen = ([^;]+);/.exec(readFileSync(join(ROOT, 'renderer/lib/session.svelte.ts'), 'utf8'))?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]);

/** Words of another vocabulary spelled like a game id, by file: each exact snippet is not a game's id there. */
const OTHER_WORDS: readonly { readonly file: string; readonly snippet: string; readonly why: string }[] = [
  { file: 'renderer/components/BattlelandViewer.svelte', snippet: "getVariant('titan')", why: "TITAN's classic variant, whose battlelands the viewer shows" },
  { file: 'renderer/lib/gameui.svelte.ts', snippet: "?? 'titan')", why: "TITAN's classic variant before a view arrived" },
  { file: 'renderer/screens/NewGameScreen.svelte', snippet: "$state<VariantId>('titan')", why: 'the classic variant, chosen first in TITAN’s lobby' },
  { file: 'renderer/screens/NewGameScreen.svelte', snippet: "v === 'titan' ?", why: 'the words of TITAN’s variants in its lobby' },
  { file: 'renderer/screens/NewGameScreen.svelte', snippet: "<'titan' | 'points' | 'turns'>('titan')", why: 'the game’s ending: the last Titan standing' },
  { file: 'renderer/screens/NewGameScreen.svelte', snippet: 'value="titan"', why: 'the game’s ending: the last Titan standing' },
  { file: 'renderer/gods/GodsLobby.svelte', snippet: "<'titan' | 'points' | 'rounds'>('titan')", why: 'the game’s ending: the last Titan standing' },
  { file: 'renderer/gods/GodsLobby.svelte', snippet: 'value="titan"', why: 'the game’s ending: the last Titan standing' },
  { file: 'renderer/arena/labels.ts', snippet: "case 'titan':", why: "the Arena's Titan card played" },
  { file: 'renderer/arena/ArenaTable.svelte', snippet: 'class="arena"', why: "the Arena table's style class" },
  { file: 'renderer/arena/ArenaScreen.svelte', snippet: 'prefix="arena"', why: "the test-id prefix of the Arena's screen pieces" },
];

/** The operand's last name (`session.client?.game` → `game`), or the string it is. */
const last = (operand: string): string => operand.split(/\??\./).pop() ?? operand;
const literal = (operand: string): string | null => /^(['"`])([\w-]*)\1$/.exec(operand)?.[2] ?? null;
const comparison = /([\w$.?]+|(['"`])[\w-]*\2)\s*(?:===|!==|==|!=)\s*([\w$.?]+|(['"`])[\w-]*\4)/g;

/** How a renderer file tells games apart: a game id it names, a game or screen it compares outside the registry's way. */
function dispatches(file: string, text: string): string[] {
  const rest = OTHER_WORDS.filter((w) => w.file === file).reduce((t, w) => t.split(w.snippet).join(''), text);
  const found = [...rest.matchAll(named)].map((m) => `${file} names the game ${m[0]}`);
  for (const m of rest.matchAll(comparison)) {
    const pair = [m[1] ?? '', m[3] ?? ''];
    for (const [x, y] of [pair, [...pair].reverse()]) {
      if (last(x) === 'game' && last(y) !== 'module') found.push(`${file} compares a game with ${y}`);
      const s = literal(y);
      if (last(x) === 'screen' && s !== null && !APP_SCREENS.includes(s)) found.push(`${file} compares the screen with ${y}`);
    }
  }
  return found;
}

describe('one table for every game: no game-id dispatch in renderer/ outside its table registry', () => {
  const files = sourceFiles('renderer').filter((f) => f !== REGISTRY);

  it('no file of renderer/ but the registry names a game id or compares a game or the screen with one', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(ids).toEqual(expect.arrayContaining(['titan', 'titan-variant', 'gods-of-titan', 'arena']));
    expect(APP_SCREENS).toEqual(['start', 'settings', 'help', 'about', 'table']);
    expect(files.flatMap((f) => dispatches(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('every allowance of a word spelled like a game id is still used (a stale one would hide nothing)', () => {
    for (const w of OTHER_WORDS) expect(readFileSync(join(ROOT, w.file), 'utf8'), `${w.file}: ${w.snippet}`).toContain(w.snippet);
  });

  it('the registry has a table for every game module the host knows', () => {
    const registry = readFileSync(join(ROOT, REGISTRY), 'utf8');
    for (const m of GAMES.modules) expect(registry, m.id).toContain(`module: '${m.id}'`);
  });

  it('catches a game id named, a game or the screen compared, and leaves the registry’s ways and other words alone', () => {
    const file = 'renderer/gods/GodsLobby.svelte';
    const tries = [
      "{#if session.screen === 'gods'}",
      "const arena = info.game === 'arena';",
      'if (p.game !== GODS) return;',
      "void client.newGame({ game: 'gods-of-titan', setup });",
      "case 'titan-variant': return 2;",
      'const id = `arena`;',
      "if ('titan' == push.game) show();",
    ];
    for (const line of tries) expect(dispatches(file, `${line}\n`).length, line).toBeGreaterThan(0);
    const fine = [
      'if (p.game !== this.module) return;',
      'const table = this.tables.find((t) => t.module === info.game);',
      "{#if session.screen === 'start'}",
      "let ending = $state<'titan' | 'points' | 'rounds'>('titan');",
      "if (ending === 'points') send();",
      '// the Arena and Gods of Titan tables',
    ];
    for (const line of fine) expect(dispatches(file, `${line}\n`), line).toEqual([]);
    expect(dispatches('renderer/arena/Other.svelte', 'let ending = $state<\'titan\' | \'points\' | \'rounds\'>(\'titan\');\n')).toHaveLength(2);
  });
});
