import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { SHOP_SCHEMA_FILE, shopSchemaSdl } from './emit-shop-schema';

describe('the committed shop API schema', () => {
    it('is the one the server builds (run `npm run build -w @shop/server` and commit schema.graphql)', async () => {
        const sdl = await shopSchemaSdl();
        // Our plugins' extensions are part of the contract, not only Vendure's own types.
        expect(sdl).toContain('setCartServices(productSku: String!, serviceSkus: [String!]!)');
        expect(sdl).toContain('catalogListing(input: CatalogListingInput!): CatalogListing!');
        expect(sdl).toContain('type OrderCustomFields {');
        expect(fs.readFileSync(SHOP_SCHEMA_FILE, 'utf8')).toBe(sdl);
    });
});
