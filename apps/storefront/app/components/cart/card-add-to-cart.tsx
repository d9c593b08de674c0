// A product card's add-to-cart button, shown on hover or focus on desktop (requirements §2.3): quantity 1 of the card's variant.
// Cards of products with several variants link to the product page instead, where colour and size are chosen. Before any
// click the button follows requirements §5 as the product page does: disabled, reading 'Prodotto non disponibile', when
// the variant has no stock or the cart already holds all that may be bought.
import { Link } from 'react-router';
import type { CatalogProductCard } from '~/components/catalog/product-card.fragment';
import { isPurchasable } from '~/lib/catalog/purchasability';
import { productPath } from '~/lib/catalog/urls';
import { quantityInCart } from '~/lib/cart/cart';
import { useCart } from '~/lib/cart/use-cart';
import { useCartActions } from '~/lib/cart/use-cart-actions';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** Above the card's stretched link; only from 1024 px, where a pointer can hover (app.css). */
const REVEAL = 'card-reveal';

export function CardAddToCart({ product, locale }: { product: CatalogProductCard; locale: string }) {
    const { t } = useTranslation();
    const { cart, loading } = useCart();
    const { addToCart, prepare, busy } = useCartActions();

    if (product.variantCount > 1) {
        return (
            <Link
                to={productPath(locale, product.code)}
                className={`${REVEAL} card-reveal-options`}
                data-testid="card-choose-options"
                tabIndex={-1}
            >
                {t('cart.chooseVariant')}
            </Link>
        );
    }
    const purchasable = isPurchasable(
        product,
        {
            price: product.price,
            stockStatus: product.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
            onlyXLeft: product.onlyXLeft,
        },
        quantityInCart(cart, product.variantId),
    );
    const disabled = !purchasable || loading || busy || cart === null;
    return (
        <button
            type="button"
            // Focusable while it cannot be pressed: the keyboard's focus stays on it through the add (product-add-to-cart.tsx).
            aria-disabled={disabled}
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => {
                if (disabled) return;
                void addToCart(product.variantId, 1, {
                    sku: product.sku,
                    name: product.name,
                    brand: product.brand,
                    unitPrice: product.price,
                });
            }}
            aria-label={purchasable ? t('cart.addProduct', { name: product.name }) : undefined}
            className={`${REVEAL} card-reveal-add`}
            data-testid="card-add-to-cart"
        >
            {purchasable ? t('cart.add') : t('cart.unavailable')}
        </button>
    );
}
