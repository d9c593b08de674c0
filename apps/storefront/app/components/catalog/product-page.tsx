// The product page (/it/p/{code}, /it/Product?id=…, and products the catch-all resolver finds): gallery, name, brand,
// article code, price with discount and Omnibus line, energy label, colour and size choice, stock, description,
// specifications and related products. The chosen variant comes from the URL, so the server renders it too.
import { optionGroupKind, type DeliveryWindow } from '@shop/rules';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ProductAddToCart } from '~/components/cart/product-add-to-cart';
import { quantityInCart } from '~/lib/cart/cart';
import { useCart } from '~/lib/cart/use-cart';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { EnergyClassArrow, energyClassLetter } from '~/components/catalog/energy-class-arrow';
import { ProductCard, type ProductLinkState } from '~/components/catalog/product-card';
import { ProductGallery } from '~/components/catalog/product-gallery';
import { ProductPrice } from '~/components/catalog/product-price';
import { StockAlertIsland } from '~/components/catalog/stock-alert-island';
import { FinancingEstimateView } from '~/components/financing/financing-estimate-view';
import { VariantPicker } from '~/components/catalog/variant-picker';
import { WishlistHeart } from '~/components/wishlist/wishlist-heart';
import { pushEvent } from '~/lib/analytics/data-layer';
import { viewItemEvent } from '~/lib/catalog/product-analytics';
import {
    breadcrumbListJsonLd,
    canonicalUrl,
    productJsonLd,
    scriptJson,
    type ProductPageData,
} from '~/lib/catalog/product-page';
import { isPurchasable, lowStockCount } from '~/lib/catalog/purchasability';
import type { ProductDetail } from '~/components/catalog/product-page.fragment';
import { categoryPath } from '~/lib/catalog/urls';
import { dayRange } from '~/lib/format/dates';
import { joinAsList } from '~/lib/format/lists';
import {
    leadVariant,
    optionChoices,
    priceRange,
    selectionFromSearch,
    type VariantSelection,
} from '~/lib/catalog/variant-selection';
import { useNonce } from '~/lib/http/nonce';
import { useTranslation } from '~/lib/i18n/i18n-react';

const loadEnergyLabelDialog = () => import('~/components/catalog/energy-label-dialog');
const EnergyLabelDialog = lazy(loadEnergyLabelDialog);

function ChoicePrompt({ selection }: { selection: VariantSelection }) {
    const { t, language } = useTranslation();
    // Each group left to choose named for what it varies: "Seleziona il colore e la memoria".
    const what = selection.missing.map(group =>
        t(
            `product.choose.${optionGroupKind(
                group.code,
                group.values.map(value => value.name),
            )}`,
        ),
    );
    const text = t('product.choose.prompt', {
        what: joinAsList(what, language),
    });
    return <span data-testid="product-choose">{text}</span>;
}

/** "Disponibile", "Solo 3 rimasti", "Prodotto non disponibile" (requirements §5), or what is left to choose. */
function Availability({
    product,
    selection,
    delivery,
}: {
    product: ProductDetail;
    selection: VariantSelection;
    delivery?: DeliveryWindow;
}) {
    const { t } = useTranslation();
    const { cart } = useCart();
    const { variant } = selection;
    let content;
    if (!variant && selection.missing.length > 0) {
        content = <ChoicePrompt selection={selection} />;
    } else if (
        variant &&
        isPurchasable(product, variant) &&
        !isPurchasable(product, variant, quantityInCart(cart, variant.id))
    ) {
        // requirements §5: the button is off because the cart holds every unit there is, not because none is left.
        content = (
            <span className="font-semibold text-neutral-700" data-testid="product-stock" data-stock="all-in-cart">
                {t('product.stock.allInCart')}
            </span>
        );
    } else if (!variant || !isPurchasable(product, variant)) {
        content = (
            <span className="font-semibold text-neutral-700" data-testid="product-stock" data-stock="unavailable">
                {t('product.stock.unavailable')}
            </span>
        );
    } else {
        const low = lowStockCount(product, variant);
        content =
            low !== null ? (
                <span className="font-semibold text-amber-800" data-testid="product-stock" data-stock="low">
                    {t('product.stock.onlyLeft', { count: low })}
                </span>
            ) : (
                <span className="font-semibold text-green-800" data-testid="product-stock" data-stock="available">
                    {t('product.stock.available')}
                </span>
            );
    }
    const purchasable = variant !== undefined && variant !== null && isPurchasable(product, variant);
    return (
        <div className="mt-5" aria-live="polite" data-testid="product-availability">
            <p>{content}</p>
            {purchasable && delivery ? (
                <p className="mt-1 text-sm text-neutral-700" data-testid="delivery-estimate">
                    {t('product.delivery', dayRange(delivery.earliest, delivery.latest))}
                </p>
            ) : null}
        </div>
    );
}

