// What the owner page and a remote seat's bar call a game: the table's words in the page's language for every game
// a module plays (the host sends English names), the host's name for a game no table names.
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index.js';
import { nameOfGame } from '../../engine/platform/module.js';
import { setLanguage } from '../../renderer/i18n/index.svelte.js';
import { gameWords, TABLES } from '../../renderer/tables.js';

afterEach(() => setLanguage('en'));

describe('a game named in the page language', () => {
  it('every game of every module has the table\'s words, and in English they are the host\'s names', () => {
    setLanguage('en');
    let named = 0;
    for (const module of GAMES.modules) {
      expect(TABLES.find((x) => x.module === module.id)?.names[module.id], module.id).toBeDefined();
      for (const game of module.games) {
        expect(TABLES.find((x) => x.module === module.id)?.names[game], game).toBeDefined();
        expect(gameWords(module.id, game, '?')).toBe(nameOfGame(module, game));
        named++;
      }
    }
    expect(named).toBeGreaterThanOrEqual(4);
  });

  it('in German the §21 variant and the Arena have their German names', () => {
    setLanguage('de');
    expect(gameWords('titan', 'titan-variant', 'Titan Variant (§21)')).toBe('Titan-Variante (§21)');
    expect(gameWords('arena', 'arena', 'Titan: The Arena')).toBe('Titan – Die Arena');
  });

  it('a game no table names keeps the host\'s name', () => {
    expect(gameWords('titan', 'titan-2099', 'Titan 2099')).toBe('Titan 2099');
    expect(gameWords('chess', 'chess', 'Chess')).toBe('Chess');
  });
});
