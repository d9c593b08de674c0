// Findomestic's terms from the layout's data (root loader), for the cart's instalment estimate; null: none shown.
// In the shell chunk: the layout provides it on every page.
import { createContext, useContext } from 'react';
import type { FinancingTerms } from '~/components/financing/financing-terms.fragment';

const FinancingTermsContext = createContext<FinancingTerms | null>(null);

export const FinancingTermsProvider = FinancingTermsContext.Provider;

export function useFinancingTerms(): FinancingTerms | null {
    return useContext(FinancingTermsContext);
}
