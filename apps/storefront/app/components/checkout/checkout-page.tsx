// Every checkout step's frame: the steps, the step's form, and the order summary beside it (below it on phones).
import { shippingCountryName } from '@shop/rules';
import type { ReactNode } from 'react';
import { CheckoutStepsNav } from '~/components/checkout/checkout-steps-nav';
import { CheckoutSummary } from '~/components/checkout/checkout-summary';
import type { CartView } from '~/lib/cart/cart';
import type { CheckoutStep } from '~/lib/checkout/checkout-steps';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/checkout';

export const SECTION_CLASS = 'rounded-lg bg-white p-4 shadow-sm sm:p-6';

export function CheckoutPage({
    locale,
    step,
    cart,
    title,
    children,
    aside,
}: {
    locale: string;
    step: CheckoutStep;
    cart: CartView;
    title: string;
    children: ReactNode;
    /** What the summary shows below the totals (addresses chosen so far). */
    aside?: ReactNode;
}) {
    const { t } = useTranslation();
    return (
        <div className="mx-auto max-w-6xl px-4 py-6" data-testid={`checkout-${step}`}>
            <p className="text-sm text-neutral-600">{t('checkout.title')}</p>
            <h1 className="mb-3 text-2xl font-bold">{title}</h1>
            <CheckoutStepsNav locale={locale} current={step} />
            <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_380px]">
                <div className="min-w-0">{children}</div>
                <aside className="lg:sticky lg:top-4">
                    <CheckoutSummary cart={cart}>{aside}</CheckoutSummary>
                </aside>
            </div>
        </div>
    );
}

/** An address as the summary and the thank-you page print it. */
export function AddressBlock({
    title,
    address,
}: {
    title: string;
    address: {
        fullName?: string | null;
        company?: string | null;
        streetLine1?: string | null;
        streetLine2?: string | null;
        postalCode?: string | null;
        city?: string | null;
        province?: string | null;
        countryCode?: string | null;
        phoneNumber?: string | null;
    } | null;
}) {
    if (!address) return null;
    const place = [address.postalCode, address.city, address.province ? `(${address.province})` : null]
        .filter(Boolean)
        .join(' ');
    return (
        <div className="mt-4 border-t border-neutral-200 pt-3 text-sm">
            <h3 className="font-semibold">{title}</h3>
            <address className="not-italic text-neutral-700">
                {[
                    address.fullName,
                    address.company,
                    address.streetLine1,
                    address.streetLine2,
                    place,
                    // The country by name: "SM" alone reads like a province (italy-facts: Repubblica di San Marino).
                    shippingCountryName(address.countryCode),
                    address.phoneNumber,
                ]
                    .filter(Boolean)
                    .map((part, index) => (
                        <span key={index} className="block">
                            {part}
                        </span>
                    ))}
            </address>
        </div>
    );
}
