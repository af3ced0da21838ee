// How a message's placeholders are filled: plain values, English articles and words that follow a number.

/** English article of a name: "an Ogre", "a Troll". */
const article = (name: string): string => (/^[aeio]/i.test(name) ? `an ${name}` : `a ${name}`);

/** Fills a message: {name} with the parameter, {an:name} with it and its English article, {name:one|other} with the
 * word for one or for any other number of the parameter ("1 hit", "2 hits"; "1 Armee", "2 Armeen"). */
export function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(an:)?(\w+)(?::([^|}]*)\|([^}]*))?\}/g, (m, an: string | undefined, name: string, one: string | undefined, other: string | undefined) => {
    if (!(name in params)) return m;
    const value = params[name];
    if (one !== undefined) return Number(value) === 1 ? one : (other ?? one);
    return an ? article(String(value)) : String(value);
  });
}
