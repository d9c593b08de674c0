// Checkout step 4 (/it/checkout/payment, /it/Checkout/Payment): card (Nexi XPay) or financing (Findomestic, only
// within its amount range), the order summary, the withdrawal information, the terms, and the button that says the
// order obliges the shopper to pay (Codice del Consumo art. 51(2)). The order total is the commerce server's.
import { useEffect, useRef } from 'react';
import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/checkout.payment';
import { CheckboxField, FieldErrors, FormErrors, PRIMARY_BUTTON_CLASS } from '~/components/account/account-form';
import { AddressBlock, CheckoutPage, SECTION_CLASS } from '~/components/checkout/checkout-page';
import { RadioOption, useCheckoutForm } from '~/components/checkout/checkout-form';
import { addPaymentInfo } from '~/lib/checkout/checkout-analytics';
import { checkoutStepAction } from '~/lib/checkout/checkout-actions.server';
import type { PaymentRedirectReply } from '~/lib/checkout/checkout-forms';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { paymentQuotes } from '~/lib/checkout/checkout.server';
import { paymentNoticeOf } from '~/lib/checkout/payment-notices';
import { pageData } from '~/lib/errors/page-data.server';
import { formatCents } from '~/lib/format/money';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/checkout';

const PRIVATE = 'private, no-store';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const { order } = await guardCheckout(request, locale, context.secureCookies, 'payment');
    const quotes = await pageData(() => paymentQuotes(shopContextFor(request, locale)));
    const notice = paymentNoticeOf(new URL(request.url).searchParams.get('esito'));
    return data(
        {
            locale,
            cart: order.cart,
            email: order.email,
            shippingAddress: order.shippingAddress,
            billingAddress: order.billingAddress,
            invoice: order.invoice,
            methods: quotes.map(quote => ({
                code: quote.code,
                eligible: quote.isEligible,
                message: quote.eligibilityMessage ?? null,
            })),
            notice,
        },
        { headers: { 'Cache-Control': PRIVATE } },
    );
}

