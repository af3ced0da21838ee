// The words the shared screen pieces of the Arena's and Gods of Titan's tables ask for (file bar, hand-off, error
// and saved notices): each game says them in its own words.

/** The words the shared screen pieces ask for. */
export type ModuleWordKey = 'save' | 'saveAs' | 'download' | 'quit' | 'saveName' | 'error' | 'close' | 'saved' | 'handoff' | 'handoffHint' | 'ready';
/** A game's translator for those words, filling {placeholders}. */
export type ModuleWords = (key: ModuleWordKey, params?: Readonly<Record<string, string | number>>) => string;
