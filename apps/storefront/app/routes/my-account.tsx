// /it/my-account/{pageName?} and /it/MyAccount: the account area, for signed-in customers only (the is-authenticated
// guard, requirements §2.1). Its own pages (profile, addresses, newsletter, orders, wishlist, reviews) come with the
// account area's feature; for now the overview shows who is signed in, and the order history lists the placed orders.
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/my-account';
import { activeCustomer, placedOrders, type PlacedOrderRow } from '~/lib/account/account.server';
import { endedSessionCookies } from '~/lib/account/customer-session.server';
import { loginHomePath, myAccountPath } from '~/lib/account/account-paths';
import { orderStateLabel } from '~/lib/account/order-states';
import { pageData } from '~/lib/errors/page-data.server';
import { runGuards } from '~/lib/guards/route-guards.server';
import { formatCents, formatDate } from '~/lib/format/money';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { messageCookie } from '~/lib/session/message-cookie.server';
import { sessionCookieFor } from '~/lib/session/vendure-session.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/account';

const PRIVATE = 'private, no-store';

/** requirements §2.2: the area's pages by name; the order history is also 'cronologia-ordini'. */
const PAGES: Record<string, 'overview' | 'orders'> = {
    MyProfile: 'overview',
    AddressesDetails: 'overview',
    MyNewsletter: 'overview',
    MyWishlist: 'overview',
    MyReviews: 'overview',
    OrderHistory: 'orders',
    'cronologia-ordini': 'orders',
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    await runGuards(['is-authenticated'], { request, params });
    const page = params.pageName === undefined ? 'overview' : PAGES[params.pageName];
    if (!page) throw data(null, { status: 404 });
    const ctx = shopContextFor(request, locale);
    const me = await pageData(() => activeCustomer(ctx));
    if (!me.value) {
        // The commerce session ended (signed out elsewhere, expired there): this browser's session ends too.
        const headers = new Headers();
        for (const cookie of endedSessionCookies(context.secureCookies)) headers.append('Set-Cookie', cookie);
        const warning = getI18n(locale).t('account.session.expired');
        headers.append('Set-Cookie', messageCookie({ message: warning, type: 'warning' }, context.secureCookies));
        throw redirect(loginHomePath(locale), { headers });
    }
    const headers = new Headers({ 'Cache-Control': PRIVATE });
    const session = sessionCookieFor({ data: null, authToken: me.authToken }, ctx, context.secureCookies);
    if (session) headers.append('Set-Cookie', session);
    // Only the session's own customer's orders: the commerce server answers them for this session alone.
    const orders: PlacedOrderRow[] = page === 'orders' ? ((await pageData(() => placedOrders(ctx))) ?? []) : [];
    return data({ locale, page, customer: me.value, orders }, { headers });
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('account.myAccount.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex' },
    ];
};

const SECTIONS = ['profile', 'addresses', 'newsletter', 'wishlist', 'reviews'] as const;

export default function MyAccountPage({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, page, customer, orders } = loaderData;
    const name = `${customer.firstName} ${customer.lastName}`;
    return (
        <div className="mx-auto max-w-4xl px-4 py-8" data-testid="my-account-page">
            <div className="flex flex-wrap items-center justify-between gap-4">
                <div>
                    <h1 className="text-2xl font-bold">
                        {page === 'orders' ? t('account.myAccount.ordersTitle') : t('account.myAccount.title')}
                    </h1>
                    <p className="mt-1 text-neutral-700" data-testid="my-account-greeting">
                        {t('account.myAccount.greeting', { name: customer.firstName })}
                    </p>
                </div>
                <Form method="post" action={`/${locale}/logout`} reloadDocument>
                    <button
                        type="submit"
                        className="rounded border border-neutral-300 bg-white px-4 py-2 font-semibold hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                        data-testid="sign-out"
                    >
                        {t('account.myAccount.signOut')}
                    </button>
                </Form>
            </div>

            {page === 'orders' ? (
                <section className="mt-6 rounded-lg bg-white p-6 shadow-sm" aria-labelledby="orders-title">
                    <h2 id="orders-title" className="sr-only">
                        {t('account.myAccount.ordersTitle')}
                    </h2>
                    {orders.length === 0 ? (
                        <p data-testid="no-orders">{t('account.myAccount.noOrders')}</p>
                    ) : (
                        <table className="w-full text-left text-sm" data-testid="order-history">
                            <thead className="border-b border-neutral-200 text-neutral-600">
                                <tr>
                                    <th scope="col" className="py-2 pr-3 font-normal">
                                        {t('account.myAccount.orderCode')}
                                    </th>
                                    <th scope="col" className="py-2 pr-3 font-normal">
                                        {t('account.myAccount.orderDate')}
                                    </th>
                                    <th scope="col" className="py-2 pr-3 text-right font-normal">
                                        {t('account.myAccount.orderTotal')}
                                    </th>
                                    <th scope="col" className="py-2 font-normal">
                                        {t('account.myAccount.orderState')}
                                    </th>
                                </tr>
                            </thead>
                            <tbody className="divide-y divide-neutral-200">
                                {orders.map(order => (
                                    <tr key={order.code} data-testid="order-row" data-code={order.code}>
                                        <td className="py-2 pr-3 font-semibold break-all">{order.code}</td>
                                        <td className="py-2 pr-3">{formatDate(order.placedAt)}</td>
                                        <td className="py-2 pr-3 text-right whitespace-nowrap">
                                            {formatCents(order.total)}
                                        </td>
                                        <td className="py-2">
                                            {t(`account.myAccount.states.${orderStateLabel(order.state)}`)}
                                        </td>
                                    </tr>
                                ))}
                            </tbody>
                        </table>
                    )}
                    <Link to={myAccountPath(locale)} className="mt-4 inline-block text-brand underline">
                        {t('account.myAccount.backToAccount')}
                    </Link>
                </section>
            ) : (
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                    <section className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="details-title">
                        <h2 id="details-title" className="text-lg font-bold">
                            {t('account.myAccount.details')}
                        </h2>
                        <dl className="mt-3 space-y-2 text-sm" data-testid="my-account-details">
                            <div>
                                <dt className="text-neutral-600">{t('account.myAccount.name')}</dt>
                                <dd className="font-semibold">{name}</dd>
                            </div>
                            <div>
                                <dt className="text-neutral-600">{t('account.myAccount.email')}</dt>
                                <dd className="font-semibold break-all">{customer.email}</dd>
                            </div>
                            {customer.fiscalCode ? (
                                <div>
                                    <dt className="text-neutral-600">{t('account.myAccount.fiscalCode')}</dt>
                                    <dd className="font-semibold">{customer.fiscalCode}</dd>
                                </div>
                            ) : null}
                        </dl>
                    </section>
                    <section className="rounded-lg bg-white p-6 shadow-sm" aria-labelledby="sections-title">
                        <h2 id="sections-title" className="text-lg font-bold">
                            {t('account.myAccount.sectionsTitle')}
                        </h2>
                        <ul className="mt-3 divide-y divide-neutral-200 text-sm">
                            <li className="py-2">
                                <Link
                                    to={myAccountPath(locale, 'cronologia-ordini')}
                                    className="font-semibold text-brand underline"
                                >
                                    {t('account.myAccount.orders')}
                                </Link>
                            </li>
                            {SECTIONS.map(section => (
                                <li key={section} className="flex justify-between py-2">
                                    <span>{t(`account.myAccount.${section}`)}</span>
                                    <span className="text-neutral-500">{t('account.myAccount.comingSoon')}</span>
                                </li>
                            ))}
                        </ul>
                    </section>
                </div>
            )}
        </div>
    );
}
