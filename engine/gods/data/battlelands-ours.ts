// The ten Gods of Titan battlelands classic TITAN has no map for, designed by us (the rulebook's maps are lost):
// each uses the hazards the Gods Hazard Chart ties to its terrain. Why each is drawn so: docs/gods-of-titan-battlelands.md.
import { ANY_ATTACKER_EDGE, designed, type GodsBattlelandDef, type MapEntry } from './battlelands-build.js';

/** A map that is not a Tower land: attackers by arrival (11.2), no start list, no God. */
function open(terrain: string): MapEntry {
  return { terrain, tower: false, startList: [], nameSide: 'TopDefense', attackerEdges: ANY_ATTACKER_EDGE, god: null };
}

/** A Tower land (11.3): the defender deploys on the start list, the attacker enters opposite the name side (A4). */
function walled(terrain: string, startList: string): MapEntry {
  return { terrain, tower: true, startList: startList.split(' '), nameSide: 'TopDefense', attackerEdges: ['Bottom'], god: null };
}

/** Valley: mist pools on the valley floor and hedged fields; level ground (its chain is native to Fog and Hedge). */
export const VALLEY: GodsBattlelandDef = designed(open('Valley'), {
  hexes: { Fog: 'B2 C3 D4 E4', Hedge: 'A3 C1 C5 D2 E2 F3' },
});

/** Highlands: hedged moorland and two crags ringed by Cliffs, which only fliers reach (no Slopes: its chain is
 * native to Hedge alone). */
export const HIGHLANDS: GodsBattlelandDef = designed(open('Highlands'), {
  hexes: { Hedge: 'A3 B4 C2 D2 E2 F3 E5' },
  elevation: { 1: 'B2 D4 D5' },
  rims: [
    { hexes: 'B2', hazard: 'Cliff' },
    { hexes: 'D4 D5', hazard: 'Cliff' },
  ],
});

/** Coast (11.4): the attacker enters on the name side, a long side (Bottom), the defender opposite; the sea runs
 * along the right-hand rim with a beach inside it, so sea-bound characters can enter from either edge. */
export const COAST: GodsBattlelandDef = designed(
  { ...open('Coast'), nameSide: 'Bottom', attackerEdges: ['Bottom'] },
  { hexes: { Water: 'D1 E1 F1 E2 F2 F3 F4 E5', Beach: 'C1 D2 D3 E3 E4 D5 D6' } },
);

/** Sea: open water round a sandbank. */
export const SEA: GodsBattlelandDef = designed(open('Sea'), {
  hexes: {
    Water: 'A1 A2 A3 B1 B2 B4 C1 C2 C5 D1 D2 D5 D6 E1 E2 E3 E5 F1 F2 F3 F4',
    Beach: 'B3 C3 C4 D3 D4 E4',
  },
});

/** Darkland (also the Dungeon's battleland): pools of Darkness that only the Darklord's characters enter. */
export const DARKLAND: GodsBattlelandDef = designed(open('Darkland'), {
  hexes: { Darkness: 'B3 C2 C4 D4 E2 E4 D6' },
});

/** Wasteland: quicksand, sump and thorns round a crag, hostile to every chain (rules 26.5: no 10-EP nativity). */
export const WASTELAND: GodsBattlelandDef = designed(open('Wasteland'), {
  hexes: { Drift: 'B2 D2 E4 C5', Bog: 'C3 F2', Bramble: 'A2 E2 F4' },
  elevation: { 1: 'D4' },
  rims: [{ hexes: 'D4', hazard: 'Cliff' }],
});

/** Skycastle (the City's battleland): cloud banks either side of a causeway to the God's place at E5, the centre
 * of the name side (27.5); the Darklord enters opposite, by the Bottom edge. */
export const SKYCASTLE: GodsBattlelandDef = designed(
  { ...open('Skycastle'), god: { hex: 'E5', edge: 'TopDefense' } },
  { hexes: { Cloud: 'A3 B2 B3 C4 C5 E2 F1 F3' } },
);

/** Ruin: the Tower's walled area fallen to one level, its walls breached below D3 by a rubble Slope, overgrown. */
export const RUIN: GodsBattlelandDef = designed(walled('Ruin', 'D4 C4 E4 D3 C3 E3 D5'), {
  hexes: { Bramble: 'C4 E3 B1', Tree: 'B3 F2' },
  elevation: { 1: 'C3 C4 D3 D4 D5 E3 E4' },
  rims: [{ hexes: 'C3 C4 D3 D4 D5 E3 E4', hazard: 'Wall' }],
  sides: [['D3', 'D2', 'Slope']],
});

/** Fort: a walled bastion under the name side, one level, a Bog ditch before its walls with a causeway at D3. */
export const FORT: GodsBattlelandDef = designed(walled('Fort', 'D5 C5 E5 D4 C4 E4 D6'), {
  hexes: { Bog: 'C3 E3' },
  elevation: { 1: 'C4 C5 D4 D5 D6 E4 E5' },
  rims: [{ hexes: 'C4 C5 D4 D5 D6 E4 E5', hazard: 'Wall' }],
});

/** Darktower: the Tower's two walled levels with a keep of Darkness, and Darkness before the walls. */
export const DARKTOWER: GodsBattlelandDef = designed(walled('Darktower', 'D4 C4 E4 D3 C3 E3 D5'), {
  hexes: { Darkness: 'D4 B2 F2' },
  elevation: { 1: 'C3 C4 D3 D5 E3 E4', 2: 'D4' },
  rims: [
    { hexes: 'C3 C4 D3 D4 D5 E3 E4', hazard: 'Wall' },
    { hexes: 'D4', hazard: 'Wall' },
  ],
});
