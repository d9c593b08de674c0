// The product page's price: the chosen variant's price with the regular one struck through, the discount and the
// Omnibus lowest price of the last 30 days (Italian Consumer Code art. 17-bis); or the price range before a choice.
import type { ReactNode } from 'react';
import { discountPercent } from '~/lib/catalog/pricing';
import type { ProductVariant } from '~/components/catalog/product-page.fragment';
import type { PriceRange } from '~/lib/catalog/variant-selection';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** The Omnibus rule looks back 30 days; a product on sale for less time states the period it used. */
export const OMNIBUS_DAYS = 30;

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
    const { t } = useTranslation();
    const percent = variant ? discountPercent(variant.price, variant.regularPrice) : null;
    const discounted = variant !== null && percent !== null && variant.regularPrice !== null;

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

    const lowest = discounted ? variant.lowestPrice30Days : null;
    const period = variant?.lowestPricePeriodDays ?? null;
    return (
        <div data-testid="product-price">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl">
                {main}
                {discounted ? (
                    <>
                        <span className="text-lg text-neutral-600">
                            <span className="sr-only">{`${t('product.regularPrice')} `}</span>
                            <s data-testid="product-price-regular">{formatCents(variant.regularPrice as number)}</s>
                        </span>
                        <span
                            className="rounded bg-brand px-2 py-0.5 text-base font-bold text-white"
                            data-testid="product-discount"
                        >
                            <span aria-hidden="true">{`-${percent}%`}</span>
                            <span className="sr-only">{t('product.discount', { percent })}</span>
                        </span>
                    </>
                ) : null}
                {energyArrow}
            </div>
            <p className="mt-1 text-sm text-neutral-700">{t('product.vatIncluded')}</p>
            {lowest !== null ? (
                <p className="mt-2 text-sm text-neutral-700" data-testid="product-omnibus">
                    {period !== null && period > 0 && period < OMNIBUS_DAYS
                        ? t('product.lowestPricePeriod', { count: period, price: formatCents(lowest) })
                        : t('product.lowestPrice30Days', { price: formatCents(lowest) })}
                </p>
            ) : null}
        </div>
    );
}
