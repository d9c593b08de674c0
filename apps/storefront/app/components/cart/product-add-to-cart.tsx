// The product page's "Aggiungi al carrello": a real form (works without JavaScript) for the chosen variant, enabled only
// when SPEC §5 allows it; with JavaScript it adds through the cart logic and stays on the page.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { quantityInCart } from '~/lib/cart/cart';
import { useCartState } from '~/lib/cart/cart-store';
import { isPurchasable } from '~/lib/catalog/purchasability';
import type { CatalogProductDetail, CatalogVariant } from '~/lib/catalog/types';
import { productPath } from '~/lib/catalog/urls';
import { useTranslation } from '~/lib/i18n/i18n-react';

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
    const { cart, loading } = useCartState();
    const [hydrated, setHydrated] = useState(false);
    const [sending, setSending] = useState(false);
    useEffect(() => setHydrated(true), []);

    const inCart = variant ? quantityInCart(cart, variant.id) : 0;
    const purchasable = variant !== null && isPurchasable(product, variant, inCart);
    // Once the page runs, the cart must be known before the rule can be checked (SPEC §5: not while loading).
    const waiting = hydrated && (loading || sending || cart === null);
    const disabled = !purchasable || waiting;
    const label = variant !== null && !purchasable ? t('cart.unavailable') : t('cart.add');

    return (
        <form
            method="post"
            action={`${productPath(locale, product.code)}${location.search}`}
            className="mt-4"
            data-testid="product-add-form"
            onSubmit={event => {
                if (!hydrated) return;
                event.preventDefault();
                if (!variant || disabled) return;
                setSending(true);
                void import('~/lib/cart/cart-actions')
                    .then(actions =>
                        actions.addToCart(variant.id, 1, {
                            sku: variant.sku,
                            name: product.name,
                            brand: product.brand,
                            unitPrice: variant.price,
                        }),
                    )
                    .finally(() => setSending(false));
            }}
        >
            <input type="hidden" name="variantId" value={variant?.id ?? ''} />
            <input type="hidden" name="quantity" value="1" />
            <button
                type="submit"
                disabled={disabled}
                aria-busy={waiting}
                className="w-full rounded bg-brand px-6 py-3 text-lg font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900 disabled:cursor-not-allowed disabled:bg-neutral-400 sm:w-auto"
                data-testid="add-to-cart"
            >
                {label}
            </button>
        </form>
    );
}
