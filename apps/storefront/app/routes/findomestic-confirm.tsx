// /it/findomestic-confirm and /it/Checkout/FindomesticConfirm: where Findomestic's web app sends the shopper back
// (`esito`, with the return's own token). The return is unsigned and changes nothing: the page shows what the commerce
// server knows — awaiting Findomestic's callback, "in valutazione" once the callback approved (staff settle), approved,
// refused — as often as it is reloaded (decision 059).
import { data, Link } from 'react-router';
import type { Route } from './+types/findomestic-confirm';
import { SECTION_CLASS } from '~/components/checkout/checkout-page';
import type { LayoutHandle } from '~/components/layout/app-shell';
import { checkoutStepPath } from '~/lib/checkout/checkout-steps';
import { lastOrderCookie } from '~/lib/checkout/placed-order.server';
import { applyFinancingReturn, paramsOf } from '~/lib/checkout/payments.server';
import { pageData } from '~/lib/errors/page-data.server';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/checkout';

export const handle: LayoutHandle = { header: 'simple' };

type Standing = 'awaiting' | 'in-review' | 'approved' | 'refused' | 'cancelled' | 'invalid';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const query = new URL(request.url).searchParams;
    const outcome = await pageData(() => applyFinancingReturn(shopContextFor(request, locale), paramsOf(query)));
    const standing: Standing = !outcome.verified
        ? 'invalid'
        : outcome.outcome === 'approved' || outcome.outcome === 'paid'
          ? 'approved'
          : outcome.outcome === 'in-review' || outcome.outcome === 'pending'
            ? 'in-review'
            : outcome.outcome === 'awaiting'
              ? 'awaiting'
              : outcome.outcome === 'cancelled'
                ? 'cancelled'
                : 'refused';
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    if ((standing === 'approved' || standing === 'in-review') && outcome.orderCode) {
        headers.append('Set-Cookie', lastOrderCookie(outcome.orderCode, context.secureCookies));
    }
    return data(
        { locale, standing, orderCode: outcome.orderCode ?? '' },
        { status: standing === 'invalid' ? 400 : 200, headers },
    );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.findomestic.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

export default function FindomesticConfirm({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, standing, orderCode } = loaderData;
    const placed = standing === 'approved' || standing === 'in-review';
    return (
        <div className="mx-auto max-w-2xl px-4 py-10" data-testid="findomestic-confirm" data-standing={standing}>
            <section className={SECTION_CLASS}>
                <h1 className="text-2xl font-bold">
                    {standing === 'in-review'
                        ? t('checkout.findomestic.inReview')
                        : t('checkout.findomestic.metaTitle')}
                </h1>
                <p className="mt-3 text-neutral-700" data-testid="findomestic-standing">
                    {standing === 'in-review'
                        ? t('checkout.findomestic.inReviewText', { code: orderCode })
                        : standing === 'approved'
                          ? t('checkout.findomestic.approved', { code: orderCode })
                          : standing === 'awaiting'
                            ? t('checkout.findomestic.awaiting', { code: orderCode })
                            : t(`checkout.findomestic.${standing}`)}
                </p>
                <div className="mt-6">
                    <Link
                        to={placed ? checkoutStepPath(locale, 'thank-you') : checkoutStepPath(locale, 'payment')}
                        className="rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
                        data-testid="findomestic-next"
                    >
                        {placed ? t('checkout.findomestic.toOrder') : t('checkout.error.backToPayment')}
                    </Link>
                </div>
            </section>
        </div>
    );
}
