// Checkout's last page (/it/checkout/thank-you, /it/Checkout/ThankYou): the order code, its summary and what happens
// next. Only the browser that paid sees it (its `last-order` cookie), as often as it reloads; GA4's purchase goes once.
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/checkout.thank-you';
import { AddressBlock, SECTION_CLASS } from '~/components/checkout/checkout-page';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import { myAccountPath } from '~/lib/account/account-paths';
import { purchaseOnce } from '~/lib/checkout/checkout-analytics';
import { loadPlacedOrder, readLastOrderCode } from '~/lib/checkout/placed-order.server';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/checkout';

const PRIVATE = 'private, no-store';

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const code = readLastOrderCode(request);
    const order = code ? await loadPlacedOrder(shopContextFor(request, locale), code) : null;
    if (!order) throw redirect(`/${locale}/cart`, { headers: { 'Cache-Control': 'no-store' } });
    return data({ locale, order }, { headers: { 'Cache-Control': PRIVATE } });
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.thankYou.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

export default function CheckoutThankYou({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, order } = loaderData;
    useEffect(
        () =>
            purchaseOnce(
                {
                    code: order.code,
                    total: order.cart.total,
                    shipping: order.cart.shipping ?? 0,
                    tax: order.cart.vat,
                    coupon: order.cart.couponCodes[0],
                },
                order.cart,
            ),
        [order],
    );
    return (
        <div className="mx-auto max-w-6xl px-4 py-6" data-testid="checkout-thank-you">
            <div className="grid items-start gap-6 lg:grid-cols-[1fr_380px]">
                <section className={SECTION_CLASS}>
                    <h1 className="text-2xl font-bold text-brand">{t('checkout.thankYou.title')}</h1>
                    <p className="mt-3 text-lg">
                        {t('checkout.thankYou.code')}: <strong data-testid="order-code">{order.code}</strong>
                    </p>
                    {order.email ? (
                        <p className="mt-1">
                            {order.payment === 'paid'
                                ? t('checkout.thankYou.emailSent', { email: order.email })
                                : t('checkout.thankYou.emailReceived', { email: order.email })}
                        </p>
                    ) : null}
                    <h2 className="mt-6 text-lg font-bold">{t('checkout.thankYou.nextTitle')}</h2>
                    <p className="mt-1 text-neutral-700" data-testid="order-next">
                        {order.payment === 'paid'
                            ? t('checkout.thankYou.next')
                            : order.payment === 'in-review'
                              ? t('checkout.thankYou.inReview')
                              : t('checkout.thankYou.pending')}
                    </p>
                    <div className="mt-6 flex flex-wrap gap-3">
                        <Link
                            to={`/${locale}`}
                            className="rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
                        >
                            {t('checkout.thankYou.keepShopping')}
                        </Link>
                        {order.signedIn ? (
                            <Link
                                to={myAccountPath(locale, 'cronologia-ordini')}
                                className="rounded border border-brand px-4 py-2.5 font-semibold text-brand hover:bg-red-50"
                            >
                                {t('checkout.thankYou.orders')}
                            </Link>
                        ) : null}
                    </div>
                </section>
                <aside>
                    <CheckoutSummary cart={order.cart}>
                        <AddressBlock title={t('checkout.summary.shipTo')} address={order.shippingAddress} />
                        <AddressBlock title={t('checkout.summary.billTo')} address={order.billingAddress} />
                    </CheckoutSummary>
                </aside>
            </div>
        </div>
    );
}
