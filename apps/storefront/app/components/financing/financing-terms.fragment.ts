/**
 * What instalment estimates are made from (the commerce server's FinancingTerms): the financeable totals, the lender
 * and its rate table. Browser modules import its types only; financing.server.ts spreads the document.
 */
import { graphql, type FragmentOf } from '~/lib/vendure/graphql';

export const FinancingTermsFragment = graphql(`
    fragment FinancingTerms on FinancingTerms @_unmask {
        lender
        minCents
        maxCents
        plans {
            months
            tanPercent
            taegPercent
        }
    }
`);

export type FinancingTerms = FragmentOf<typeof FinancingTermsFragment>;
