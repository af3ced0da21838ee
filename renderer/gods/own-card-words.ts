// The words of the seat's own card (renderer/gods/GodsOwnCard.svelte) in English and German: each spell's effect in
// short (15.6, in our words after both rulebooks' spell charts), each Experience advantage (26.5) and the German names
// of the goals (26.3, 26.4: "Basilisk rekrutiert", "Fort eingenommen", "1. Titan vernichtet" …). The German original
// keeps the spells' and the advantages' English names, and calls Experience Points Siegpunkte (SP).
import type { TitanAdvantage } from '../../engine/gods/data/experience.js';

/** Rules 15.6: what each spell does, in English. */
export const SPELL_TEXT_EN: Readonly<Record<string, string>> = {
  'create-hazard': 'An unoccupied hex gets any hex hazard, or loses its own, for the rest of the battle (never a hexside).',
  shield: 'One of your own characters takes no damage from the enemy\'s next strikeback.',
  shockwave: 'Every enemy character takes a strike of 3 dice at skill 2.',
  'wimps-vacation': 'Every enemy Creature of the lowest mustering level is slain at once; scored, then back to its pool.',
  footsore: 'Every character of your legion flies for the rest of the battle.',
  quake: 'Every enemy character takes a strike of 3 dice at skill 3.',
  teleport: 'Any character — yours, the enemy\'s or the Caster — goes to an unoccupied hex it may stand on.',
  timewarp: 'The battle-round marker goes one box forward or back; the defender still reinforces once at most.',
  chaos: 'Swap enemy characters in pairs, each once, even those in melee.',
  homeland: 'Every character of your legion is native to every hazard for the rest of the battle.',
  inferno: 'Every enemy character takes a strike of 3 dice at skill 4.',
  summon: 'A red Demon appears on an unoccupied hex; it takes 1 damage every Strike Phase and leaves after the battle.',
  deadlock: 'Enemy characters are grounded; each hex they move costs them 1 damage; with 1 hit left they cannot move.',
  landscaping: 'The battleland becomes another, turned as you choose; a character left on a hazard it may not stand on loses 1 skill and takes 1 damage each Strike Phase.',
  painchain: 'Any number of dice at skill 5 on one enemy; the hits roll on at an adjacent enemy, and so on, until one dies. Each character once.',
  slavery: 'One enemy character fights for you for the rest of the battle; if your legion wins, it is slain and scored.',
};

/** Rules 15.6 in German (the German original's spell chart, in our words). */
export const SPELL_TEXT_DE: Readonly<Record<string, string>> = {
  'create-hazard': 'Ein unbesetztes Feld erhält ein beliebiges Hazard oder verliert seines, für den Rest des Kampfes (nie eine Hazard-Kante).',
  shield: 'Eine eigene Figur erhält beim nächsten gegnerischen Rückschlag keinen Schaden.',
  shockwave: 'Jede gegnerische Figur erhält 3 Würfel Schaden mit Intelligenz 2.',
  'wimps-vacation': 'Alle gegnerischen Kreaturen der untersten Rekrutierungsebene gelten sofort als geschlagen; gewertet, dann zurück in ihren Pool.',
  footsore: 'Alle Figuren der eigenen Armee fliegen für den Rest des Kampfes.',
  quake: 'Jede gegnerische Figur erhält 3 Würfel Schaden mit Intelligenz 3.',
  teleport: 'Eine beliebige Figur — eigene, gegnerische oder der Magiebegabte selbst — auf ein unbesetztes, zugängliches Feld.',
  timewarp: 'Der Rundenmarker eine Stelle vor oder zurück; der Verteidiger rekrutiert trotzdem höchstens einmal nach.',
  chaos: 'Gegnerische Figuren paarweise tauschen, jede einmal, auch im Nahkampf.',
  homeland: 'Alle Figuren der eigenen Armee sind für den Rest des Kampfes in jedem Hazard heimisch.',
  inferno: 'Jede gegnerische Figur erhält 3 Würfel Schaden mit Intelligenz 4.',
  summon: 'Ein roter Demon erscheint auf einem unbesetzten Feld; er erhält in jeder Schlagphase einen Schadenspunkt und geht nach dem Kampf.',
  deadlock: 'Gegnerische Figuren sind an den Boden gefesselt; jedes Feld, das sie ziehen, kostet einen Schadenspunkt; mit einem Lebenspunkt bleiben sie stehen.',
  landscaping: 'Das Schlachtfeld wird durch ein anderes ersetzt, beliebig ausgerichtet; eine Figur auf einem Hazard, auf dem sie nicht stehen darf, verliert eine Intelligenz und erhält in jeder Schlagphase einen Schadenspunkt.',
  painchain: 'Beliebig viele Würfel mit Intelligenz 5 auf eine gegnerische Figur; die Treffer gehen als Würfel an eine angrenzende weiter, bis eine stirbt. Jede Figur einmal.',
  slavery: 'Eine gegnerische Figur kämpft für den Rest des Kampfes auf deiner Seite; gewinnt deine Armee, wird sie geschlagen und gewertet.',
};

