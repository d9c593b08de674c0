// "il colore e la memoria", "a, b e c": a list joined as a sentence says it, in the shop's languages. Not with
// Intl.ListFormat: the first Intl formatter a browser builds loads the locale's data, and the product page joins the
// options left to choose while it hydrates (decision 056).

/** The items as one phrase: "a e b", "a, b e c" in Italian; "a and b", "a, b, and c" in English. */
export function joinAsList(items: readonly string[], language: string): string {
    if (items.length < 2) return items[0] ?? '';
    const last = items[items.length - 1];
    const and = language === 'en' ? (items.length > 2 ? ', and ' : ' and ') : ' e ';
    return `${items.slice(0, -1).join(', ')}${and}${last}`;
}
