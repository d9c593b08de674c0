// The order's totals as the commerce server computed them.
import type { CartView } from '~/lib/cart/cart';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

export function CheckoutTotals({ cart }: { cart: CartView }) {
    const { t } = useTranslation();
    return (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="checkout-totals">
            <dt>{t('cart.summary.subtotal')}</dt>
            <dd className="text-right">{formatCents(cart.subTotal)}</dd>
            {cart.discounts.map((discount, index) => (
                <div key={`${index}-${discount.description}`} className="contents">
                    <dt>{discount.description || t('cart.summary.discount')}</dt>
                    <dd className="text-right text-brand">{formatCents(discount.amount)}</dd>
                </div>
            ))}
            <dt>{t('cart.summary.shipping')}</dt>
            <dd className="text-right">
                {cart.shipping > 0 ? formatCents(cart.shipping) : t('checkout.shipping.free')}
            </dd>
            <dt className="mt-2 text-base font-bold">
                {t('cart.summary.total')} <span className="text-xs font-normal">({t('cart.summary.vatIncluded')})</span>
            </dt>
            <dd className="mt-2 text-right text-base font-bold" data-testid="checkout-total">
                {formatCents(cart.total)}
            </dd>
        </dl>
    );
}
