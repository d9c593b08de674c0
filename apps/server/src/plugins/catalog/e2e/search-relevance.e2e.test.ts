/**
 * The search relevance set through the real shop API on the seeded demo store: every query finds what it should, and
 * the first page holds what the query asks for. Prints the set's precision figures.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { catalog } from '../../../seed/catalog';
import { searchSynonyms } from '../../../seed/search-synonyms';
import { CatalogIndexService } from '../services/catalog-index.service';
import { SEARCH_SYNONYMS_BLOCK } from '../services/search-synonyms';
import { PRECISION_DEPTH, precisionAt, RelevanceCase, relevanceFigures, relevanceSet } from './search-relevance-set';

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

const UPSERT_BLOCK = gql`
    mutation UpsertBlock($input: UpsertCmsBlockInput!) {
        upsertCmsBlock(input: $input) {
            identifier
        }
    }
`;

/** Averages the set must keep: the first result right nearly always, the first ten nearly all right. */
const MIN_PRECISION_AT_1 = 0.97;
const MIN_PRECISION_AT_10 = 0.95;
/** No query may have more wrong products than right ones among its first ten. */
const MIN_QUERY_PRECISION_AT_10 = 0.5;

describe('catalog search relevance', () => {
    const { server, shopClient, adminClient, init, destroy } = createShopTestEnvironment({ port: testPort(4106) });
    const answers: Array<{ entry: RelevanceCase; found: string[] }> = [];

    async function codes(term: string): Promise<{ found: string[]; totalItems: number }> {
        const { catalogListing } = await shopClient.query(SEARCH, { input: { term, take: 100 } });
        return {
            found: catalogListing.items.map((item: { code: string }) => item.code),
            totalItems: catalogListing.totalItems,
        };
    }

    beforeAll(async () => {
        await init();
    });

    afterAll(async () => {
        await destroy();
    });

    it('holds at least 100 queries, all naming products of the demo catalog', () => {
        expect(relevanceSet.length).toBeGreaterThanOrEqual(100);
        const known = new Set(catalog.products.map(product => product.code));
        const named = relevanceSet.flatMap(entry => [
            ...entry.expected,
            ...(entry.absent ?? []),
            ...(entry.relevant?.codes ?? []),
        ]);
        expect(named.filter(code => !known.has(code))).toEqual([]);
        expect(new Set(relevanceSet.map(entry => entry.query)).size).toBe(relevanceSet.length);
    });

    describe.each(relevanceSet.map(entry => [entry.query, entry] as const))('"%s"', (_query, entry) => {
        it('finds what it should', async () => {
            const { found, totalItems } = await codes(entry.query);
            answers.push({ entry, found });
            if (entry.none) {
                expect(totalItems).toBe(0);
            }
            // Compared as lists so a failure shows what came instead.
            expect(entry.expected.filter(code => !found.slice(0, entry.top).includes(code))).toEqual([]);
            expect((entry.absent ?? []).filter(code => found.includes(code))).toEqual([]);
            const precision = precisionAt(entry, found, PRECISION_DEPTH);
            if (precision !== null) {
                expect(precision, `first ten: ${found.slice(0, PRECISION_DEPTH).join(' ')}`).toBeGreaterThanOrEqual(
                    MIN_QUERY_PRECISION_AT_10,
                );
            }
        });
    });

    it(`keeps precision@1 at least ${MIN_PRECISION_AT_1} and precision@10 at least ${MIN_PRECISION_AT_10}`, () => {
        expect(answers).toHaveLength(relevanceSet.length);
        const figures = relevanceFigures(answers);
        console.log(`Search relevance: ${JSON.stringify(figures, null, 2)}`);
        expect(figures.precisionAt1).toBeGreaterThanOrEqual(MIN_PRECISION_AT_1);
        expect(figures.precisionAt10).toBeGreaterThanOrEqual(MIN_PRECISION_AT_10);
    });

    it("applies staff's synonym edits once the index notices them", async () => {
        expect((await codes('lavasciuga')).found).toEqual([]);
        await adminClient.asSuperAdmin();
        await adminClient.query(UPSERT_BLOCK, {
            input: {
                identifier: SEARCH_SYNONYMS_BLOCK,
                locale: 'it',
                content: { rules: [...searchSynonyms.rules, { words: ['lavasciuga'], find: ['lavatrice'] }] },
            },
        });
        // The periodic check every process runs, called now rather than waited for.
        expect(await server.app.get(CatalogIndexService).checkForChanges()).toBe(true);
        const { found } = await codes('lavasciuga');
        expect(found.slice(0, 8).sort()).toEqual(
            catalog.products
                .filter(product => product.categorySlug === 'lavatrici')
                .map(product => product.code)
                .sort(),
        );
        await expect(
            adminClient.query(UPSERT_BLOCK, {
                input: { identifier: SEARCH_SYNONYMS_BLOCK, locale: 'it', content: { rules: [{ words: ['frigo'] }] } },
            }),
        ).rejects.toThrow(
            'Invalid content for block "search-synonyms": rules.0: a rule without "find" needs at least two words to make equivalent',
        );
    });
});
