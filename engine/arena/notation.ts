// The Arena's record lines (docs/notation.md): one verb per action, cards by their ids ("Hydra-4"), fighters and seats
// by name.
import { bare, intOf, verbNotation, type Verbs } from '../platform/notation-verbs.js';
import type { ModuleNotation } from '../platform/module.js';
import type { ArenaAction, SwapPlace } from './actions.js';
import { CREATURES, type ArenaState, type Creature } from './types.js';

const creatureOf = (text: string | undefined): Creature | null => CREATURES.find((c) => c === text) ?? null;
const placeText = (p: SwapPlace): string => (p === 'discard' ? 'discard' : `column ${p}`);
const placeOf = (text: string | undefined): SwapPlace | null => (text === 'discard' ? 'discard' : intOf(text?.replace(/^column /, '')));
const PLACE = '(discard|column \\d+)';

const VERBS: Verbs<ArenaAction> = {
  bid: { write: (a) => `bids ${a.value}`, pattern: /bids (\d+)/, build: ([v]) => (intOf(v) === null ? null : { value: intOf(v) ?? 0 }) },
  passBid: bare('passes the bid'),
  openBet: { write: (a) => `bets openly on ${a.creature}`, pattern: /bets openly on (\S+)/, build: ([c]) => (creatureOf(c) ? { creature: creatureOf(c) as Creature } : null) },
  secretBet: { write: (a) => `bets secretly ${a.card}`, pattern: /bets secretly (\S+)/, build: ([c]) => (c ? { card: c } : null) },
  revealBet: bare('reveals the bet'),
  skip: bare('skips'),
  play: { write: (a) => `plays ${a.card} on ${a.creature}`, pattern: /plays (\S+) on (\S+)/, build: ([c, f]) => (c && creatureOf(f) ? { card: c, creature: creatureOf(f) as Creature } : null) },
  referee: { write: (a) => `referees ${a.card} taking ${a.take}`, pattern: /referees (\S+) taking (\S+)/, build: ([c, t]) => (c && t ? { card: c, take: t } : null) },
  chiefReferee: { write: (a) => `chief-referees ${a.card} on ${a.creature}`, pattern: /chief-referees (\S+) on (\S+)/, build: ([c, f]) => (c && creatureOf(f) ? { card: c, creature: creatureOf(f) as Creature } : null) },
  showHand: bare('shows the hand'),
  cyclops: { write: (a) => `uses Cyclops on ${a.target}`, pattern: /uses Cyclops on (\S+)/, build: ([t]) => (t ? { target: t } : null) },
  dragon: { write: (a) => `uses Dragon on ${a.creature}`, pattern: /uses Dragon on (\S+)/, build: ([f]) => (creatureOf(f) ? { creature: creatureOf(f) as Creature } : null) },
  hydra: bare('uses Hydra'),
  ranger: bare('uses Ranger'),
  titan: { write: (a) => `uses Titan on ${a.target}`, pattern: /uses Titan on (\S+)/, build: ([t]) => (t ? { target: t } : null) },
  titanKeep: { write: (a) => `keeps ${a.card}`, pattern: /keeps (\S+)/, build: ([c]) => (c ? { card: c } : null) },
  troll: { write: (a) => `uses Troll on ${a.card}`, pattern: /uses Troll on (\S+)/, build: ([c]) => (c ? { card: c } : null) },
  unicorn: {
    write: (a) => `uses Unicorn on ${a.creature}: ${placeText(a.a)} ↔ ${placeText(a.b)}`,
    pattern: new RegExp(`uses Unicorn on (\\S+): ${PLACE} ↔ ${PLACE}`),
    build: ([f, x, y]) => {
      const creature = creatureOf(f);
      const a = placeOf(x);
      const b = placeOf(y);
      return creature && a !== null && b !== null ? { creature, a, b } : null;
    },
  },
  warlock: bare('uses Warlock'),
  discard: { write: (a) => `discards ${a.card}`, pattern: /discards (\S+)/, build: ([c]) => (c ? { card: c } : null) },
  endTurn: bare('ends the turn'),
  offerStalemate: bare('offers a stalemate'),
  voteStalemate: { write: (a) => `votes ${a.accept ? 'for' : 'against'} the stalemate`, pattern: /votes (for|against) the stalemate/, build: ([v]) => ({ accept: v === 'for' }) },
};

/** The Arena's notation part of its game module. */
export const arenaNotation: ModuleNotation<ArenaState, ArenaAction> = verbNotation<ArenaState, ArenaAction>(VERBS, (s) => s.stateId);
