// The instalment estimate beside a price (product page) or a total (cart): the lowest monthly instalment, with the
// representative example consumer-credit advertising must give (TAN, TAEG, amount, instalments, total owed) and who
// approves the credit. Display only: the figures come made (decision 037), so no page ships the arithmetic for it.
import type { FinancingEstimate } from '@shop/rules';
import { formatCents } from '~/lib/format/money';
import { type DecimalStyle, formatDecimal } from '~/lib/format/numbers';
import { useTranslation } from '~/lib/i18n/i18n-react';

const RATE: DecimalStyle = { minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: 'min2' };

export function FinancingEstimateView({
    estimate,
    lender,
    className = '',
}: {
    estimate: FinancingEstimate;
    lender: string;
    className?: string;
}) {
    const { t } = useTranslation();
    const { months, tanPercent, taegPercent } = estimate.plan;
    const instalment = formatCents(estimate.instalmentCents);
    const example = {
        amount: formatCents(estimate.amountCents),
        months,
        instalment,
        last: formatCents(estimate.lastInstalmentCents),
        total: formatCents(estimate.totalOwedCents),
    };
    const sameLast = estimate.lastInstalmentCents === estimate.instalmentCents;
    return (
        <div
            className={`rounded border border-neutral-200 bg-white px-3 py-2 ${className}`}
            data-testid="financing-estimate"
        >
            <p className="text-sm font-semibold" data-testid="financing-estimate-instalment">
                {t('financing.headline', { instalment, months })}
            </p>
            <p className="mt-1 text-xs text-neutral-700" data-testid="financing-estimate-example">
                {`${t('financing.rates', { tan: formatDecimal(tanPercent, RATE), taeg: formatDecimal(taegPercent, RATE) })} `}
                {`${t(sameLast ? 'financing.example' : 'financing.exampleLast', example)} `}
                {t('financing.disclaimer', { lender })}
            </p>
        </div>
    );
}
