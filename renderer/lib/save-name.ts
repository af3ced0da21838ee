// What the player calls a save file: its name, without the folder it is in on the host's disk or the extension.

/** The save's name from the path the host wrote it to ("…/saves/Evening game.titan" → "Evening game"). */
export function saveName(path: string): string {
  return (path.split(/[\\/]/).pop() ?? path).replace(/\.titan$/, '');
}
