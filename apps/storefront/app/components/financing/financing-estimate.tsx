// The cart's instalment estimate: for its total, from the layout's terms, only when Findomestic finances it.
import { advertisedEstimate } from '@shop/rules';
import { FinancingEstimateView } from '~/components/financing/financing-estimate-view';
import { useFinancingTerms } from '~/components/financing/financing-terms-context';

export function FinancingEstimate({ amountCents, className }: { amountCents: number; className?: string }) {
    const terms = useFinancingTerms();
    const estimate = terms ? advertisedEstimate(amountCents, terms) : null;
    if (!terms || !estimate) return null;
    return <FinancingEstimateView estimate={estimate} lender={terms.lender} className={className} />;
}
