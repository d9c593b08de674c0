// The product page's price: the chosen variant's price and, when a reduction is announced, the lowest price of the 30
// days before it struck through, the percentage off it and the sentence naming it (Italian Consumer Code art. 17-bis,
// decision 006). Before a choice: the offer the product's card shows (its lead variant's "da" price with the same
// reduction), or the price range when that variant announces none.
import type { ReactNode } from 'react';
import type { ProductVariant } from '~/components/catalog/product-page.fragment';
import { omnibusSentence, reductionOf } from '~/lib/catalog/omnibus';
import type { PriceRange } from '~/lib/catalog/variant-selection';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

export function ProductPrice({
    variant,
    lead = null,
    range,
    energyArrow,
}: {
    variant: ProductVariant | null;
    /** The variant the product's card shows (leadVariant), whose offer is shown until an option is chosen. */
    lead?: ProductVariant | null;
    range: PriceRange | null;
    /** The energy class arrow, shown beside the price at its font size (EU energy label rules). */
    energyArrow?: ReactNode;
}) {
    const { t, language } = useTranslation();
    // The card's offer stands until a choice, so the page opened from "-14% da 799 €" says the same.
    const offered = variant ?? (lead && reductionOf(lead) ? lead : null);
    const reduction = offered ? reductionOf(offered) : null;
    const discounted = reduction !== null;
    const startingFrom = variant === null && offered !== null && range !== null && range.max > offered.price;

    let main: ReactNode = null;
    if (offered) {
        main = (
            <span className={`font-bold ${discounted ? 'text-brand' : ''}`} data-testid="product-price-current">
                {discounted ? <span className="sr-only">{`${t('product.specialPrice')} `}</span> : null}
                {startingFrom ? <span className="font-normal">{`${t('listing.card.from')} `}</span> : null}
                {formatCents(offered.price)}
            </span>
        );
    } else if (range) {
        main = (
            <span className="font-bold" data-testid="product-price-range">
                {range.min === range.max
                    ? formatCents(range.min)
                    : t('product.priceRange', { min: formatCents(range.min), max: formatCents(range.max) })}
            </span>
        );
    }

    const omnibus = offered ? omnibusSentence(t, offered, language) : null;
    return (
        <div data-testid="product-price">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl">
                {main}
                {discounted ? (
                    <>
                        <span className="text-lg text-neutral-600">
                            <span className="sr-only">{`${t('product.referencePrice')} `}</span>
                            <s data-testid="product-price-regular">{formatCents(reduction.referencePrice)}</s>
                        </span>
                        <span
                            className="rounded bg-brand px-2 py-0.5 text-base font-bold text-white"
                            data-testid="product-discount"
                        >
                            <span aria-hidden="true">{`-${reduction.percent}%`}</span>
                            <span className="sr-only">{t('product.discount', { percent: reduction.percent })}</span>
                        </span>
                    </>
                ) : null}
                {energyArrow}
            </div>
            <p className="mt-1 text-sm text-neutral-700">{t('product.vatIncluded')}</p>
            {omnibus !== null ? (
                <p className="mt-2 text-sm text-neutral-700" data-testid="product-omnibus">
                    {omnibus}
                </p>
            ) : null}
        </div>
    );
}
