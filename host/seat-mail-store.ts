// The remote players' e-mail addresses on the always-on host (issue 25 item 4): one entry per game and seat, given by
// the player on his seat's page, kept in the always-on data folder (readable by the host's user only) so that it
// survives a restart. Read back entry by entry: an entry edited into something else is dropped alone. A seat's link
// replaced forgets its address (the new link's holder is someone else), and so does the game's end.
import { chmodSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomic } from './atomic-write.js';
import { gameId, seat } from './contract-fields.js';
import { isMailAddress, MAIL_LANGUAGES } from './contract-seat-mail.js';

/** The file beside the hosted games (host/always-on.ts's folder). */
export const SEAT_MAIL_FILE = 'seat-mail.json';

/** One seat's address as kept: exactly as given (already trimmed and checked), nothing else. */
const EntrySchema = z.strictObject({
  gameId,
  seat,
  address: z.string().max(254).refine(isMailAddress),
  language: z.enum(MAIL_LANGUAGES),
  on: z.boolean(),
});

/** One seat's notice mail. */
export type SeatMailEntry = z.infer<typeof EntrySchema>;

/** Most entries read back (8 seats of 1000 games). */
const MAX_ENTRIES = 8000;

/** The entries of the file; what cannot be read is dropped and said in `dropped`. */
function readEntries(file: string): { entries: SeatMailEntry[]; dropped: number } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const missing = e instanceof Error && 'code' in e && e.code === 'ENOENT';
    return { entries: [], dropped: missing ? 0 : 1 };
  }
  if (!Array.isArray(raw)) return { entries: [], dropped: 1 };
  const entries: SeatMailEntry[] = [];
  let dropped = Math.max(0, raw.length - MAX_ENTRIES);
  for (const item of raw.slice(0, MAX_ENTRIES)) {
    const parsed = EntrySchema.safeParse(item);
    if (parsed.success && !entries.some((x) => x.gameId === parsed.data.gameId && x.seat === parsed.data.seat)) entries.push(parsed.data);
    else dropped++;
  }
  return { entries, dropped };
}

/** The addresses, in memory and on disk (each change written whole, atomically, in order). */
export class SeatMailStore {
  private readonly entries: SeatMailEntry[];
  private writing: Promise<void> = Promise.resolve();

  /** Reads `file` (a missing file: no addresses); `warn` hears of entries dropped. */
  constructor(
    private readonly file: string,
    private readonly warn: (line: string) => void = (line) => console.warn(line),
  ) {
    const { entries, dropped } = readEntries(file);
    this.entries = entries;
    if (dropped > 0) warn(`warning: ${dropped} damaged entr${dropped === 1 ? 'y' : 'ies'} of ${file} dropped (those players must give their e-mail address again)`);
    try {
      chmodSync(file, 0o600);
    } catch {
      // no file yet: written for its owner only when the first address comes
    }
  }

  /** The seat's entry, or null. */
  get(gameId: string, seat: string): SeatMailEntry | null {
    return this.entries.find((x) => x.gameId === gameId && x.seat === seat) ?? null;
  }

  /** Keeps a seat's entry (replacing its old one). */
  set(entry: SeatMailEntry): Promise<void> {
    const parsed = EntrySchema.parse(entry);
    const at = this.entries.findIndex((x) => x.gameId === entry.gameId && x.seat === entry.seat);
    if (at >= 0) this.entries[at] = parsed;
    else this.entries.push(parsed);
    return this.save();
  }

  /** Forgets a seat's address (its link was replaced, or the player asked). */
  forget(gameId: string, seat: string): Promise<void> {
    return this.drop((x) => x.gameId === gameId && x.seat === seat);
  }

  /** Forgets every address of a game (it ended). */
  forgetGame(gameId: string): Promise<void> {
    return this.drop((x) => x.gameId === gameId);
  }

  /** Resolves once every change is on the disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  private drop(gone: (x: SeatMailEntry) => boolean): Promise<void> {
    const before = this.entries.length;
    for (let i = this.entries.length - 1; i >= 0; i--) if (gone(this.entries[i] as SeatMailEntry)) this.entries.splice(i, 1);
    return this.entries.length === before ? this.writing : this.save();
  }

  private save(): Promise<void> {
    const text = JSON.stringify(this.entries);
    this.writing = this.writing.then(() => writeFileAtomic(this.file, text)).catch((e: unknown) => this.warn(`the players' e-mail addresses could not be written: ${String(e)}`));
    return this.writing;
  }
}
