// /it/checkout-error and /it/CheckoutError (requirements §2.2): a payment answer that could not be verified, or a
// checkout that could not go on. Nothing was changed; the shopper can go back to the payment step.
import { data, Link } from 'react-router';
import type { Route } from './+types/checkout-error';
import { SECTION_CLASS } from '~/components/checkout/checkout-page';
import type { LayoutHandle } from '~/components/layout/app-shell';
import { checkoutStepPath } from '~/lib/checkout/checkout-steps';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import '~/lib/i18n/messages/checkout';

export const handle: LayoutHandle = { header: 'simple' };

export function loader({ params }: Route.LoaderArgs) {
    return data({ locale: requireLocale(params) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.error.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

export default function CheckoutError({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <div className="mx-auto max-w-2xl px-4 py-10" data-testid="checkout-error">
            <section className={SECTION_CLASS}>
                <h1 className="text-2xl font-bold">{t('checkout.error.title')}</h1>
                <p className="mt-3 text-neutral-700">{t('checkout.error.text')}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                    <Link
                        to={checkoutStepPath(loaderData.locale, 'payment')}
                        className="rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
                    >
                        {t('checkout.error.backToPayment')}
                    </Link>
                    <Link
                        to={`/${loaderData.locale}/cart`}
                        className="rounded border border-brand px-4 py-2.5 font-semibold text-brand"
                    >
                        {t('checkout.backToCart')}
                    </Link>
                </div>
            </section>
        </div>
    );
}
