// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ProductPage } from '~/components/catalog/product-page';
import type { ProductPageData } from '~/lib/catalog/product-page';
import { galaxyS25 } from '~/lib/catalog/product-fixtures.test-support';
import { renderInRouteOnServer } from '~/test-support/server-render';

function render(url: string) {
    const data: ProductPageData = {
        locale: 'it',
        product: galaxyS25(),
        origin: 'https://negozio.example',
        delivery: { earliest: '2024-11-26', latest: '2024-11-28' },
    };
    return renderInRouteOnServer(<ProductPage data={data} />, url);
}

describe('the delivery estimate on the product page', () => {
    it('says when a variant that can be bought would arrive', () => {
        const page = render('/it/p/SM-S931B?variant=SM-S931B-128GB-VERD');
        expect(page.getByTestId('delivery-estimate')).toHaveTextContent(
            'Consegna prevista tra mar 26 e gio 28 novembre',
        );
    });

    it('says nothing for a sold-out variant, or before a choice', () => {
        expect(render('/it/p/SM-S931B?variant=SM-S931B-256GB-VERD').queryByTestId('delivery-estimate')).toBeNull();
        expect(render('/it/p/SM-S931B').queryByTestId('delivery-estimate')).toBeNull();
    });
});
