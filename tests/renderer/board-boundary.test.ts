// The one masterboard widget and the one battle board know no game: nothing under renderer/board/, nor the two board
// views every game's screen draws through (and the battle board's hex card), imports from a game's engine folder
// (engine/titan, engine/gods, engine/arena) — types come from engine/family — or names a game's id (a module id or a
// save-file game id of the registry, as a string). The screens map their game onto the widgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import { importsOf, ROOT, sourceFiles } from '../imports.js';

const GAME_FOLDER = /^engine\/(?!family\/|platform\/)[\w-]+\//;
const ids = [...new Set(GAMES.modules.flatMap((m) => [m.id, ...m.games]))];
const named = new RegExp(`(['"\`])(${ids.join('|')})\\1`);

/** What a file of the widget does that ties it to a game: its imports from a game's folder, a game id it names. */
function ties(file: string, text: string): string[] {
  const imports = importsOf(file, text).filter((i) => GAME_FOLDER.test(i.target)).map((i) => `${file} imports ${i.target}`);
  const id = named.exec(text);
  return id ? [...imports, `${file} names the game ${id[0]}`] : imports;
}

/** The board views shared by every game's screen, outside renderer/board/. */
const VIEWS = ['renderer/components/MasterBoardView.svelte', 'renderer/components/BattleBoardView.svelte', 'renderer/components/HexCard.svelte'];

describe('the board widgets know no game', () => {
  const files = [...sourceFiles('renderer/board'), ...VIEWS];

  it('imports nothing from a game folder of the engine and names no game id, in every file of renderer/board/ and the shared board views', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(sourceFiles('renderer/components')).toEqual(expect.arrayContaining(VIEWS));
    expect(ids).toEqual(expect.arrayContaining(['titan', 'titan-variant', 'gods-of-titan', 'arena']));
    expect(files.flatMap((f) => ties(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it('catches a game import (even a type) and a game id in a widget file', () => {
    const file = 'renderer/board/MasterBoard.ts';
    const tries = [
      "import type { LegionView } from '../../engine/titan/view.js';",
      "import { GODS_MASTERBOARD } from '../../engine/gods/data/masterboard.js';",
      "export type { ArenaCard } from '../../engine/arena/cards.js';",
      "const board = game === 'gods-of-titan' ? 212 : 96;",
      'const id = "titan-variant";',
    ];
    for (const line of tries) expect(ties(file, `${line}\n`), line).toHaveLength(1);
    expect(ties(file, "import type { LandDef } from '../../engine/family/types.js';\n// Gods of Titan's lands\n")).toEqual([]);
  });
});
