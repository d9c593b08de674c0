// The Omnibus rule on every price the shop shows with a reduction (Codice del Consumo art. 17-bis, decision 006): the
// price struck through and the percentage come from the lowest price of the 30 days before the reduction, which the
// commerce server gives as lowestPrice30Days; the sentence beside them names that price and its period.
import { announcedReduction, OMNIBUS_PERIOD_DAYS, type AnnouncedReduction } from '@shop/rules';
import type { TFunction } from '~/lib/i18n/i18n';
import { formatCents, sinceDayItalian } from '~/lib/format/money';

/** What the commerce server says of a price's reduction (catalog cards and variants). */
export interface OmnibusFields {
    price: number;
    lowestPrice30Days: number | null;
    lowestPricePeriodDays?: number | null;
    lowestPriceSince?: string | null;
}

/** The reduction to announce, or null: none when the lowest price of the period is not above the price. */
export function reductionOf(fields: OmnibusFields): AnnouncedReduction | null {
    return announcedReduction(fields.price, fields.lowestPrice30Days);
}

/**
 * "Prezzo più basso degli ultimi 30 giorni: 404,00 €", or for a product on the market for less time
 * "Prezzo più basso dal 12 novembre: 799,00 €". Null when no reduction is announced.
 */
export function omnibusSentence(t: TFunction, fields: OmnibusFields, language: string): string | null {
    const reduction = reductionOf(fields);
    if (!reduction) return null;
    const price = formatCents(reduction.referencePrice);
    const young = fields.lowestPricePeriodDays != null && fields.lowestPricePeriodDays < OMNIBUS_PERIOD_DAYS;
    if (young && fields.lowestPriceSince) {
        const since =
            language === 'it' ? sinceDayItalian(fields.lowestPriceSince) : fields.lowestPriceSince.slice(0, 10);
        return t('product.lowestPriceSince', { since, price });
    }
    if (young) {
        return t('product.lowestPricePeriod', { count: fields.lowestPricePeriodDays, price });
    }
    return t('product.lowestPrice30Days', { price });
}
