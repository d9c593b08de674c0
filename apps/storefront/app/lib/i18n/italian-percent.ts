// "del 10 %", "dell'11 %": the article before a percentage follows how the number is read aloud. Numbers read with a
// vowel first take "dell'": uno (1), otto (8), undici (11), ottanta… (80–89), ottocento… Written with a no-break
// space before the sign, as Italian typography wants.
const NO_BREAK_SPACE = '\u00a0';

export function readWithVowel(value: number): boolean {
    const digits = String(Math.trunc(Math.abs(value)));
    return digits.startsWith('8') || digits === '1' || digits === '11' || /^11\d{3}$/.test(digits);
}

/** "del 22 %", "dell'8 %", "dell'11 %". */
export function percentWithArticle(value: number): string {
    return `${readWithVowel(value) ? "dell'" : 'del '}${value}${NO_BREAK_SPACE}%`;
}
