// /it/avvisi/annulla?token=… : the back-in-stock email's cancel link. Opening it asks for one click (a POST), so a
// mail scanner following links cancels nothing; the page then says, in Italian, what was cancelled.
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/stock-alert-cancel';
import { productPath } from '~/lib/catalog/urls';
import { cancelStockAlert } from '~/lib/catalog/stock-alert.server';
import { isCrossSite } from '~/lib/api/endpoints.server';
import { readForm } from '~/lib/forms/read-form.server';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import '~/lib/i18n/messages/stock-alert';

const PRIVATE = 'private, no-store';
/** `<request id>.<signature>` as the commerce server makes them; anything else is no token at all. */
const TOKEN_SHAPE = /^[1-9][0-9]{0,14}\.[A-Za-z0-9_-]{43}$/;

const STATUS = { cancelled: 200, invalid: 400, rateLimited: 429, unavailable: 503 } as const;

export function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const token = new URL(request.url).searchParams.get('token') ?? '';
    return data({ locale, token: TOKEN_SHAPE.test(token) ? token : null }, { headers: { 'Cache-Control': PRIVATE } });
}

export async function action({ params, request }: Route.ActionArgs) {
    const locale = requireLocale(params);
    if (isCrossSite(request)) {
        return data({ state: 'invalid' as const }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
    }
    const token = (await readForm(request)).get('token');
    const outcome =
        typeof token === 'string' && TOKEN_SHAPE.test(token)
            ? await cancelStockAlert(request, locale, token)
            : ({ state: 'invalid' } as const);
    return data(outcome, { status: STATUS[outcome.state], headers: { 'Cache-Control': 'no-store' } });
}

export function headers() {
    // The token is in the address: no referrer may carry it to another site.
    return { 'Cache-Control': PRIVATE, 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('stockAlert.cancel.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex' },
    ];
};

const BUTTON_CLASS =
    'rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-neutral-400';
const LINK_CLASS =
    'font-semibold text-brand underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export default function StockAlertCancelPage({ loaderData, actionData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const navigation = useNavigation();
    const { locale, token } = loaderData;
    const home = (
        <Link to={`/${locale}`} className={LINK_CLASS}>
            {t('stockAlert.cancel.toHome')}
        </Link>
    );
    let content;
    if (actionData?.state === 'cancelled') {
        const product = actionData.productName;
        content = (
            <>
                <p role="status" className="mb-4" data-testid="stock-alert-cancelled">
                    {actionData.alreadyNotified
                        ? t('stockAlert.cancel.alreadyNotified', { product })
                        : product
                          ? t('stockAlert.cancel.done', { product })
                          : t('stockAlert.cancel.doneNoProduct')}
                </p>
                <p className="flex flex-wrap gap-4">
                    {actionData.productCode ? (
                        <Link to={productPath(locale, actionData.productCode)} className={LINK_CLASS}>
                            {t('stockAlert.cancel.toProduct')}
                        </Link>
                    ) : null}
                    {home}
                </p>
            </>
        );
    } else if (actionData || token === null) {
        const key =
            token === null
                ? 'stockAlert.cancel.missing'
                : actionData?.state === 'invalid'
                  ? 'stockAlert.cancel.invalid'
                  : actionData?.state === 'rateLimited'
                    ? 'stockAlert.errors.rateLimited'
                    : 'stockAlert.cancel.unavailable';
        content = (
            <>
                <p role="alert" className="mb-4" data-testid="stock-alert-cancel-error">
                    {t(key)}
                </p>
                <p>{home}</p>
            </>
        );
    } else {
        content = (
            <Form method="post" replace data-testid="stock-alert-cancel-form">
                <input type="hidden" name="token" value={token} />
                <p className="mb-4 text-neutral-700">{t('stockAlert.cancel.intro')}</p>
                <button
                    type="submit"
                    className={BUTTON_CLASS}
                    disabled={navigation.state === 'submitting'}
                    data-testid="stock-alert-cancel-submit"
                >
                    {t('stockAlert.cancel.submit')}
                </button>
            </Form>
        );
    }
    return (
        <div className="mx-auto max-w-md px-4 py-8" data-testid="stock-alert-cancel-page">
            <div className="rounded-lg bg-white p-6 shadow-sm">
                <h1 className="mb-3 text-2xl font-bold">{t('stockAlert.cancel.title')}</h1>
                {content}
            </div>
        </div>
    );
}
