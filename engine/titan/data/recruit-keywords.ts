// The words of the recruit lists that name no character (§18.5): read by mustering and by the variant check.
/** Recruit-list keyword: any legion qualifies for the entry after it (§18.5 Tower creatures). */
export const ANYTHING = 'Anything';
/** Recruit-list keyword: N identical creatures (no lords, no demi-lords) qualify for the entry after it (§18.5). */
export const ANY_NON_LORD = 'AnyNonLord';
/** The recruit-list keywords that name no character, for the variant check (the Titan is a character). */
export const RECRUIT_KEYWORDS: ReadonlySet<string> = new Set([ANYTHING, ANY_NON_LORD]);
