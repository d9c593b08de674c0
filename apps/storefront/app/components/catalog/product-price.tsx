// The product page's price: the chosen variant's price and, when a reduction is announced, the lowest price of the 30
// days before it struck through, the percentage off it and the sentence naming it (Italian Consumer Code art. 17-bis,
// decision 006); or the price range before a choice.
import type { ReactNode } from 'react';
import type { ProductVariant } from '~/components/catalog/product-page.fragment';
import { omnibusSentence, reductionOf } from '~/lib/catalog/omnibus';
import type { PriceRange } from '~/lib/catalog/variant-selection';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

export function ProductPrice({
    variant,
    range,
    energyArrow,
}: {
    variant: ProductVariant | null;
    range: PriceRange | null;
    /** The energy class arrow, shown beside the price at its font size (EU energy label rules). */
    energyArrow?: ReactNode;
}) {
    const { t, language } = useTranslation();
    const reduction = variant ? reductionOf(variant) : null;
    const discounted = reduction !== null;

    let main: ReactNode = null;
    if (variant) {
        main = (
            <span className={`font-bold ${discounted ? 'text-brand' : ''}`} data-testid="product-price-current">
                {discounted ? <span className="sr-only">{`${t('product.specialPrice')} `}</span> : null}
                {formatCents(variant.price)}
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

    const omnibus = variant ? omnibusSentence(t, variant, language) : null;
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
