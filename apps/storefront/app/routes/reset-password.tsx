// /it/reset-password?token=… (also /it/ResetPassword and the older emails' /customer/account/createPassword): the
// shopper chooses a new password with the token from the email; an expired or used token says so and offers a new one.
import { data } from 'react-router';
import type { Route } from './+types/reset-password';
import { ResetPasswordForm } from '~/components/account/reset-password-form';
import { accountPageAction } from '~/lib/account/account-operations.server';
import { resetTokenUsable } from '~/lib/account/account.server';
import { getI18n } from '~/lib/i18n/i18n';
import { requireLocale } from '~/lib/locale/require-locale';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/account';

const PRIVATE = 'private, no-store';

/** Tokens are Vendure's (hex); anything far from that shape is no token at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,256}$/;

export async function loader({ params, request }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const given = new URL(request.url).searchParams.get('token') ?? '';
    const token = TOKEN_SHAPE.test(given) ? given : null;
    // A used or expired link says so at once, not after the shopper has typed a new password twice.
    const usable = token !== null && (await resetTokenUsable(shopContextFor(request, locale), token));
    return data({ locale, token, usable }, { headers: { 'Cache-Control': PRIVATE } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
    const locale = requireLocale(params);
    return accountPageAction(request, locale, context.secureCookies, ['reset-password']);
}

export function headers() {
    // The token is in the address: no referrer may carry it to another site.
    return { 'Cache-Control': PRIVATE, 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [{ title: `${t('account.reset.metaTitle')} | ${t('site.title')}` }, { name: 'robots', content: 'noindex' }];
};

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
    return (
        <div className="mx-auto max-w-md px-4 py-8" data-testid="reset-password-page">
            <div className="rounded-lg bg-white p-6 shadow-sm">
                <ResetPasswordForm locale={loaderData.locale} token={loaderData.token} usable={loaderData.usable} />
            </div>
        </div>
    );
}
