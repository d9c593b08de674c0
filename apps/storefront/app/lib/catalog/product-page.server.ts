// Loads a product page's data for any route that shows one (/it/p/…, /it/Product?id=…, the catch-all resolver).
import { deliveryWindow } from '@shop/rules';
import { data } from 'react-router';
import { getProduct } from '~/lib/catalog/catalog.server';
import { PRODUCT_CODE, type ProductPageData } from '~/lib/catalog/product-page';
import { pageData } from '~/lib/errors/page-data.server';
import { publicOrigin } from '~/lib/http/public-origin.server';
import { getFinancingTerms } from '~/lib/financing/financing.server';
import { productFinancing } from '~/lib/financing/product-financing';

/** The product with this code, or a 404 response (the not-found page) when no product has it. */
export async function loadProductPage(request: Request, locale: string, code: string): Promise<ProductPageData> {
    if (!PRODUCT_CODE.test(code)) throw data(null, { status: 404 });
    const [product, terms] = await Promise.all([
        pageData(() => getProduct(locale, code)),
        // Cached with the layout's data; without terms the page shows no estimate and is otherwise the same.
        getFinancingTerms(locale).catch(() => null),
    ]);
    if (!product) throw data(null, { status: 404 });
    // Canonical and preview addresses use the shop's public address, the same one sitemap.xml lists.
    return {
        locale,
        product,
        origin: publicOrigin(request),
        financing: productFinancing(product, terms),
        delivery: deliveryWindow(new Date()),
    };
}
