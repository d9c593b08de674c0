// Checkout step 1 (/it/checkout/user-account, /it/Checkout/UserAccount): continue without an account (email only),
// sign in, or create an account (requirements §4). A signed-in customer has nothing to do here.
import { useEffect } from 'react';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/checkout.user-account';
import { FormErrors, PRIMARY_BUTTON_CLASS, TextField } from '~/components/account/account-form';
import { LoginViews } from '~/components/account/login-views';
import { CheckoutPage, SECTION_CLASS } from '~/components/checkout/checkout-page';
import { useCheckoutForm } from '~/components/checkout/checkout-form';
import { loginPagePath } from '~/lib/account/account-paths';
import { beginCheckoutOnce } from '~/lib/checkout/checkout-analytics';
import { checkoutStepAction } from '~/lib/checkout/checkout-actions.server';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { checkoutStepPath } from '~/lib/checkout/checkout-steps';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import '~/lib/i18n/messages/checkout';

const PRIVATE = 'private, no-store';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const checkout = await guardCheckout(request, locale, context.secureCookies, 'user-account');
    if (checkout.order.signedIn)
        throw redirect(checkoutStepPath(locale, 'shipping'), { headers: { 'Cache-Control': 'no-store' } });
    return data(
        { locale, email: checkout.order.email, cart: checkout.order.cart, orderCode: checkout.order.code },
        { headers: { 'Cache-Control': PRIVATE } },
    );
}

export async function action({ params, request, context }: Route.ActionArgs) {
    return checkoutStepAction(request, requireLocale(params), context.secureCookies, 'user-account');
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.metaTitle')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

function GuestForm({ email }: { email: string | null }) {
    const { t } = useTranslation();
    const [form, fields, formProps] = useCheckoutForm('user-account', { email: email ?? '' });
    return (
        <Form method="post" {...formProps} data-testid="checkout-guest-form">
            <FormErrors errors={form.errors} id={form.errorId} />
            <TextField
                field={fields.email!}
                label={t('checkout.userAccount.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
            />
            <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="checkout-guest-submit">
                {t('checkout.userAccount.guestSubmit')}
            </button>
        </Form>
    );
}

export default function CheckoutUserAccount({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, cart } = loaderData;
    const returnTo = checkoutStepPath(locale, 'shipping');
    useEffect(() => beginCheckoutOnce(loaderData.orderCode, cart), [loaderData.orderCode, cart]);
    return (
        <CheckoutPage locale={locale} step="user-account" cart={cart} title={t('checkout.userAccount.title')}>
            <div className="grid gap-6 md:grid-cols-2">
                <section className={SECTION_CLASS} aria-labelledby="guest-title">
                    <h2 id="guest-title" className="text-lg font-bold">
                        {t('checkout.userAccount.guestTitle')}
                    </h2>
                    <p className="mb-4 text-sm text-neutral-700">{t('checkout.userAccount.guestIntro')}</p>
                    <GuestForm email={loaderData.email} />
                </section>
                <section className={SECTION_CLASS} aria-labelledby="login-title">
                    <h2 id="login-title" className="mb-2 text-lg font-bold">
                        {t('checkout.userAccount.loginTitle')}
                    </h2>
                    <LoginViews locale={locale} mode="page" view="login" showTitle={false} returnTo={returnTo} />
                </section>
            </div>
            <section className={`${SECTION_CLASS} mt-6`} aria-labelledby="register-title">
                <h2 id="register-title" className="text-lg font-bold">
                    {t('checkout.userAccount.registerTitle')}
                </h2>
                <p className="mb-3 text-sm text-neutral-700">{t('checkout.userAccount.registerIntro')}</p>
                <Link
                    to={`${loginPagePath(locale, 'register')}&returnTo=${encodeURIComponent(returnTo)}`}
                    className="inline-block rounded border border-brand px-4 py-2 font-semibold text-brand hover:bg-red-50"
                    data-testid="checkout-register"
                >
                    {t('checkout.userAccount.register')}
                </Link>
            </section>
        </CheckoutPage>
    );
}
