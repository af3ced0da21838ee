// The texts of the Gods battle's add-ons (rules 15 spells, 16 abilities, 17 reinforcement, 18 summoning): an add-on
// action as a button's text and what an add-on did as a log line, read from their typed fields with the words of the
// app's language handed in (labels.ts hands the screen's; a test may hand either table).
import type { GodsAddonMove, GodsBattleEvent, GodsCastSpell } from '../../engine/gods/battle/index.js';
import type { GodsKey } from './words.js';

/** The words an add-on text is made of: the screen's messages, and the names of spells, abilities, hazards, lands. */
export interface AddonWords {
  readonly gt: (key: GodsKey, params?: Readonly<Record<string, string | number>>) => string;
  readonly spell: (id: string) => string;
  readonly ability: (id: string) => string;
  readonly hazard: (name: string) => string;
  readonly terrain: (name: string) => string;
}

/** What a spell is aimed at, as words after its name (15.6): the fields its cast carries. */
function aimText(c: GodsCastSpell, piece: (id: string) => string, w: AddonWords): string {
  const parts: string[] = [];
  if (c.piece !== undefined) parts.push(w.gt('gods.battle.aim.piece', { piece: piece(c.piece) }));
  if (c.hex !== undefined) parts.push(w.gt(c.piece !== undefined ? 'gods.battle.aim.to' : 'gods.battle.aim.at', { hex: c.hex }));
  if (c.hazard !== undefined) parts.push(w.gt('gods.battle.aim.hazard', { hazard: w.hazard(c.hazard) }));
  if (c.rounds !== undefined) parts.push(w.gt(c.rounds > 0 ? 'gods.battle.aim.forward' : 'gods.battle.aim.back'));
  if (c.land !== undefined) parts.push(w.gt('gods.battle.aim.land', { land: w.terrain(c.land), degrees: (c.turns ?? 0) * 120 }));
  if (c.dice !== undefined) parts.push(w.gt('gods.battle.aim.dice', { dice: c.dice }));
  return parts.join('');
}

/** One add-on action of a battle (15–18) as a button's text (`piece` names a character in the battle by its id). */
export function addonLabel(m: GodsAddonMove, piece: (id: string) => string, w: AddonWords): string {
  switch (m.type) {
    case 'castSpell':
      return w.gt('gods.battle.cast', { caster: piece(m.caster), spell: w.spell(m.spell), aim: aimText(m, piece, w) });
    case 'chaosSwap':
      return w.gt('gods.battle.swap', { a: piece(m.pieces[0]), b: piece(m.pieces[1]) });
    case 'painchainLink':
      return w.gt('gods.battle.link', { target: piece(m.target) });
    case 'useAbility': {
      const aim = m.target !== undefined ? w.gt('gods.battle.aim.piece', { piece: piece(m.target) }) : m.hex !== undefined ? w.gt('gods.battle.aim.at', { hex: m.hex }) : '';
      return w.gt('gods.battle.ability', { piece: piece(m.piece), ability: w.ability(m.ability), aim });
    }
    case 'mount':
      return w.gt('gods.battle.mount', { rider: piece(m.rider), pegasus: piece(m.pegasus) });
    case 'stoneCold':
      return w.gt(m.petrify ? 'gods.battle.petrify' : 'gods.battle.takeRoll', { piece: piece(m.piece) });
    case 'reinforce':
      return w.gt('gods.battle.reinforcement', { name: m.creature, hex: m.hex });
    case 'summon':
      return w.gt('gods.battle.summoning', { legion: m.legion, hex: m.hex });
  }
}

/** What a battle add-on did (15–18) as a log line — a spell cast, an ability used, a character joining — or null
 * for the battle's other events (its board shows them). */
export function addonEvent(e: GodsBattleEvent, w: AddonWords): string | null {
  switch (e.type) {
    case 'spell':
      return e.deed.kind === 'cast' ? w.gt('ev.spellCast', { caster: e.deed.name, spell: w.spell(e.spell) }) : null;
    case 'ability':
      return w.gt('ev.abilityUsed', { name: e.name, ability: w.ability(e.ability) });
    case 'reinforced':
      return w.gt('ev.joined', { creature: e.creature, hex: e.hex });
    case 'summoned':
      return w.gt('ev.summonedIn', { creature: e.name, legion: e.legion, hex: e.hex });
    default:
      return null;
  }
}
