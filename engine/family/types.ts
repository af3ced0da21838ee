// Types of the static component data the games of the TITAN family share (masterboard lands and signs, the battle
// grid and battlelands, characters). Static data never lives in a game's state: the state names its game or variant, and
// the tables are looked up from its data. A game's own data types live in its folder (engine/titan/data/types.ts).

/** Masterboard sign types (rules §7.3: Block, Sphere/Arch, Arrow, Triple Arrow). */
export type SignType = 'BLOCK' | 'ARCH' | 'ARROW' | 'ARROWS';

/** Battleland entry edges (reference §3.1); attackers use the 4-hex edges, defenders the 3-hex ones. */
export type EntrySide = 'Left' | 'Right' | 'Bottom';
/** Every battleland edge name, the defender ones included. */
export type BattleEdge = EntrySide | 'TopDefense' | 'RightDefense' | 'LeftDefense';

/** One exit sign printed on a land's side, leading into `to` across this land's side `side` (0 = top, clockwise). */
export interface ExitDef {
  readonly to: number;
  readonly sign: SignType;
  readonly side: number;
}

/** One masterboard land: terrain, grid cell and orientation, signs, label side and drawing anchor (reference §1). */
export interface LandDef {
  readonly id: number;
  readonly terrain: string;
  readonly x: number;
  readonly y: number;
  readonly inverted: boolean;
  readonly exits: readonly ExitDef[];
  readonly labelSide: number;
  /** Attacker's battleland entry edge keyed by the land the attacker arrives from. */
  readonly attackerEntry: Readonly<Record<string, string>>;
  readonly anchorX: number;
  readonly anchorY: number;
}

/** A hex of the shared 27-hex battle grid: label, grid position, centre and neighbours across sides 0–5. */
export interface GridHexDef {
  readonly label: string;
  readonly x: number;
  readonly y: number;
  readonly cx: number;
  readonly cy: number;
  readonly neighbours: readonly (string | null)[];
  readonly edges: readonly string[];
}

/** Hex hazards of the Titan battlelands (reference §2.2); variants may add more names. */
export type HexHazard = 'Plains' | 'Tree' | 'Brambles' | 'Sand' | 'Bog' | 'Drift' | 'Volcano' | 'Tower' | (string & {});
/** Hexside hazards, recorded on the hex on the high/top side of the edge. */
export type HexsideHazard = 'Slope' | 'Wall' | 'Cliff' | 'Dune' | (string & {});

/** A battleland hex that is not plain level ground: hazard, elevation and its own hexside records. */
export interface BattleHexDef {
  readonly hazard: HexHazard;
  readonly elevation: number;
  /** Hexside hazard recorded on this hex for sides 0–5 (null = none). */
  readonly hexsides: readonly (HexsideHazard | null)[];
}

/** A battleland: hexes missing from `hexes` are Plains at elevation 0 with no hexside hazards. */
export interface BattlelandDef {
  readonly terrain: string;
  readonly tower: boolean;
  readonly startList: readonly string[];
  readonly hexes: Readonly<Record<string, BattleHexDef>>;
}

/** Character classes of rules §3. */
export type CharacterKind = 'titan' | 'lord' | 'demilord' | 'creature';

/** A character type from the Character Chart; the Titan's power is -1 (it varies, §19.1). */
export interface CreatureDef {
  readonly name: string;
  readonly plural: string;
  readonly kind: CharacterKind;
  readonly power: number;
  readonly skill: number;
  readonly rangestrikes: boolean;
  readonly flies: boolean;
  readonly magicMissile: boolean;
  readonly summonable: boolean;
  readonly nativeHexes: readonly string[];
  readonly nativeHexsides: readonly string[];
  /** Counters in the caretaker's stacks. */
  readonly count: number;
  /** Angel 100, Archangel 500 (§17); null if it cannot be acquired for points. */
  readonly acquirablePoints: number | null;
}
