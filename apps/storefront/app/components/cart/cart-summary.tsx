// The totals block of a cart: the figures of the commerce server's Order.summary, as the sidebar, the cart page and
// checkout show them. Only the figures: forms for coupons and gift cards sit beside it, not in it.
import type { CartView } from '~/lib/cart/cart';
import { formatCents } from '~/lib/format/money';
import { type DecimalStyle, formatDecimal } from '~/lib/format/numbers';
import { useTranslation } from '~/lib/i18n/i18n-react';

const VAT_RATE: DecimalStyle = { minimumFractionDigits: 0, maximumFractionDigits: 2, grouping: 'min2' };

/** What shipping costs as the shopper reads it: the amount, Gratuita, or later at checkout when not known yet. */
function useShippingText(shipping: number | null): string {
    const { t } = useTranslation();
    if (shipping === null) return t('cart.summary.shippingAtCheckout');
    return shipping === 0 ? t('cart.summary.shippingFree') : formatCents(shipping);
}

/** Subtotal before discounts, each discount, shipping, gift cards, total, and the VAT the total includes. */
export function CartSummary({ cart }: { cart: CartView }) {
    const { t } = useTranslation();
    const shipping = useShippingText(cart.shipping);
    return (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="cart-summary">
            <dt>{t('cart.summary.subtotal')}</dt>
            <dd className="text-right" data-testid="cart-subtotal">
                {formatCents(cart.subTotal)}
            </dd>
            {cart.discounts.map((discount, index) => (
                <div key={`${index}-${discount.description}`} className="contents">
                    <dt data-testid="cart-discount-name">{discount.description || t('cart.summary.discount')}</dt>
                    <dd className="text-right text-brand" data-testid="cart-discount">
                        {formatCents(discount.amount)}
                    </dd>
                </div>
            ))}
            <dt>{t('cart.summary.shipping')}</dt>
            <dd className="text-right" data-testid="cart-shipping">
                {shipping}
            </dd>
            {cart.giftCardTotal !== 0 ? (
                <>
                    <dt>{t('cart.summary.giftCards')}</dt>
                    <dd className="text-right" data-testid="cart-gift-cards">
                        {formatCents(cart.giftCardTotal)}
                    </dd>
                </>
            ) : null}
            {/* The total, with the VAT it includes, under one rule across both columns. */}
            <div className="col-span-2 mt-2 grid grid-cols-[1fr_auto] gap-x-4 border-t border-neutral-200 pt-2">
                <dt className="text-base font-bold">{t('cart.summary.total')}</dt>
                <dd className="text-right text-base font-bold" data-testid="cart-total">
                    {formatCents(cart.total)}
                </dd>
                <dd className="col-span-2 text-right text-xs text-neutral-700" data-testid="cart-vat">
                    {t('cart.summary.vatIncluded')}
                    {cart.vatRates.map(vat => (
                        <span key={vat.rate} className="block" data-testid="cart-vat-rate">
                            {t('cart.summary.vatOf', {
                                rate: formatDecimal(vat.rate, VAT_RATE),
                                amount: formatCents(vat.amount),
                            })}
                        </span>
                    ))}
                </dd>
            </div>
        </dl>
    );
}
