/**
 * financingTerms through the real shop API: the range and rate table of the environment, answered to any shopper,
 * and null while staff keep the Findomestic payment method disabled.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, testPort } from '../../../../test/shop-test-environment';
import { FINDOMESTIC_METHOD } from '../constants';

const PORT = testPort(4186);
const shopApi = `http://127.0.0.1:${PORT}/shop-api`;

const TERMS = '{ financingTerms { lender minCents maxCents plans { months tanPercent taegPercent } } }';

async function shopQuery(query: string) {
    const response = await fetch(shopApi, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
}

describe('financingTerms', () => {
    let env: ReturnType<typeof createShopTestEnvironment>;
    let methodId: string;

    async function setEnabled(enabled: boolean) {
        const { updatePaymentMethod } = await env.adminClient.query(
            gql`
                mutation ($id: ID!, $enabled: Boolean!) {
                    updatePaymentMethod(input: { id: $id, enabled: $enabled }) {
                        enabled
                    }
                }
            `,
            { id: methodId, enabled },
        );
        expect(updatePaymentMethod.enabled).toBe(enabled);
    }

    beforeAll(async () => {
        env = createShopTestEnvironment({
            port: PORT,
            env: {
                FINDOMESTIC_MIN_CENTS: '25000',
                FINDOMESTIC_MAX_CENTS: '500000',
                FINDOMESTIC_PLANS: '36:9.90:10.36,12:0:0',
            },
        });
        await env.init();
        await env.adminClient.asSuperAdmin();
        const { paymentMethods } = await env.adminClient.query(gql`
            query {
                paymentMethods {
                    items {
                        id
                        code
                    }
                }
            }
        `);
        methodId = paymentMethods.items.find((m: { code: string }) => m.code === FINDOMESTIC_METHOD).id;
    });

    afterAll(async () => {
        await env?.destroy();
    });

    it("answers any shopper the configured range and rate table, by months, with the lender's name", async () => {
        expect(await shopQuery(TERMS)).toEqual({
            data: {
                financingTerms: {
                    lender: 'Findomestic Banca',
                    minCents: 25_000,
                    maxCents: 500_000,
                    plans: [
                        { months: 12, tanPercent: 0, taegPercent: 0 },
                        { months: 36, tanPercent: 9.9, taegPercent: 10.36 },
                    ],
                },
            },
        });
    });

    it('is null while the Findomestic payment method is disabled, and back once it is enabled', async () => {
        await setEnabled(false);
        try {
            expect(await shopQuery(TERMS)).toEqual({ data: { financingTerms: null } });
        } finally {
            await setEnabled(true);
        }
        const { data } = await shopQuery(TERMS);
        expect((data.financingTerms as { minCents: number }).minCents).toBe(25_000);
    });
});
