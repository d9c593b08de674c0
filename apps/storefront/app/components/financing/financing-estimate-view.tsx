// The instalment estimate beside a price (product page) or a total (cart): the plan the shop leads with (an
// interest-free one when the rate table has it, "a tasso zero"), with the representative example consumer-credit
// advertising must give (TAN, TAEG, amount, instalments, total owed) and who approves the credit; the table's other
// plans in a disclosure that opens without JavaScript. Display only: the figures come made (decision 037), so no page
// ships the arithmetic for it.
import type { FinancingEstimate, FinancingOffer } from '@shop/rules';
import { formatCents } from '~/lib/format/money';
import { type DecimalStyle, formatDecimal } from '~/lib/format/numbers';
import { useTranslation } from '~/lib/i18n/i18n-react';

const RATE: DecimalStyle = { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: 'min2' };

/** "TAN fisso 7,90 % – TAEG 8,19 %. Esempio: importo finanziato …": one plan's representative example. */
function useExample(estimate: FinancingEstimate): string {
    const { t } = useTranslation();
    const { months, tanPercent, taegPercent } = estimate.plan;
    const values = {
        amount: formatCents(estimate.amountCents),
        months,
        instalment: formatCents(estimate.instalmentCents),
        last: formatCents(estimate.lastInstalmentCents),
        total: formatCents(estimate.totalOwedCents),
    };
    const sameLast = estimate.lastInstalmentCents === estimate.instalmentCents;
    return (
        `${t('financing.rates', { tan: formatDecimal(tanPercent, RATE), taeg: formatDecimal(taegPercent, RATE) })} ` +
        t(sameLast ? 'financing.example' : 'financing.exampleLast', values)
    );
}

/** "10 rate da 69,90 € a tasso zero" or "30 rate da 25,75 € al mese": how a plan is named. */
function usePlanName(estimate: FinancingEstimate): string {
    const { t } = useTranslation();
    const values = { months: estimate.plan.months, instalment: formatCents(estimate.instalmentCents) };
    return t(estimate.plan.tanPercent === 0 ? 'financing.planZero' : 'financing.plan', values);
}

function OtherPlan({ estimate }: { estimate: FinancingEstimate }) {
    const name = usePlanName(estimate);
    const example = useExample(estimate);
    return (
        <li className="mt-2" data-testid="financing-other-plan">
            <span className="font-semibold" data-testid="financing-other-plan-name">
                {name}
            </span>{' '}
            <span data-testid="financing-other-plan-example">{example}</span>
        </li>
    );
}

export function FinancingEstimateView({
    offer,
    lender,
    className = '',
}: {
    offer: FinancingOffer;
    lender: string;
    className?: string;
}) {
    const { t } = useTranslation();
    const { lead, others } = offer;
    const instalment = formatCents(lead.instalmentCents);
    const months = lead.plan.months;
    const interestFree = lead.plan.tanPercent === 0;
    const example = useExample(lead);
    return (
        <div
            className={`rounded border border-neutral-200 bg-white px-3 py-2 ${className}`}
            data-testid="financing-estimate"
        >
            <p className="text-sm font-semibold" data-testid="financing-estimate-instalment">
                {interestFree ? (
                    <span
                        className="mr-1 rounded bg-green-800 px-1.5 py-0.5 text-xs text-white"
                        data-testid="zero-rate"
                    >
                        {t('financing.zeroRate')}
                    </span>
                ) : null}
                {interestFree ? ' ' : null}
                {t(interestFree ? 'financing.headlineZero' : 'financing.headline', { instalment, months })}
            </p>
            <p className="mt-1 text-xs text-neutral-700" data-testid="financing-estimate-example">
                {`${example} ${t('financing.disclaimer', { lender })}`}
            </p>
            {others.length > 0 ? (
                <details className="mt-1 text-xs text-neutral-700" data-testid="financing-other-plans">
                    <summary className="cursor-pointer font-semibold underline underline-offset-2">
                        {t('financing.otherPlans', { count: others.length })}
                    </summary>
                    <ul>
                        {others.map(estimate => (
                            <OtherPlan
                                key={`${estimate.plan.months}-${estimate.plan.tanPercent}`}
                                estimate={estimate}
                            />
                        ))}
                    </ul>
                </details>
            ) : null}
        </div>
    );
}
