// Draws the app icon (build/icon.png, 1024×1024, used by electron-builder for every platform): a gold hex with a
// tower on a dark rounded square. Run `tsx build/make-icon.ts` after changing the design; no image tools needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 1024;
const SAMPLES = 4;
type Rgba = [number, number, number, number];
const BACK: Rgba = [42, 33, 24, 255];
const GOLD: Rgba = [212, 167, 58, 255];
const STONE: Rgba = [236, 226, 205, 255];

/** Inside a rounded square covering the canvas with a margin. */
function inBackground(x: number, y: number): boolean {
  const m = 40;
  const r = 180;
  const cx = Math.min(Math.max(x, m + r), SIZE - m - r);
  const cy = Math.min(Math.max(y, m + r), SIZE - m - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= m && x <= SIZE - m && y >= m && y <= SIZE - m;
}

/** Distance-based test for a flat-topped hexagon of circumradius `r` around the centre. */
function inHex(x: number, y: number, r: number): boolean {
  const dx = Math.abs(x - SIZE / 2);
  const dy = Math.abs(y - SIZE / 2);
  const h = (Math.sqrt(3) / 2) * r;
  return dy <= h && Math.sqrt(3) * dx + dy <= Math.sqrt(3) * r;
}

/** The tower: a body, three merlons on top and a gate cut out. */
function inTower(x: number, y: number): boolean {
  const left = 382;
  const right = 642;
  const top = 380;
  const bottom = 720;
  const inBody = x >= left && x <= right && y >= top && y <= bottom;
  const merlon = y >= top - 70 && y < top && [0, 1, 2].some((i) => x >= left + i * 100 && x <= left + i * 100 + 60);
  const gate = (x - 512) ** 2 + (y - 620) ** 2 <= 45 ** 2 || (x >= 467 && x <= 557 && y >= 620 && y <= bottom);
  return (inBody || merlon) && !gate;
}

function colourAt(x: number, y: number): Rgba {
  if (!inBackground(x, y)) return [0, 0, 0, 0];
  if (inTower(x, y)) return STONE;
  if (inHex(x, y, 400) && !inHex(x, y, 360)) return GOLD;
  return BACK;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  raw[y * (SIZE * 4 + 1)] = 0;
  for (let x = 0; x < SIZE; x++) {
    const acc = [0, 0, 0, 0];
    for (let sy = 0; sy < SAMPLES; sy++) {
      for (let sx = 0; sx < SAMPLES; sx++) {
        const c = colourAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
        for (let i = 0; i < 3; i++) acc[i] += c[i] * c[3];
        acc[3] += c[3];
      }
    }
    const o = y * (SIZE * 4 + 1) + 1 + x * 4;
    const a = acc[3];
    for (let i = 0; i < 3; i++) raw[o + i] = a === 0 ? 0 : Math.round(acc[i] / a);
    raw[o + 3] = Math.round(a / (SAMPLES * SAMPLES));
  }
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8);
const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`wrote build/icon.png (${png.length} bytes)`);
