// Checkout step 2 (/it/checkout/shipping, /it/Checkout/Shipping): the delivery address (a saved one to pick when
// signed in) and the shipping methods the commerce server finds eligible for it, with their prices.
import { data, Form } from 'react-router';
import type { Route } from './+types/checkout.shipping';
import { FormErrors, PRIMARY_BUTTON_CLASS } from '~/components/account/account-form';
import { AddressFields } from '~/components/checkout/address-fields';
import { AddressBlock, CheckoutPage, SECTION_CLASS } from '~/components/checkout/checkout-page';
import { RadioOption, useCheckoutForm } from '~/components/checkout/checkout-form';
import { checkoutStepAction } from '~/lib/checkout/checkout-actions.server';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { addressFormValue, savedAddressFormValue } from '~/lib/checkout/address-form-value';
import { shippingQuotes, type ShippingQuote } from '~/lib/checkout/checkout.server';
import { formatCents } from '~/lib/format/money';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { pageData } from '~/lib/errors/page-data.server';
import { shopContextFor } from '~/lib/vendure/request-context.server';
import '~/lib/i18n/messages/checkout';

const PRIVATE = 'private, no-store';

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const checkout = await guardCheckout(request, locale, context.secureCookies, 'shipping');
    const { order } = checkout;
    // Quotes for the address the order holds; without one, for Italy (where the commerce server prices a cart).
    const quotes: ShippingQuote[] = await pageData(() => shippingQuotes(shopContextFor(request, locale)));
    const saved = checkout.savedAddresses;
    const defaultValue = order.shippingAddress
        ? addressFormValue(order.shippingAddress, order)
        : saved.length > 0
          ? savedAddressFormValue(saved.find(address => address.defaultShippingAddress) ?? saved[0]!)
          : { countryCode: 'IT', firstName: order.firstName ?? '', lastName: order.lastName ?? '' };
    return data(
        {
            locale,
            cart: order.cart,
            email: order.email,
            quotes,
            chosenMethodId: order.shippingMethod?.id ?? quotes[0]?.id ?? null,
            saved: saved.map(address => ({ id: address.id, value: savedAddressFormValue(address), address })),
            defaultValue,
        },
        { headers: { 'Cache-Control': PRIVATE } },
    );
}

export async function action({ params, request, context }: Route.ActionArgs) {
    return checkoutStepAction(request, requireLocale(params), context.secureCookies, 'shipping');
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.shipping.title')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, cart, quotes } = loaderData;
    const [form, fields, formProps] = useCheckoutForm('shipping', {
        ...loaderData.defaultValue,
        shippingMethodId: loaderData.chosenMethodId ?? '',
    });
    return (
        <CheckoutPage locale={locale} step="shipping" cart={cart} title={t('checkout.shipping.title')}>
            {loaderData.saved.length > 0 ? (
                <section
                    className={`${SECTION_CLASS} mb-6`}
                    aria-labelledby="saved-title"
                    data-testid="saved-addresses"
                >
                    <h2 id="saved-title" className="text-lg font-bold">
                        {t('checkout.shipping.savedAddresses')}
                    </h2>
                    <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                        {loaderData.saved.map(saved => (
                            <li key={saved.id} className="rounded border border-neutral-300 p-3">
                                <AddressBlock title="" address={saved.address} />
                                <Form method="post" className="mt-2">
                                    {Object.entries(saved.value).map(([name, value]) => (
                                        <input key={name} type="hidden" name={name} value={value} />
                                    ))}
                                    <button
                                        type="submit"
                                        className="rounded border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-red-50"
                                        data-testid="use-saved-address"
                                    >
                                        {t('checkout.shipping.useAddress')}
                                    </button>
                                </Form>
                            </li>
                        ))}
                    </ul>
                    <p className="mt-4 text-sm text-neutral-700">{t('checkout.shipping.newAddress')}</p>
                </section>
            ) : null}
            <Form method="post" {...formProps} className={SECTION_CLASS} data-testid="checkout-shipping-form">
                <FormErrors errors={form.errors} id={form.errorId} />
                <AddressFields fields={fields} section="shipping" />
                <fieldset className="mt-2">
                    <legend className="mb-2 text-lg font-bold">{t('checkout.shipping.methodTitle')}</legend>
                    {quotes.length === 0 ? (
                        <p role="alert" className="text-sm text-brand-dark" data-testid="no-shipping-methods">
                            {t('checkout.shipping.noMethods')}
                        </p>
                    ) : (
                        <div className="grid gap-2">
                            {quotes.map(quote => (
                                <RadioOption
                                    key={quote.id}
                                    field={fields.shippingMethodId!}
                                    value={quote.id}
                                    testId="shipping-method"
                                    label={
                                        <>
                                            {quote.name} ·{' '}
                                            <span data-testid="shipping-price">
                                                {quote.priceWithTax === 0
                                                    ? t('checkout.shipping.free')
                                                    : formatCents(quote.priceWithTax)}
                                            </span>
                                        </>
                                    }
                                    hint={`${t('checkout.shipping.dispatch')}. ${t('checkout.shipping.freeFrom')}`}
                                />
                            ))}
                        </div>
                    )}
                </fieldset>
                <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-6`} data-testid="checkout-shipping-submit">
                    {t('checkout.shipping.submit')}
                </button>
            </Form>
        </CheckoutPage>
    );
}
