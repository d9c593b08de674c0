// Price arithmetic the shop shows to shoppers (requirements §9): Italian-formatted price input. The discount percentage
// is @shop/rules' announcedReduction, from the Omnibus reference (lib/catalog/omnibus.ts).

/**
 * A price typed the Italian way, in euros ("1.299,90", "1299", "12,5", "€ 49,90"), as integer cents (requirements §9: dots
 * removed, comma as the decimal separator). Anything else, negative amounts included, is null.
 */
export function parseItalianPrice(text: string | null | undefined): number | null {
    if (typeof text !== 'string') return null;
    const compact = text.replace(/\s+/g, '').replace(/^€|€$/g, '');
    if (compact === '') return null;
    // Thousands dots are dropped wherever they are, as the rule says; the comma then is the only decimal mark.
    const normalized = compact.replace(/\./g, '');
    const match = /^(\d+)(?:,(\d{1,2}))?$/.exec(normalized);
    if (!match) return null;
    const euros = Number(match[1]);
    const cents = Number((match[2] ?? '').padEnd(2, '0'));
    const total = euros * 100 + cents;
    return Number.isSafeInteger(total) ? total : null;
}

/** Cents back into the way an Italian shopper types them ("1299,9" → "1.299,90"), for prefilled price inputs. */
export function formatItalianPriceInput(cents: number): string {
    const euros = Math.floor(cents / 100);
    const rest = cents % 100;
    const grouped = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, '0')}`;
}
