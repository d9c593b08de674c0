// The product page's "Aggiungi al carrello": a real form (works without JavaScript) for the chosen variant, enabled only
// when requirements §5 allows it, with the services that apply to the product as checkboxes (requirements §4); with JavaScript it adds
// through the cart logic and stays on the page, and the boxes show what the cart has attached to the product.
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { quantityInCart, type CartView } from '~/lib/cart/cart';
import { useCart } from '~/lib/cart/use-cart';
import { useCartActions } from '~/lib/cart/use-cart-actions';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import { isPurchasable } from '~/lib/catalog/purchasability';
import { servicesForPrice } from '~/lib/catalog/service-bands';
import type { CatalogProductCard } from '~/components/catalog/product-card.fragment';
import type { CatalogProductDetail, CatalogVariant } from '~/components/catalog/product-page.fragment';
import { productPath } from '~/lib/catalog/urls';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { ServiceCheckbox } from '~/components/cart/service-checkbox';
import { StickyPurchaseBar } from '~/components/catalog/sticky-purchase-bar';
import { VARIANT_PICKER_ID } from '~/components/catalog/variant-picker';

/** SKUs of the services the cart has attached to this variant's line. */
function attachedServices(cart: CartView | null, variant: CatalogVariant | null): string[] {
    const line = variant ? cart?.lines.find(candidate => candidate.variantId === variant.id) : undefined;
    return line?.services.filter(service => service.attached).map(service => service.sku) ?? [];
}

function ServiceChoices({
    services,
    isTicked,
    onToggle,
    disabled,
}: {
    services: CatalogProductCard[];
    isTicked: (sku: string) => boolean;
    onToggle: (sku: string, on: boolean) => void;
    disabled: boolean;
}) {
    const { t } = useTranslation();
    return (
        <fieldset className="mb-4 max-w-lg" data-testid="product-services">
            <legend className="font-semibold">{t('cart.services.legend')}</legend>
            <ul className="mt-2 flex flex-col gap-2">
                {services.map(service => (
                    <li key={service.sku} data-testid="product-service" data-sku={service.sku}>
                        <label className="flex items-center gap-2 text-sm">
                            <ServiceCheckbox
                                sku={service.sku}
                                checked={isTicked(service.sku)}
                                disabled={disabled}
                                onToggle={onToggle}
                            />
                            <span className="flex-1" data-testid="product-service-name">
                                {service.name}
                            </span>
                            <span className="shrink-0 font-semibold" data-testid="product-service-price">
                                {`+${formatCents(service.price)}`}
                            </span>
                        </label>
                    </li>
                ))}
            </ul>
        </fieldset>
    );
}

export const UNAVAILABLE_CLASS =
    'disabled:cursor-not-allowed disabled:bg-neutral-400 aria-disabled:cursor-not-allowed aria-disabled:bg-neutral-400';

/**
 * A button that cannot be pressed now. Once the page runs it stays focusable (aria-disabled, the handler refusing), so
 * pressing it with the keyboard never sends the focus to the top of the page while the add is on its way or after it
 * has used up the stock; before that, and without JavaScript, the form cannot be sent at all.
 */
export function unavailable(hydrated: boolean, disabled: boolean) {
    return hydrated ? { 'aria-disabled': disabled } : { disabled };
}

/** The chosen variant's price; before a choice the lowest, "da" when the variants' prices differ. */
function barPrice(product: CatalogProductDetail, variant: CatalogVariant | null, from: string): string | null {
    if (variant) return formatCents(variant.price);
    const prices = product.variants.map(candidate => candidate.price);
    if (prices.length === 0) return null;
    const lowest = Math.min(...prices);
    return Math.max(...prices) > lowest ? `${from} ${formatCents(lowest)}` : formatCents(lowest);
}

export function ProductAddToCart({
    product,
    variant,
    locale,
}: {
    product: CatalogProductDetail;
    /** The concrete variant chosen (colour and size), or null while something is left to choose. */
    variant: CatalogVariant | null;
    locale: string;
}) {
    const { t } = useTranslation();
    const location = useLocation();
    const { cart, loading } = useCart();
    const { addToCart, prepare, busy: sending } = useCartActions();
    const hydrated = useHydrated();
    // Boxes the shopper changed since the last add (kept across a change of colour or size); the others follow the cart.
    const [ticked, setTicked] = useState<Readonly<Record<string, boolean>>>({});
    const formId = useId();
    const form = useRef<HTMLFormElement>(null);

    const inCart = variant ? quantityInCart(cart, variant.id) : 0;
    const purchasable = variant !== null && isPurchasable(product, variant, inCart);
    // Once the page runs, the cart must be known before the rule can be checked (requirements §5: not while loading).
    const waiting = hydrated && (loading || sending || cart === null);
    const disabled = !purchasable || waiting;
    const label = variant !== null && !purchasable ? t('cart.unavailable') : t('cart.add');

    // The chosen variant's price band decides which tier of a service it gets; before a choice, those the catalog
    // lists for any of the product's variants.
    const services = variant ? servicesForPrice(product.services, variant.price) : product.services;
    const attached = attachedServices(cart, variant);
    const isTicked = (sku: string) => ticked[sku] ?? attached.includes(sku);
    const toggle = (sku: string, on: boolean) => setTicked(current => ({ ...current, [sku]: on }));

    return (
        <>
            <form
                ref={form}
                id={formId}
                method="post"
                action={`${productPath(locale, product.code)}${location.search}`}
                className="mt-4"
                data-testid="product-add-form"
                onPointerEnter={prepare}
                onFocus={prepare}
                onSubmit={event => {
                    if (!hydrated) return;
                    event.preventDefault();
                    if (!variant || disabled) return;
                    const chosen =
                        services.length > 0
                            ? {
                                  productCode: product.code,
                                  serviceSkus: services.map(service => service.sku).filter(isTicked),
                              }
                            : undefined;
                    const item = {
                        sku: variant.sku,
                        name: product.name,
                        brand: product.brand,
                        unitPrice: variant.price,
                    };
                    void addToCart(variant.id, 1, item, chosen).then(result => {
                        // The boxes show the cart again; after a refusal they keep the shopper's choice to retry.
                        if (result.ok) setTicked({});
                    });
                }}
            >
                <input type="hidden" name="variantId" value={variant?.id ?? ''} />
                <input type="hidden" name="quantity" value="1" />
                {services.length > 0 ? (
                    <ServiceChoices services={services} isTicked={isTicked} onToggle={toggle} disabled={sending} />
                ) : null}
                <button
                    type="submit"
                    {...unavailable(hydrated, disabled)}
                    aria-busy={waiting}
                    className={`w-full rounded bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 sm:w-auto ${UNAVAILABLE_CLASS}`}
                    data-testid="add-to-cart"
                >
                    {label}
                </button>
            </form>
            <StickyPurchaseBar
                purchase={form}
                name={product.name}
                price={barPrice(product, variant, t('listing.card.from'))}
            >
                {variant ? (
                    <button
                        type="submit"
                        form={formId}
                        {...unavailable(hydrated, disabled)}
                        aria-busy={waiting}
                        className={`shrink-0 rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 ${UNAVAILABLE_CLASS}`}
                        data-testid="sticky-add-to-cart"
                    >
                        {label}
                    </button>
                ) : (
                    <a
                        href={`#${VARIANT_PICKER_ID}`}
                        className="shrink-0 rounded border border-neutral-900 px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                        data-testid="sticky-choose-options"
                    >
                        {t('product.sticky.choose')}
                    </a>
                )}
            </StickyPurchaseBar>
        </>
    );
}
