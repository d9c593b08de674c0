// The instalment estimate beside a price (product page) or a total (cart): the lowest monthly instalment of
// Findomestic's rate table, shown only for amounts it finances, with the representative example consumer-credit
// advertising must give (TAN, TAEG, amount, instalments, total owed) and who approves the credit. Decision 037.
import { advertisedEstimate } from '@shop/rules';
import { createContext, useContext } from 'react';
import type { FinancingTerms } from '~/components/financing/financing-terms.fragment';
import { formatCents } from '~/lib/format/money';
import { useTranslation } from '~/lib/i18n/i18n-react';

const percent = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const FinancingTermsContext = createContext<FinancingTerms | null>(null);

/** The layout's terms (root loader), for every estimate on the page; null: no estimates. */
export const FinancingTermsProvider = FinancingTermsContext.Provider;

export function FinancingEstimate({ amountCents, className = '' }: { amountCents: number; className?: string }) {
    const { t } = useTranslation();
    const terms = useContext(FinancingTermsContext);
    const estimate = terms ? advertisedEstimate(amountCents, terms) : null;
    if (!terms || !estimate) return null;
    const { months, tanPercent, taegPercent } = estimate.plan;
    const instalment = formatCents(estimate.instalmentCents);
    const example = {
        amount: formatCents(estimate.amountCents),
        months,
        instalment,
        last: formatCents(estimate.lastInstalmentCents),
        total: formatCents(estimate.totalOwedCents),
    };
    return (
        <div
            className={`rounded border border-neutral-200 bg-white px-3 py-2 ${className}`}
            data-testid="financing-estimate"
        >
            <p className="text-sm font-semibold" data-testid="financing-estimate-instalment">
                {t('financing.headline', { instalment, months })}
            </p>
            <p className="mt-1 text-xs text-neutral-700" data-testid="financing-estimate-example">
                {`${t('financing.rates', { tan: percent.format(tanPercent), taeg: percent.format(taegPercent) })} `}
                {`${t(estimate.lastInstalmentCents === estimate.instalmentCents ? 'financing.example' : 'financing.exampleLast', example)} `}
                {t('financing.disclaimer', { lender: terms.lender })}
            </p>
        </div>
    );
}
