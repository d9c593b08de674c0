// The checkout's steps as an ordered list: done steps link back, the current one is marked, later ones are plain text
// (the 'checkout' guard would send a shopper back from them anyway).
import { Link } from 'react-router';
import { CHECKOUT_STEPS, checkoutStepPath, type CheckoutStep } from '~/lib/checkout/checkout-steps';
import { useTranslation } from '~/lib/i18n/i18n-react';
import '~/lib/i18n/messages/checkout';

export function CheckoutStepsNav({ locale, current }: { locale: string; current: CheckoutStep | 'thank-you' }) {
    const { t } = useTranslation();
    const currentIndex = current === 'thank-you' ? CHECKOUT_STEPS.length : CHECKOUT_STEPS.indexOf(current);
    return (
        <nav aria-label={t('checkout.stepsLabel')} data-testid="checkout-steps">
            <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
                {CHECKOUT_STEPS.map((step, index) => {
                    const done = index < currentIndex;
                    const isCurrent = index === currentIndex;
                    const label = `${index + 1}. ${t(`checkout.steps.${step}`)}`;
                    return (
                        <li key={step} className="flex items-center gap-2">
                            {index > 0 ? (
                                <span aria-hidden="true" className="text-neutral-400">
                                    ›
                                </span>
                            ) : null}
                            {done ? (
                                <Link to={checkoutStepPath(locale, step)} className="text-neutral-700 underline">
                                    {label}
                                    <span className="sr-only"> ({t('checkout.stepState.done')})</span>
                                </Link>
                            ) : (
                                <span
                                    aria-current={isCurrent ? 'step' : undefined}
                                    className={isCurrent ? 'font-bold text-brand' : 'text-neutral-500'}
                                >
                                    {label}
                                </span>
                            )}
                        </li>
                    );
                })}
            </ol>
        </nav>
    );
}
