// Copies the game-icons (CC BY 3.0) the renderer uses from @iconify-json/game-icons into assets/game-icons.json:
// only those icons' SVG path data plus the licence and author, so the 6 MB set never ships.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Icon names by purpose: creatures by their chart name, UI icons by function. */
export const ICONS: Readonly<Record<string, string>> = {
  Angel: 'angel-wings', Archangel: 'angel-outfit', Behemoth: 'mammoth', Centaur: 'centaur', Colossus: 'strong-man',
  Cyclops: 'cyclops', Dragon: 'spiked-dragon-head', Gargoyle: 'gargoyle', Giant: 'giant', Gorgon: 'medusa-head',
  Griffon: 'griffin-symbol', Guardian: 'checked-shield', Hydra: 'hydra', Lion: 'lion', Minotaur: 'minotaur', Ogre: 'ogre',
  Ranger: 'bowman', Serpent: 'sea-serpent', Titan: 'atlas', Troll: 'troll', Unicorn: 'unicorn', Warbear: 'polar-bear',
  Warlock: 'warlock-hood', Wyvern: 'wyvern',
  // Gods of Titan's own characters (the shared ones above draw alike in both games)
  'Dark-Titan': 'devil-mask', Phantom: 'spectre', God: 'spiked-halo', Necromancer: 'skull-staff', Asher: 'burning-embers',
  Basilisk: 'lizardman', Golem: 'rock-golem', Zephyra: 'whirlwind', Chimera: 'goat', Executer: 'executioner-hood', Immortal: 'ankh',
  Jabberwok: 'double-dragon', Locker: 'padlock', Pegasus: 'pegasus', Siren: 'mermaid', Sunray: 'sun', Amazon: 'swordwoman',
  Aquarian: 'trident', Knight: 'mounted-knight', Novice: 'robe', Pixie: 'fairy', Priest: 'sun-priest', Priestess: 'nun-face',
  Warlord: 'warlord-helmet', Phoenix: 'egyptian-bird', Dolphin: 'dolphin', Manta: 'manta-ray', Octopus: 'octopus',
  Seaserpent: 'sea-dragon', Whale: 'sperm-whale', Balrog: 'daemon-skull', Cerberus: 'direwolf', Deathbringer: 'grim-reaper',
  Demon: 'imp', Headcracker: 'spiked-mace', Helldancer: 'flame-spin', Lich: 'crowned-skull', Nightmare: 'horse-head',
  Plaque: 'plague-doctor-profile', Shadow: 'shadow-follower', Tombdigger: 'tombstone', Wraith: 'floating-ghost',
  ui_new: 'crossed-swords', ui_continue: 'hourglass', ui_open: 'open-folder', ui_save: 'save', ui_settings: 'settings-knobs',
  ui_help: 'open-book', ui_about: 'scroll-unfurled', ui_die: 'dice-six-faces-five', ui_tower: 'castle', ui_unknown: 'help',
};

interface IconSet { icons: Record<string, { body: string }>; info?: { license?: { title?: string; url?: string }; author?: { name?: string; url?: string } } }

const require = createRequire(import.meta.url);
const set = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as IconSet;
const info = JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/info.json'), 'utf8')) as NonNullable<IconSet['info']>;
const paths: Record<string, string> = {};
for (const [key, name] of Object.entries(ICONS)) {
  const icon = set.icons[name];
  if (!icon) throw new Error(`game-icons has no icon "${name}"`);
  const d = [...icon.body.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]).join(' ');
  if (!d) throw new Error(`icon "${name}" has no path`);
  paths[key] = d;
}
mkdirSync('assets', { recursive: true });
const out = {
  source: 'game-icons.net via @iconify-json/game-icons 1.2.4',
  license: info.license?.title ?? 'CC BY 3.0',
  licenseUrl: info.license?.url ?? 'https://creativecommons.org/licenses/by/3.0/',
  author: info.author?.name ?? 'game-icons.net',
  names: ICONS,
  viewBox: 512,
  paths,
};
writeFileSync('assets/game-icons.json', JSON.stringify(out, null, 1) + '\n');
console.log(`wrote assets/game-icons.json (${Object.keys(paths).length} icons)`);