export async function action({ params, request, context }: Route.ActionArgs) {
    return checkoutStepAction(request, requireLocale(params), context.secureCookies, 'payment');
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.payment.title')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

function isRedirectReply(value: unknown): value is PaymentRedirectReply {
    return typeof (value as PaymentRedirectReply | undefined)?.redirect?.action === 'string';
}

/**
 * XPay's hosted page takes a form post: the page makes it at once, and without JavaScript the shopper presses the
 * button (the post's fields are the commerce server's, signed there).
 */
function ProviderRedirect({ redirect }: PaymentRedirectReply) {
    const { t } = useTranslation();
    const formRef = useRef<HTMLFormElement>(null);
    useEffect(() => formRef.current?.submit(), []);
    return (
        <div className={SECTION_CLASS} data-testid="payment-redirect">
            <h2 className="text-lg font-bold">{t('checkout.payment.redirectTitle')}</h2>
            <p className="mb-4 text-sm text-neutral-700">{t('checkout.payment.redirectText')}</p>
            <form ref={formRef} method="post" action={redirect.action} id="payment-redirect-form">
                {redirect.fields.map(field => (
                    <input key={field.name} type="hidden" name={field.name} value={field.value} />
                ))}
                <button type="submit" className={PRIMARY_BUTTON_CLASS} data-testid="payment-redirect-submit">
                    {t('checkout.payment.redirectButton')}
                </button>
            </form>
        </div>
    );
}

export default function CheckoutPayment({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, cart } = loaderData;
    const actionData = useActionData();
    const navigation = useNavigation();
    const [form, fields, formProps] = useCheckoutForm('payment', { method: 'nexi-xpay' });
    const financing = loaderData.methods.find(method => method.code === 'findomestic');
    const card = loaderData.methods.find(method => method.code === 'nexi-xpay');
    const busy = navigation.state !== 'idle';
    if (isRedirectReply(actionData)) {
        return (
            <CheckoutPage locale={locale} step="payment" cart={cart} title={t('checkout.payment.title')}>
                <ProviderRedirect redirect={actionData.redirect} />
            </CheckoutPage>
        );
    }
    return (
        <CheckoutPage
            locale={locale}
            step="payment"
            cart={cart}
            title={t('checkout.payment.title')}
            aside={
                <>
                    <AddressBlock title={t('checkout.summary.shipTo')} address={loaderData.shippingAddress} />
                    <AddressBlock title={t('checkout.summary.billTo')} address={loaderData.billingAddress} />
                    {loaderData.email ? (
                        <p className="mt-3 text-sm text-neutral-700">
                            <span className="font-semibold">{t('checkout.summary.contact')}:</span> {loaderData.email}
                        </p>
                    ) : null}
                </>
            }
        >
            {loaderData.notice ? (
                <p
                    role="alert"
                    className={`mb-4 rounded border px-3 py-2 text-sm ${loaderData.notice === 'cancelled' ? 'border-neutral-300 bg-white' : 'border-brand bg-red-50 text-brand-dark'}`}
                    data-testid="payment-notice"
                >
                    {t(`checkout.payment.${loaderData.notice}`)}
                </p>
            ) : null}
            <Form
                method="post"
                {...formProps}
                className={SECTION_CLASS}
                data-testid="checkout-payment-form"
                onSubmit={event => {
                    form.onSubmit?.(event);
                    if (!event.defaultPrevented) addPaymentInfo(cart, String(form.value?.method ?? 'nexi-xpay'));
                }}
            >
                <FormErrors errors={form.errors} id={form.errorId} />
                <fieldset>
                    <legend className="mb-2 text-lg font-bold">{t('checkout.payment.methodsTitle')}</legend>
                    <div className="grid gap-2">
                        {card ? (
                            <RadioOption
                                field={fields.method!}
                                value="nexi-xpay"
                                label={t('checkout.payment.card')}
                                hint={t('checkout.payment.cardHint')}
                                testId="payment-card"
                            />
                        ) : null}
                        {financing ? (
                            <RadioOption
                                field={fields.method!}
                                value="findomestic"
                                label={t('checkout.payment.financing')}
                                hint={
                                    financing.eligible
                                        ? t('checkout.payment.financingHint')
                                        : (financing.message ?? t('checkout.payment.notFinanceable'))
                                }
                                disabled={!financing.eligible}
                                testId="payment-financing"
                            />
                        ) : null}
                    </div>
                    <FieldErrors field={fields.method!} />
                </fieldset>
                <section className="mt-6 rounded bg-neutral-50 p-3 text-sm" aria-labelledby="withdrawal-title">
                    <h2 id="withdrawal-title" className="font-semibold">
                        {t('checkout.payment.withdrawalTitle')}
                    </h2>
                    <p className="text-neutral-700">{t('checkout.payment.withdrawal')}</p>
                </section>
                <div className="mt-4">
                    <CheckboxField
                        field={fields.terms!}
                        required
                        label={
                            <>
                                {t('checkout.payment.termsBefore')}{' '}
                                <Link to={`/${locale}/condizioni-di-vendita`} target="_blank" className="underline">
                                    {t('checkout.payment.termsLink')}
                                </Link>{' '}
                                {t('checkout.payment.termsAnd')}
                                <Link to={`/${locale}/privacy-policy`} target="_blank" className="underline">
                                    {t('checkout.payment.privacyLink')}
                                </Link>
                            </>
                        }
                    />
                </div>
                <p className="mt-2 text-sm text-neutral-700">
                    {t('checkout.payment.submitHint', { total: formatCents(cart.total) })}
                </p>
                <button
                    type="submit"
                    className={`${PRIMARY_BUTTON_CLASS} mt-4 text-lg`}
                    disabled={busy}
                    data-testid="checkout-pay"
                >
                    {t('checkout.payment.submit')}
                </button>
            </Form>
        </CheckoutPage>
    );
}