function JsonLd({ value }: { value: unknown }) {
    const nonce = useNonce();
    return (
        <script
            type="application/ld+json"
            nonce={nonce || undefined}
            // Browsers hide nonces from the DOM after parsing, so the hydrated attribute never matches the server's.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: scriptJson(value) }}
        />
    );
}

function EnergyLabel({ product }: { product: ProductDetail }) {
    const [open, setOpen] = useState(false);
    const [wanted, setWanted] = useState(false);
    const opener = useRef<HTMLElement | null>(null);
    const letter = energyClassLetter(product.energyClass);
    if (!letter) return null;
    return (
        <>
            <EnergyClassArrow
                energyClass={letter}
                onClick={() => {
                    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    void loadEnergyLabelDialog();
                    setWanted(true);
                    setOpen(true);
                }}
            />
            {wanted ? (
                <Suspense fallback={null}>
                    <EnergyLabelDialog
                        open={open}
                        onOpenChange={setOpen}
                        letter={letter}
                        productName={product.name}
                        productSheetUrl={product.productSheetUrl}
                        returnFocusTo={opener}
                    />
                </Suspense>
            ) : null}
        </>
    );
}

export function ProductPage({ data }: { data: ProductPageData }) {
    const { t } = useTranslation();
    const { product, locale } = data;
    const location = useLocation();
    // A choice the shopper just made counts at once, while its navigation is on its way: the options' links are then
    // built on it, so a second quick click (colour, then size) keeps the first instead of replacing it.
    const navigation = useNavigation();
    const pendingSearch =
        navigation.location?.pathname === location.pathname ? navigation.location.search : location.search;
    const search = useMemo(() => new URLSearchParams(pendingSearch), [pendingSearch]);
    const selection = useMemo(() => selectionFromSearch(product, search), [product, search]);
    const groups = useMemo(() => optionChoices(product, selection, search), [product, selection, search]);
    const range = useMemo(() => priceRange(product), [product]);
    const lead = useMemo(() => leadVariant(product), [product]);
    const { variant } = selection;
    // The estimate follows the chosen variant's price, or the only price there is before a choice.
    const shownPrice = variant?.price ?? (range && range.min === range.max ? range.min : null);
    const estimate = shownPrice !== null ? (data.financing?.estimates[String(shownPrice)] ?? null) : null;
    const merchantSku = variant?.merchantSku ?? null;
    // The heart keeps the chosen variant, or the one shown before a choice (the product's first).
    const wishlistSku = (variant ?? product.variants[0])?.sku ?? null;

    // A card's link state names the list the shopper came from; a reload or a shared link has none.
    const itemList = (location.state as ProductLinkState | null)?.itemList;
    const viewedSku = variant?.sku ?? null;
    // One event per product and chosen variant: a revalidation hands over equal but new objects, which are no new view.
    const onViewItem = useEffectEvent(() => pushEvent(viewItemEvent(product, variant, itemList)));
    useEffect(() => {
        onViewItem();
    }, [product.code, viewedSku]);

    const categories = product.breadcrumbs;
    const trail = [
        ...categories.map(category => ({ label: category.name, href: categoryPath(locale, category.slug) })),
        { label: product.name },
    ];

    return (
        <div className="mx-auto max-w-7xl px-4 py-6" data-testid="product-page" data-code={product.code}>
            <Breadcrumbs locale={locale} items={trail} />
            <div className="mt-6 grid gap-8 md:grid-cols-2 lg:grid-cols-[560px_minmax(0,1fr)] lg:gap-12">
                <ProductGallery
                    key={product.code}
                    images={product.images}
                    productName={product.name}
                    initialIndex={variant?.imageIndex ?? 0}
                />
                <div>
                    {product.brand ? (
                        <p
                            className="text-sm font-semibold tracking-wide text-neutral-600 uppercase"
                            data-testid="product-brand"
                        >
                            <span className="sr-only">{`${t('product.brandLabel')}: `}</span>
                            {product.brand}
                        </p>
                    ) : null}
                    <h1 className="mt-1 text-2xl font-bold md:text-3xl" data-testid="product-name">
                        {product.name}
                    </h1>
                    {merchantSku ? (
                        <p className="mt-2 text-sm text-neutral-700">
                            {`${t('product.skuLabel')}: `}
                            <span data-testid="product-sku">{merchantSku}</span>
                        </p>
                    ) : null}
                    <div className="mt-5">
                        <ProductPrice
                            variant={variant}
                            lead={lead}
                            range={range}
                            energyArrow={<EnergyLabel key={product.code} product={product} />}
                        />
                        {product.productSheetUrl && energyClassLetter(product.energyClass) ? (
                            <p className="mt-1 text-sm">
                                <a
                                    href={product.productSheetUrl}
                                    target="_blank"
                                    rel="noopener noreferrer"
                                    className="underline underline-offset-2 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                                    data-testid="product-sheet-page-link"
                                >
                                    {t('product.energyLabel.productSheet')}
                                    <span className="sr-only">{` ${t('product.energyLabel.opensInNewTab')}`}</span>
                                </a>
                            </p>
                        ) : null}
                        {estimate && data.financing ? (
                            <FinancingEstimateView offer={estimate} lender={data.financing.lender} className="mt-3" />
                        ) : null}
                    </div>
                    <VariantPicker groups={groups} />
                    <Availability product={product} selection={selection} delivery={data.delivery} />
                    <ProductAddToCart product={product} variant={variant} locale={locale} />
                    <StockAlertIsland product={product} variant={variant} locale={locale} />
                    {wishlistSku ? <WishlistHeart sku={wishlistSku} name={product.name} placement="page" /> : null}
                </div>
            </div>

            {product.description.trim() ? (
                <section className="mt-12 max-w-3xl" aria-labelledby="product-description">
                    <h2 id="product-description" className="text-xl font-bold">
                        {t('product.description')}
                    </h2>
                    {/* Staff-written HTML, trusted like CMS pages; the CSP still blocks any script in it. */}
                    <div
                        className="cms-content mt-3"
                        data-testid="product-description"
                        dangerouslySetInnerHTML={{ __html: product.description }}
                    />
                </section>
            ) : null}

            {product.specifications.length > 0 ? (
                <section className="mt-10 max-w-3xl" aria-labelledby="product-specifications">
                    <h2 id="product-specifications" className="text-xl font-bold">
                        {t('product.specifications')}
                    </h2>
                    <table className="mt-3 w-full border-collapse text-sm" data-testid="product-specifications">
                        <tbody>
                            {product.specifications.map((row, index) => (
                                <tr key={`${index}-${row.label}`} className="border-b border-neutral-200">
                                    <th scope="row" className="w-2/5 py-2 pr-4 text-left align-top font-semibold">
                                        {row.label}
                                    </th>
                                    <td className="py-2 align-top">{row.value}</td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                </section>
            ) : null}

            {product.related.length > 0 ? (
                // Padding around the cards holds their focus ring and shadow inside the painted area.
                <section
                    className="render-when-near -mx-2 mt-10 -mb-2 px-2 pt-2 pb-2 [--near-height:1700px] sm:[--near-height:2000px] md:[--near-height:1350px] lg:[--near-height:1100px]"
                    aria-labelledby="product-related"
                >
                    <h2 id="product-related" className="text-xl font-bold">
                        {t('product.related')}
                    </h2>
                    <ul
                        className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
                        data-testid="product-related"
                    >
                        {product.related.map((card, index) => (
                            <li key={card.code}>
                                <ProductCard
                                    product={card}
                                    locale={locale}
                                    list={{ listId: 'related', listName: t('product.related'), index }}
                                />
                            </li>
                        ))}
                    </ul>
                </section>
            ) : null}

            <JsonLd value={productJsonLd(data, variant)} />
            <JsonLd
                value={breadcrumbListJsonLd(data.origin, locale, t('breadcrumbs.home'), categories, {
                    name: product.name,
                    url: canonicalUrl(data, product.code),
                })}
            />
        </div>
    );
}
