// How far apart two colours look to people with normal colour vision and to the three dichromacies: the test of the
// seat colours (tests/renderer/seat-colors.test.ts) measures every pair of seats that can share a board with it.
//
// Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", IEEE TVCG 15(6), the published matrices for severity 1.0 (protanopia, deuteranopia, tritanopia),
// applied to linear RGB (sRGB decoded by IEC 61966-2-1) and clamped to the displayable range.
// Distance: CIEDE2000 (CIE 142-2001) as written out by Sharma, Wu & Dalal (2005), "The CIEDE2000 Color-Difference
// Formula: Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Res. Appl. 30(1),
// with kL = kC = kH = 1, in CIELAB under D65.
//
// The threshold, ΔE00 ≥ 12: about 1 is the least difference seen between two large patches side by side, and a few
// units are plain to see there; a seat colour must be told at a glance on a small marker standing apart from the
// other seat's, over a busy coloured board, and the dichromat simulations model an average observer only — so each
// pair is asked for about ten times the patch threshold, a difference between colours that are named differently.

/** A colour vision the seat colours are checked under. */
export type Vision = 'normal' | 'protanopia' | 'deuteranopia' | 'tritanopia';

/** Every vision, in the order the test reports them. */
export const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];

/** The least ΔE00 between two seat colours that can share a board, under every vision (see the threshold above). */
export const MIN_SEAT_DELTA_E = 12;

/** A CIELAB colour (D65 white). */
export interface Lab { readonly L: number; readonly a: number; readonly b: number }

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];

// Machado et al. 2009, severity 1.0, rows giving R', G', B' of linear R, G, B.
const DICHROMACY: Readonly<Record<Vision, Matrix>> = {
  normal: IDENTITY,
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

// Linear sRGB to CIE XYZ (D65), IEC 61966-2-1.
const RGB_TO_XYZ: Matrix = [0.4124564, 0.3575761, 0.1804375, 0.2126729, 0.7151522, 0.072175, 0.0193339, 0.119192, 0.9503041];
const WHITE = [0.95047, 1, 1.08883] as const;

function times(m: Matrix, [x, y, z]: readonly [number, number, number]): [number, number, number] {
  return [m[0] * x + m[1] * y + m[2] * z, m[3] * x + m[4] * y + m[5] * z, m[6] * x + m[7] * y + m[8] * z];
}

function decode(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  const d = 6 / 29;
  return t > d ** 3 ? Math.cbrt(t) : t / (3 * d * d) + 4 / 29;
}

/** The CIELAB colour of "#rrggbb" as seen with the given vision. */
export function labOf(hex: string, vision: Vision = 'normal'): Lab {
  const n = Number.parseInt(hex.slice(1), 16);
  const linear: [number, number, number] = [decode((n >> 16) & 255), decode((n >> 8) & 255), decode(n & 255)];
  const seen = times(DICHROMACY[vision], linear).map((c) => Math.min(1, Math.max(0, c))) as [number, number, number];
  const [x, y, z] = times(RGB_TO_XYZ, seen);
  const [fx, fy, fz] = [labF(x / WHITE[0]), labF(y / WHITE[1]), labF(z / WHITE[2])];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

const DEG = Math.PI / 180;

function hueDeg(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/** CIEDE2000 colour difference ΔE00 of two CIELAB colours (Sharma et al. 2005, equations 1–22). */
export function deltaE2000(c1: Lab, c2: Lab): number {
  const cBar = (Math.hypot(c1.a, c1.b) + Math.hypot(c2.a, c2.b)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1 = (1 + g) * c1.a;
  const a2 = (1 + g) * c2.a;
  const cp1 = Math.hypot(a1, c1.b);
  const cp2 = Math.hypot(a2, c2.b);
  const h1 = hueDeg(c1.b, a1);
  const h2 = hueDeg(c2.b, a2);
  const chromaless = cp1 * cp2 === 0;

  const dL = c2.L - c1.L;
  const dC = cp2 - cp1;
  let dh = h2 - h1;
  if (chromaless) dh = 0;
  else if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh / 2) * DEG);

  const lBar = (c1.L + c2.L) / 2;
  const cpBar = (cp1 + cp2) / 2;
  let hBar = h1 + h2;
  if (!chromaless) {
    if (Math.abs(h1 - h2) <= 180) hBar /= 2;
    else hBar = hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((hBar - 30) * DEG) + 0.24 * Math.cos(2 * hBar * DEG) + 0.32 * Math.cos((3 * hBar + 6) * DEG) - 0.2 * Math.cos((4 * hBar - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hBar - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  const sL = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sC = 1 + 0.045 * cpBar;
  const sH = 1 + 0.015 * cpBar * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;
  const l = dL / sL;
  const c = dC / sC;
  const h = dH / sH;
  return Math.sqrt(l * l + c * c + h * h + rT * c * h);
}

/** ΔE00 between two "#rrggbb" colours as both look with the given vision. */
export function seenDistance(x: string, y: string, vision: Vision): number {
  return deltaE2000(labOf(x, vision), labOf(y, vision));
}
