// The product card of listings, search results and related products (requirements §2.3): picture, brand, name, price with the
// discount, condition and colour badges, energy class. The whole card is one link to the product page.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CardAddToCart } from '~/components/cart/card-add-to-cart';
import { EnergyClassArrow } from '~/components/catalog/energy-class-arrow';
import { WishlistHeart } from '~/components/wishlist/wishlist-heart';
import type { ProductListContext } from '~/lib/catalog/analytics';
import { omnibusSentence, reductionOf } from '~/lib/catalog/omnibus';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import { assetUrl, productPath } from '~/lib/catalog/urls';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

export type ProductCardLayout = 'grid' | 'list';

export const PLACEHOLDER_IMAGE = '/assets/placeholder.png';

/** requirements §9: product card 216x268; the horizontal (list) card 140x200. */
const IMAGE_SIZE = {
    grid: { width: 216, height: 268, preset: 'card' },
    list: { width: 140, height: 200, preset: 'wishlist' },
} as const;

/** More colours than this earns the card a badge (requirements §2.3). */
export const COLOR_BADGE_THRESHOLD = 5;

/** Link state a card passes to the product page, so its view_item can name the list the shopper came from. */
export interface ProductLinkState {
    itemList?: ProductListContext;
}

/**
 * When a card's picture loads: `first` is in the first screenful at every width (fetched at once, ahead of the rest,
 * and preloaded), `early` only on wider screens (fetched at once, at the browser's own priority, which rises if it is
 * on screen), `lazy` when the shopper scrolls near it.
 */
export type CardPictureLoading = 'first' | 'early' | 'lazy';

function CardImage({
    src,
    width,
    height,
    loading,
}: {
    src: string;
    width: number;
    height: number;
    loading: CardPictureLoading;
}) {
    // Remembered per address, so a card that gets another picture tries it afresh.
    const [failedSrc, setFailedSrc] = useState<string | null>(null);
    const failed = failedSrc === src;
    const img = useRef<HTMLImageElement>(null);
    // An image that failed before React hydrated fired its error event too early to be seen: check once mounted.
    useEffect(() => {
        const element = img.current;
        if (element && element.complete && element.naturalWidth === 0 && !element.src.endsWith(PLACEHOLDER_IMAGE)) {
            setFailedSrc(src);
        }
    }, [src]);
    return (
        <img
            ref={img}
            src={failed ? PLACEHOLDER_IMAGE : src}
            alt=""
            width={width}
            height={height}
            loading={loading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={loading === 'first' ? 'high' : undefined}
            decoding="async"
            onError={() => setFailedSrc(src)}
            data-testid="product-card-image"
        />
    );
}

/**
 * Selling price, with the Omnibus reference (the lowest price of the 30 days before the reduction) struck through
 * when a reduction is announced; "da" when variants cost more.
 */
export function PriceTag({
    price,
    lowestPrice30Days,
    startingFrom = false,
    className = '',
}: {
    price: number;
    lowestPrice30Days: number | null;
    startingFrom?: boolean;
    className?: string;
}) {
    const { t } = useTranslation();
    const reduction = reductionOf({ price, lowestPrice30Days });
    const discounted = reduction !== null;
    return (
        <p className={className ? `price-tag ${className}` : 'price-tag'} data-testid="price">
            <span className={discounted ? 'text-brand' : undefined} data-testid="price-current">
                {discounted ? <span className="sr-only">{`${t('listing.card.specialPrice')} `}</span> : null}
                {startingFrom ? <span className="font-normal">{`${t('listing.card.from')} `}</span> : null}
                {formatCents(price)}
            </span>
            {discounted ? (
                <span>
                    <span className="sr-only">{`${t('listing.card.referencePrice')} `}</span>
                    <s data-testid="price-regular">{formatCents(reduction.referencePrice)}</s>
                </span>
            ) : null}
        </p>
    );
}

export function ProductCard({
    product,
    locale,
    list,
    layout = 'grid',
    picture = 'lazy',
    headingLevel = 3,
}: {
    product: ProductCardData;
    locale: string;
    /** The list the card is shown in and its position there (analytics). */
    list?: ProductListContext;
    layout?: ProductCardLayout;
    /** When the card's picture loads: at once for cards in the first screenful, else lazily. */
    picture?: CardPictureLoading;
    headingLevel?: 2 | 3 | 4;
}) {
    const { t, language } = useTranslation();
    const size = IMAGE_SIZE[layout];
    const percent = reductionOf(product)?.percent ?? null;
    const omnibus = omnibusSentence(t, product, language);
    const condition = product.condition.trim() || t('listing.card.conditionDefault');
    const Heading = `h${headingLevel}` as const;
    const linkState: ProductLinkState | undefined = list ? { itemList: list } : undefined;

    return (
        <article
            // Styled in app.css (product-card and its parts), by data-layout.
            className="group product-card"
            data-testid="product-card"
            data-code={product.code}
            data-layout={layout}
        >
            <div className="product-card-media">
                <CardImage
                    src={assetUrl(product.image?.url, size.preset)}
                    width={size.width}
                    height={size.height}
                    loading={picture}
                />
                <ul className="card-badges">
                    {percent !== null ? (
                        <li className="badge-discount" data-testid="badge-discount">
                            <span aria-hidden="true">{`-${percent}%`}</span>
                            <span className="sr-only">{t('listing.card.discount', { percent })}</span>
                        </li>
                    ) : null}
                    <li data-testid="badge-condition">{condition}</li>
                    {product.colorCount > COLOR_BADGE_THRESHOLD ? (
                        <li className="badge-colors" data-testid="badge-colors">
                            {t('listing.card.colors', { count: product.colorCount })}
                        </li>
                    ) : null}
                </ul>
                <WishlistHeart sku={product.sku} name={product.name} placement="card" />
            </div>
            <div className="product-card-body">
                {product.brand ? (
                    <p className="product-card-brand" data-testid="product-brand">
                        {product.brand}
                    </p>
                ) : null}
                <Heading className="product-card-name">
                    <Link
                        to={productPath(locale, product.code)}
                        state={linkState}
                        prefetch="intent"
                        data-testid="product-card-link"
                    >
                        {product.name}
                    </Link>
                </Heading>
                <div className="product-card-price">
                    <PriceTag
                        price={product.price}
                        lowestPrice30Days={product.lowestPrice30Days}
                        startingFrom={product.priceMax > product.price}
                    />
                    <EnergyClassArrow energyClass={product.energyClass} />
                </div>
                {omnibus !== null ? (
                    // Omnibus: a card that announces a reduction also names the price it is measured from.
                    <p className="mt-1 text-xs text-neutral-600" data-testid="card-omnibus">
                        {omnibus}
                    </p>
                ) : null}
                {!product.inStock && !product.isVirtual ? (
                    <p className="mt-1 text-sm text-neutral-700" data-testid="out-of-stock">
                        {t('listing.card.outOfStock')}
                    </p>
                ) : null}
                <CardAddToCart product={product} />
            </div>
        </article>
    );
}
