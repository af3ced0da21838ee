// The one way a game states its record lines (docs/notation.md): a table with one verb per action type, each writing
// the action's own fields after the seat and reading them back from a pattern; the table's shape makes every action
// type have its verb. The seat opens the line; the stateId is the state's the line was taken in.
import type { ModuleAction, ModuleNotation } from './module.js';

type Own<A> = Omit<A, 'type' | 'player' | 'stateId'>;

/** How one action type reads: its fields after the seat as text, and a pattern whose groups `build` turns back into
 * them (null: the groups name no such action). */
export interface Verb<A> {
  write(action: A): string;
  readonly pattern: RegExp;
  build(groups: readonly (string | undefined)[]): Own<A> | null;
}

/** A verb for every action type of `A`. */
export type Verbs<A extends { readonly type: string }> = { readonly [T in A['type']]: Verb<Extract<A, { readonly type: T }>> };

/** The verb of an action with no fields of its own: its words alone. */
export function bare(words: string): Verb<object> {
  return { write: () => words, pattern: new RegExp(words), build: () => ({}) };
}

/** A list of names as a line shows it ("nothing" when empty). */
export function namesText(names: readonly (string | number)[]): string {
  return names.length === 0 ? 'nothing' : names.join(', ');
}

/** The names `namesText` wrote. */
export function namesOf(text: string): string[] {
  return text === 'nothing' ? [] : text.split(', ');
}

/** A whole number written by a line, or null. */
export function intOf(text: string | undefined): number | null {
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : null;
}

/** An action's fields after the seat, by its verb in `verbs`. */
export function writeVerb<A extends { readonly type: string }>(verbs: Verbs<A>, action: A): string {
  const verb = (verbs as unknown as Readonly<Record<string, Verb<A>>>)[action.type];
  if (!verb) throw new Error(`no notation for action ${action.type}`);
  return verb.write(action);
}

/** The action (without seat and stateId) whose verb in `verbs` reads the whole of `text`, or null. */
export function readVerb<A extends { readonly type: string }>(verbs: Verbs<A>, text: string): A | null {
  for (const [type, verb] of Object.entries(verbs as unknown as Readonly<Record<string, Verb<A>>>)) {
    const m = new RegExp(`^(?:${verb.pattern.source})$`).exec(text);
    const fields = m ? verb.build(m.slice(1)) : null;
    if (fields) return { type, ...fields } as unknown as A;
  }
  return null;
}

/** A game's `ModuleNotation` from its verb table and its states' stateId. */
export function verbNotation<State, A extends ModuleAction>(verbs: Verbs<A>, stateId: (state: State) => number): ModuleNotation<State, A> {
  return {
    write: (action) => `${action.player} ${writeVerb(verbs, action)}`,
    read(line, before) {
      const space = line.indexOf(' ');
      if (space <= 0) return { error: 'a line names a seat, then what it does' };
      const rest = line.slice(space + 1);
      const action = readVerb(verbs, rest);
      return action ? { ...action, player: line.slice(0, space), stateId: stateId(before) } : { error: `no action reads "${rest}"` };
    },
  };
}
