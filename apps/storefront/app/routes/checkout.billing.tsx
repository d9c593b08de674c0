// Checkout step 3 (/it/checkout/billing, /it/Checkout/Billing): the billing address (the delivery one, or another)
// and an invoice if wanted, for a private person (fiscal code) or a company (name, partita IVA, SdI code or PEC).
import { getInputProps } from '@conform-to/react';
import { useEffect } from 'react';
import { data, Form } from 'react-router';
import type { Route } from './+types/checkout.billing';
import { FormErrors, PRIMARY_BUTTON_CLASS, TextField } from '~/components/account/account-form';
import { AddressFields } from '~/components/checkout/address-fields';
import { AddressBlock, CheckoutPage, SECTION_CLASS } from '~/components/checkout/checkout-page';
import { RadioOption, useCheckoutForm } from '~/components/checkout/checkout-form';
import { addShippingInfoOnce } from '~/lib/checkout/checkout-analytics';
import { checkoutStepAction } from '~/lib/checkout/checkout-actions.server';
import { guardCheckout } from '~/lib/checkout/checkout-guard.server';
import { addressFormValue } from '~/lib/checkout/address-form-value';
import { getI18n } from '~/lib/i18n/i18n';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { requireLocale } from '~/lib/locale/require-locale';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import '~/lib/i18n/messages/checkout';

const PRIVATE = 'private, no-store';

function sameAddress(a: Record<string, unknown> | null, b: Record<string, unknown> | null): boolean {
    if (!a || !b) return true;
    const keys = ['fullName', 'streetLine1', 'streetLine2', 'postalCode', 'city', 'province', 'countryCode'];
    return keys.every(key => (a[key] ?? '') === (b[key] ?? ''));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
    const locale = requireLocale(params);
    const { order } = await guardCheckout(request, locale, context.secureCookies, 'billing');
    const invoice = order.invoice;
    const kind = !invoice.requested ? 'none' : invoice.vatNumber ? 'company' : 'person';
    const same = sameAddress(order.billingAddress, order.shippingAddress);
    const address =
        order.billingAddress && !same ? addressFormValue(order.billingAddress, order) : { countryCode: 'IT' };
    return data(
        {
            locale,
            cart: order.cart,
            orderCode: order.code,
            shippingAddress: order.shippingAddress,
            shippingMethod: order.shippingMethod?.name ?? '',
            defaultValue: {
                ...address,
                sameAsShipping: same ? 'on' : '',
                invoice: kind,
                fiscalCode: invoice.fiscalCode ?? '',
                companyName: invoice.companyName ?? '',
                vatNumber: invoice.vatNumber ?? '',
                sdiCode: invoice.sdiCode && invoice.sdiCode !== '0000000' ? invoice.sdiCode : '',
                pec: invoice.pec ?? '',
            },
        },
        { headers: { 'Cache-Control': PRIVATE } },
    );
}

export async function action({ params, request, context }: Route.ActionArgs) {
    return checkoutStepAction(request, requireLocale(params), context.secureCookies, 'billing');
}

export function headers() {
    return { 'Cache-Control': PRIVATE };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
    const t = getI18n(loaderData?.locale ?? 'it').t;
    return [
        { title: `${t('checkout.billing.title')} | ${t('site.title')}` },
        { name: 'robots', content: 'noindex,nofollow' },
    ];
};

