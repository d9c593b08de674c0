// The order summary beside every step and on the thank-you page: lines with their 100x100 pictures, quantity and line
// total, then the totals exactly as the commerce server computed them (VAT included).
import type { CartView } from '~/lib/cart/cart';
import { assetUrl } from '~/lib/catalog/urls';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { CartSummary } from '~/components/cart/cart-summary';
import '~/lib/i18n/messages/checkout';

export function CheckoutSummary({ cart, children }: { cart: CartView; children?: React.ReactNode }) {
    const { t } = useTranslation();
    return (
        <section
            aria-labelledby="checkout-summary-title"
            className="rounded-lg bg-white p-4 shadow-sm"
            data-testid="checkout-summary"
        >
            <h2 id="checkout-summary-title" className="text-lg font-bold">
                {t('checkout.summary.title')}
            </h2>
            <ul className="mt-3 divide-y divide-neutral-200">
                {cart.lines.map(line => (
                    <li key={line.id} className="flex gap-3 py-3" data-testid="checkout-line">
                        <img
                            src={assetUrl(line.image, 'checkout')}
                            alt=""
                            width={100}
                            height={100}
                            loading="lazy"
                            className="size-[100px] shrink-0 rounded bg-neutral-100 object-contain"
                        />
                        <div className="min-w-0 flex-1 text-sm">
                            <p className="font-semibold">{line.productName}</p>
                            {line.variantName !== line.productName ? (
                                <p className="text-neutral-600">{line.variantName}</p>
                            ) : null}
                            <p className="text-neutral-600">
                                {t('checkout.summary.quantity', { count: line.quantity })}
                            </p>
                            {line.services
                                .filter(service => service.attached)
                                .map(service => (
                                    <p key={service.sku} className="text-neutral-600">
                                        + {service.name}
                                        {service.linePrice !== null ? ` (${formatCents(service.linePrice)})` : ''}
                                    </p>
                                ))}
                        </div>
                        <p className="text-sm font-semibold whitespace-nowrap" data-testid="checkout-line-total">
                            {formatCents(line.linePrice)}
                        </p>
                    </li>
                ))}
            </ul>
            <CartSummary cart={cart} />
            {children}
        </section>
    );
}