/** Rules 26.5: each advantage's name and what it gives the Titan and its legion, in English. */
export const ADVANTAGE_EN: Readonly<Record<TitanAdvantage, { readonly name: string; readonly text: string }>> = {
  native: { name: 'Native', text: 'Native to every battleland but Darkland, Wasteland, Coast and Sea; musters or reinforces their weakest native Creature.' },
  'mustering-plus': { name: 'Mustering plus', text: 'Its End-Creature muster does not count against your one a turn (22.2).' },
  'movement-plus': { name: 'Movement plus', text: 'Moves up to 8 lands and musters after a move of 3 to 7 lands.' },
  hold: { name: 'Hold', text: 'Need not move; may stay anywhere.' },
  freeway: { name: 'Freeway', text: 'Every sign counts as a single arrow; its direction still binds.' },
  'tower-teleport': { name: 'Tower Teleport', text: 'Instead of a move, to a land next to your own, a neutral or (with leave) an enemy Tower.' },
  'battle-teleport': { name: 'Battle Teleport', text: 'Instead of a move, onto an enemy legion to attack it, entering by the side you choose (not on Towers and Coasts).' },
  'free-teleport': { name: 'Free Teleport', text: 'Instead of a move, to any unoccupied land; no muster that turn.' },
};

/** Rules 26.5 in German (the original keeps the advantages' English names). */
export const ADVANTAGE_DE: Readonly<Record<TitanAdvantage, { readonly name: string; readonly text: string }>> = {
  native: { name: 'Native', text: 'Heimisch in allen Ländern außer Darkland, Wasteland, Coast und Sea; rekrutiert dort die schwächste heimische Kreatur (nach).' },
  'mustering-plus': { name: 'Mustering', text: 'Ihre Endkreatur zählt nicht gegen die eine pro Zug (22.2).' },
  'movement-plus': { name: 'Movement', text: 'Zieht bis zu 8 Felder und rekrutiert nach 3 bis 7 gezogenen Feldern.' },
  hold: { name: 'Hold', text: 'Kein Zugzwang; darf überall stehen bleiben.' },
  freeway: { name: 'Freeway', text: 'Jedes Zugsymbol gilt als Einfachpfeil, seine Richtung bleibt.' },
  'tower-teleport': { name: 'Tower-Teleport', text: 'Statt eines Zuges an ein eigenes, neutrales oder (wenn erlaubt) gegnerisches Tower-Land, außerhalb des Towers.' },
  'battle-teleport': { name: 'Battle-Teleport', text: 'Statt eines Zuges in ein Land mit einer gegnerischen Armee, die sie angreift; die Angriffsseite wählt sie (außer Tower und Coast).' },
  'free-teleport': { name: 'Free-Teleport', text: 'Statt eines Zuges auf ein freies Feld; dann keine Rekrutierung.' },
};

/** Rules 26.3, 26.4: a goal's name as the German original's tables print it ("Fort eingenommen", "2. Titan
 * vernichtet", "Seearmee betritt Festland"). */
export function goalNameDe(goal: string): string {
  if (goal === 'Sea-Legion entered mainland') return 'Seearmee betritt Festland';
  const nth = /^(\d)(?:st|nd|rd) (Titan|Elemental) (?:slain|eliminated|destroyed)$/.exec(goal);
  if (nth) return `${nth[1]}. ${nth[2] === 'Elemental' ? 'Element' : 'Titan'} vernichtet`;
  const done = /^(.+) (mustered|taken|slain)$/.exec(goal);
  if (done) return `${done[1]} ${done[2] === 'mustered' ? 'rekrutiert' : done[2] === 'taken' ? 'eingenommen' : 'vernichtet'}`;
  return goal;
}