export default function CheckoutBilling({ loaderData }: Route.ComponentProps) {
    const { t } = useTranslation();
    const { locale, cart } = loaderData;
    const [form, fields, formProps] = useCheckoutForm('billing', loaderData.defaultValue);
    useEffect(
        () => addShippingInfoOnce(loaderData.orderCode, cart, loaderData.shippingMethod),
        [loaderData.orderCode, cart, loaderData.shippingMethod],
    );
    const hydrated = useHydrated();
    const same = getInputProps(fields.sameAsShipping!, { type: 'checkbox' });
    // Before the page runs every part shows; after, only what the choices need.
    const invoice = (form.value?.invoice as string | undefined) ?? loaderData.defaultValue.invoice;
    const sameTicked = form.value
        ? form.value.sameAsShipping === 'on'
        : loaderData.defaultValue.sameAsShipping === 'on';
    return (
        <CheckoutPage
            locale={locale}
            step="billing"
            cart={cart}
            title={t('checkout.billing.title')}
            aside={<AddressBlock title={t('checkout.summary.shipTo')} address={loaderData.shippingAddress} />}
        >
            <Form method="post" {...formProps} className={SECTION_CLASS} data-testid="checkout-billing-form">
                <FormErrors errors={form.errors} id={form.errorId} />
                <div className="mb-4 flex items-start gap-2">
                    <input
                        {...same}
                        key={same.key}
                        className="mt-1 size-4 shrink-0 accent-brand"
                        data-testid="same-as-shipping"
                    />
                    <label htmlFor={fields.sameAsShipping!.id} className="text-sm font-semibold">
                        {t('checkout.billing.sameAsShipping')}
                    </label>
                </div>
                <fieldset
                    className="mb-4 data-[hidden=true]:hidden"
                    data-hidden={hydrated && sameTicked}
                    data-testid="billing-address"
                >
                    <legend className="mb-1 text-lg font-bold">{t('checkout.billing.otherAddress')}</legend>
                    <p className="mb-3 text-xs text-neutral-600">{t('checkout.billing.otherAddressHint')}</p>
                    <AddressFields fields={fields} section="billing" phone={false} />
                </fieldset>
                <fieldset>
                    <legend className="mb-2 text-lg font-bold">{t('checkout.billing.invoiceTitle')}</legend>
                    <div className="grid gap-2">
                        <RadioOption
                            field={fields.invoice!}
                            value="none"
                            label={t('checkout.billing.invoiceNone')}
                            testId="invoice-none"
                        />
                        <RadioOption
                            field={fields.invoice!}
                            value="person"
                            label={t('checkout.billing.invoicePerson')}
                            testId="invoice-person"
                        />
                        <RadioOption
                            field={fields.invoice!}
                            value="company"
                            label={t('checkout.billing.invoiceCompany')}
                            testId="invoice-company"
                        />
                    </div>
                    <div
                        className="mt-4 data-[hidden=true]:hidden"
                        data-hidden={hydrated && invoice !== 'person'}
                        data-testid="invoice-person-fields"
                    >
                        <TextField
                            field={fields.fiscalCode!}
                            label={t('checkout.billing.fiscalCode')}
                            type="text"
                            autoComplete="off"
                            autoCapitalize="characters"
                            required={false}
                        />
                    </div>
                    <div
                        className="mt-4 grid gap-x-4 sm:grid-cols-2 data-[hidden=true]:hidden"
                        data-hidden={hydrated && invoice !== 'company'}
                        data-testid="invoice-company-fields"
                    >
                        <div className="sm:col-span-2">
                            <TextField
                                field={fields.companyName!}
                                label={t('checkout.billing.companyName')}
                                type="text"
                                autoComplete="organization"
                                required={false}
                            />
                        </div>
                        <TextField
                            field={fields.vatNumber!}
                            label={t('checkout.billing.vatNumber')}
                            type="text"
                            autoComplete="off"
                            required={false}
                        />
                        <TextField
                            field={fields.sdiCode!}
                            label={t('checkout.billing.sdiCode')}
                            type="text"
                            autoComplete="off"
                            autoCapitalize="characters"
                            hint={t('checkout.billing.sdiHint')}
                            required={false}
                        />
                        <div className="sm:col-span-2">
                            <TextField
                                field={fields.pec!}
                                label={t('checkout.billing.pec')}
                                type="email"
                                autoComplete="off"
                                inputMode="email"
                                required={false}
                            />
                        </div>
                    </div>
                </fieldset>
                <button type="submit" className={`${PRIMARY_BUTTON_CLASS} mt-6`} data-testid="checkout-billing-submit">
                    {t('checkout.billing.submit')}
                </button>
            </Form>
        </CheckoutPage>
    );
}
