/** The search relevance set through the real shop API on the seeded demo store: every query finds what it should. */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { relevanceSet } from './search-relevance-set';

const SEARCH = gql`
    query Search($input: CatalogListingInput!) {
        catalogListing(input: $input) {
            totalItems
            items {
                code
            }
        }
    }
`;

describe('catalog search relevance', () => {
    const { shopClient, init, destroy } = createShopTestEnvironment({ port: testPort(4106) });

    beforeAll(async () => {
        await init();
    });

    afterAll(async () => {
        await destroy();
    });

    it('holds at least 35 queries, all naming products of the demo catalog', () => {
        expect(relevanceSet.length).toBeGreaterThanOrEqual(35);
        const codes = new Set(catalog.products.map(product => product.code));
        const named = relevanceSet.flatMap(entry => [...entry.expected, ...(entry.absent ?? [])]);
        expect(named.filter(code => !codes.has(code))).toEqual([]);
    });

    it.each(relevanceSet.map(entry => [entry.query, entry] as const))('"%s"', async (_query, entry) => {
        const { catalogListing } = await shopClient.query(SEARCH, { input: { term: entry.query, take: 100 } });
        const found: string[] = catalogListing.items.map((item: { code: string }) => item.code);
        if (entry.none) {
            expect(catalogListing.totalItems).toBe(0);
        }
        // Compared as lists so a failure shows what came instead.
        expect(entry.expected.filter(code => !found.slice(0, entry.top).includes(code))).toEqual([]);
        expect((entry.absent ?? []).filter(code => found.includes(code))).toEqual([]);
    });
});
