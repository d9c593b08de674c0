// A product card's add-to-cart button, shown on hover or focus on desktop (requirements §2.3): quantity 1 of the card's
// variant. Cards of products with several variants say "Scegli le opzioni" instead: the card's link leads to the
// product page, where colour and size are chosen. Before any click the button follows requirements §5 as the product
// page does: disabled, reading 'Prodotto non disponibile', when the variant has no stock or the cart already holds all
// that may be bought.
import type { CatalogProductCard } from '~/components/catalog/product-card.fragment';
import { isPurchasable } from '~/lib/catalog/purchasability';
import { quantityInCart } from '~/lib/cart/cart';
import { useCart } from '~/lib/cart/use-cart';
import { useCartActions } from '~/lib/cart/use-cart-actions';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** Above the card's stretched link; only from 1024 px, where a pointer can hover (app.css). */
const REVEAL = 'card-reveal';

export function CardAddToCart({ product }: { product: CatalogProductCard }) {
    return product.variantCount > 1 ? <ChooseOptions /> : <AddButton product={product} />;
}

/**
 * The card's own link, stretched over the card, takes the click: this only says where it leads. Not a link of its own,
 * and no cart hooks, so a listing renders one link per card (app.css: .card-reveal-options lets the pointer through).
 */
function ChooseOptions() {
    const { t } = useTranslation();
    return (
        <span aria-hidden="true" className={`${REVEAL} card-reveal-options`} data-testid="card-choose-options">
            {t('cart.chooseVariant')}
        </span>
    );
}

function AddButton({ product }: { product: CatalogProductCard }) {
    const { t } = useTranslation();
    const { cart, loading } = useCart();
    const { addToCart, prepare, busy } = useCartActions();
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
