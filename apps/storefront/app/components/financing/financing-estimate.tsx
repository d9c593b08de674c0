// The cart's instalment estimate: for its total, from the layout's terms, only when Findomestic finances it.
import { advertisedOffer } from '@shop/rules';
import { FinancingEstimateView } from '~/components/financing/financing-estimate-view';
import { useFinancingTerms } from '~/components/financing/financing-terms-context';

export function FinancingEstimate({ amountCents, className }: { amountCents: number; className?: string }) {
    const terms = useFinancingTerms();
    const offer = terms ? advertisedOffer(amountCents, terms) : null;
    if (!terms || !offer) return null;
    return <FinancingEstimateView offer={offer} lender={terms.lender} className={className} />;
}
