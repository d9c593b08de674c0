// The login modal's views as a page (/it/login?view=register|forgot-password|thank-you): where the header's "Accedi"
// leads before JavaScript runs, and the action every account form posts to, with or without JavaScript.
import { data, redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginViews } from '~/components/account/login-views';
import { loginViewOf, myAccountPath, safeReturnPath } from '~/lib/account/account-paths';
import { accountPageAction } from '~/lib/account/account-operations.server';
import { signedInCustomer } from '~/lib/account/customer-session.server';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import '~/lib/i18n/messages/account';

const PRIVATE = 'private, no-store';

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    // A signed-in customer has nothing to do here.
    const query = new URL(request.url).searchParams;
    const returnTo = safeReturnPath(query.get('returnTo'), locale);
    if (await signedInCustomer(request)) throw redirect(returnTo ?? myAccountPath(locale));
    const view = loginViewOf(query.get('view'));
    return data({ locale, view, returnTo: returnTo ?? null }, { headers: { 'Cache-Control': PRIVATE } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
    const locale = requireLocale(params);
    return accountPageAction(request, locale, context.secureCookies, ['login', 'register', 'forgot-password']);
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('account.page.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,follow' },
    ];
};

export default function LoginPage({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    return (
        <div className="mx-auto max-w-md px-4 py-8" data-testid="login-page">
            <h1 className="sr-only">{t('account.page.title')}</h1>
            <div className="rounded-lg bg-white p-6 shadow-sm">
                <LoginViews
                    locale={loaderData.locale}
                    mode="page"
                    view={loaderData.view}
                    returnTo={loaderData.returnTo ?? undefined}
                />
            </div>
        </div>
    );
}
