// Findomestic's terms for instalment estimates: the same for every shopper, so cached with the layout's data.
import { FinancingTermsFragment, type FinancingTerms } from '~/components/financing/financing-terms.fragment';
import { siteDataCache } from '~/lib/cache/public-data.server';
import { shopQuery } from '~/lib/vendure/client.server';
import { graphql } from '~/lib/vendure/graphql';
import { publicShopContext } from '~/lib/vendure/request-context.server';

const FinancingTermsQuery = graphql(
    `
        query FinancingTerms {
            financingTerms {
                ...FinancingTerms
            }
        }
    `,
    [FinancingTermsFragment],
);

/** The terms, or null while the shop offers no financing. Throws when the commerce server cannot answer. */
export async function getFinancingTerms(locale: string): Promise<FinancingTerms | null> {
    return siteDataCache.get(`financing-terms:${locale}`, async () => {
        const { data } = await shopQuery(FinancingTermsQuery, {}, publicShopContext(locale));
        return data.financingTerms;
    });
}
