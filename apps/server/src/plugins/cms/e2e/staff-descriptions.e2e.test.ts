/**
 * Product and category descriptions are staff HTML, stored cleaned by the content pages' allow-list (decision 025):
 * a refresh, a style sheet, a form posting elsewhere or a script saved through the admin API never reach shoppers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createShopTestEnvironment, TEST_SUPERADMIN, testPort } from '../../../../test/shop-test-environment';

const PORT = testPort(4162);
const BASE = `http://127.0.0.1:${PORT}`;

const UNSAFE =
    '<meta http-equiv="refresh" content="0;url=https://altro.example/">' +
    '<style>body { display: none }</style>' +
    '<form action="https://altro.example/raccolta" method="post"><input name="carta"><button>Paga</button></form>' +
    '<script>alert(1)</script>' +
    '<p onclick="alert(2)">Schermo <strong>OLED</strong> da 55"</p>' +
    '<a href="javascript:alert(3)">scheda</a>';
// Refused tags keep their text (the form's button label); script and style go with theirs.
const CLEAN = 'Paga<p>Schermo <strong>OLED</strong> da 55"</p><a>scheda</a>';

async function gql(api: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
    const res = await fetch(`${BASE}/${api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    const body = (await res.json()) as { data: any; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: body.data, token: res.headers.get('vendure-auth-token') ?? token };
}

describe('descriptions from staff', () => {
    const env = createShopTestEnvironment({ port: PORT });
    let staff: string;

    beforeAll(async () => {
        await env.init();
        const login = await gql(
            'admin-api',
            'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
            { u: TEST_SUPERADMIN.username, p: TEST_SUPERADMIN.password },
        );
        staff = login.token!;
    });

    afterAll(() => env.destroy());

    it("stores a product's description cleaned, as shoppers then get it", async () => {
        const { data } = await gql('admin-api', '{ products(options: { take: 1 }) { items { id } } }', {}, staff);
        const id = data.products.items[0].id as string;
        const updated = await gql(
            'admin-api',
            `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { description } }`,
            { input: { id, translations: [{ languageCode: 'it', description: UNSAFE }] } },
            staff,
        );
        expect(updated.data.updateProduct.description).toBe(CLEAN);
        const shop = await gql('shop-api', 'query($id: ID!) { product(id: $id) { description } }', { id });
        expect(shop.data.product.description).toBe(CLEAN);
    });

    it("stores a new collection's description cleaned", async () => {
        const created = await gql(
            'admin-api',
            `mutation($input: CreateCollectionInput!) { createCollection(input: $input) { id description } }`,
            {
                input: {
                    filters: [],
                    translations: [
                        { languageCode: 'it', name: 'Prova', slug: 'prova-descrizione', description: UNSAFE },
                    ],
                },
            },
            staff,
        );
        expect(created.data.createCollection.description).toBe(CLEAN);
    });
});
