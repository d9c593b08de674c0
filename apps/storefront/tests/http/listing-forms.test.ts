// The listing pages' GET forms as a browser without JavaScript sends them (the header search box, the results page's
// field, the filters, the order), over HTTP against the production build and the real commerce server: a query with a
// value the shop cannot read answers with the page, a notice, the error beside its field and the value as sent (a search
// term too long, the shopper's own typing, 400); a page past the last goes to the last; valid queries answer as before. Expected counts are asked of the commerce server directly.
import { describe, expect, inject, it } from 'vitest';
import { rawRequest } from '../support/storefront-process';
import { storefrontBehindProxy } from '../support/storefront-behind-proxy';

const shop = storefrontBehindProxy();

const get = (path: string) => rawRequest(shop.storefront.origin, path);

/** How many products the commerce server lists for an input. */
async function catalogCount(input: Record<string, unknown>): Promise<number> {
    const res = await fetch(inject('shopApiUrl'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            query: 'query ($input: CatalogListingInput!) { catalogListing(input: $input) { totalItems } }',
            variables: { input },
        }),
    });
    return ((await res.json()) as { data: { catalogListing: { totalItems: number } } }).data.catalogListing.totalItems;
}

/** The catalogListing inputs the storefront sent since `from`. */
function listingInputs(from: number) {
    return shop.shopApi.requests
        .slice(from)
        .filter(r => r.query.includes('catalogListing'))
        .map(r => r.variables.input);
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
    const tag = new RegExp(`<(?:input|select)[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
    if (!tag) throw new Error(`no field #${id} in the page`);
    return tag;
}

/** The text of the error paragraph with this id. */
function errorText(html: string, id: string): string | undefined {
    return new RegExp(`<p id="${id}" role="alert"[^>]*>([^<]*)</p>`).exec(html)?.[1];
}

const productsText = (count: number) => (count === 1 ? '1 prodotto' : `${count} prodotti`);

/** The page's "N prodotti" above the results. */
const resultCount = (html: string) => /data-testid="result-count">([^<]*)</.exec(html)?.[1];

describe('the search results page', () => {
    it('answers a term over 100 characters with 400: the term stays in the field, the error beside it', async () => {
        const term = `lavatrice ${'x'.repeat(91)}`;
        expect(Array.from(term)).toHaveLength(101);
        const before = shop.shopApi.requests.length;
        const res = await get(`/it/search?q=${encodeURIComponent(term)}`);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        const field = tagWithId(res.body, 'listing-search-term');
        expect(field).toContain(`value="${term}"`);
        expect(field).toContain('aria-invalid="true"');
        expect(field).toContain('aria-describedby="listing-search-term-error"');
        expect(errorText(res.body, 'listing-search-term-error')).toBe(
            'La ricerca può contenere al massimo 100 caratteri.',
        );
        // Nothing was searched.
        expect(listingInputs(before)).toEqual([]);
        expect(res.body).not.toContain('data-testid="product-list"');
    });

    it('keeps valid terms as they were: 100 characters are searched, a short term asks for more (200)', async () => {
        const before = shop.shopApi.requests.length;
        const hundred = await get(`/it/search?q=${'a'.repeat(100)}`);
        expect(hundred.status).toBe(200);
        expect(listingInputs(before)).toEqual([{ term: 'a'.repeat(100), sort: 'RELEVANCE', skip: 0, take: 10 }]);
        const short = await get('/it/Search?q=tv');
        expect(short.status).toBe(200);
        expect(short.body).toContain('Scrivi almeno 3 caratteri per cercare.');
        expect(short.body).not.toContain('aria-invalid');
    });

    it('answers the header search box as before', async () => {
        const total = await catalogCount({ term: 'lavatrice' });
        const res = await get('/it/search?q=lavatrice');
        expect(res.status).toBe(200);
        expect(resultCount(res.body)).toBe(productsText(total));
        expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/it\/search\?q=lavatrice"/);
    });
});

describe('a category page', () => {
    it('answers a price that is not a price with the page and a notice: the other filters apply, the price stays as typed', async () => {
        const lg = await catalogCount({
            categorySlug: 'televisori',
            facets: [{ code: 'manufacturer', values: ['lg'] }],
            priceTo: 150000,
        });
        const before = shop.shopApi.requests.length;
        const res = await get('/it/c/televisori?manufacturer=lg&price_from=trecento&price_to=1.500');
        expect(res.status).toBe(200);
        expect(res.body).toContain('Prezzo non valido: mostriamo i prodotti senza quel limite di prezzo.');
        expect(resultCount(res.body)).toBe(productsText(lg));
        expect(listingInputs(before)).toEqual([
            {
                categorySlug: 'televisori',
                facets: [{ code: 'manufacturer', values: ['lg'] }],
                priceTo: 150000,
                sort: 'RELEVANCE',
                skip: 0,
                take: 14,
            },
        ]);
        const from = tagWithId(res.body, 'filter-sidebar-price-from');
        expect(from).toContain('value="trecento"');
        expect(from).toContain('aria-invalid="true"');
        expect(errorText(res.body, 'filter-sidebar-price-from-error')).toBe(
            'Il prezzo minimo non è valido: scrivi un importo in euro, per esempio 49,90.',
        );
        expect(tagWithId(res.body, 'filter-sidebar-price-to')).toContain('value="1.500"');
        expect(errorText(res.body, 'filter-sidebar-price-to-error')).toBeUndefined();
        // The page's own links are the valid ones.
        expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/it\/c\/televisori"/);
        expect(res.body).toContain('<meta name="robots" content="noindex,follow"/>');
    });

    it('answers an unknown order with the page in the default order, and says so once, beside the order', async () => {
        const res = await get('/it/c/televisori?sort=a-caso');
        expect(res.status).toBe(200);
        expect(res.body.split('Ordinamento non valido: mostriamo i più rilevanti.')).toHaveLength(2);
        expect(res.body).toContain('<meta name="robots" content="noindex,follow"/>');
        expect(tagWithId(res.body, 'listing-sort')).toContain('aria-invalid="true"');
        expect(errorText(res.body, 'listing-sort-error')).toBe('Ordinamento non valido: mostriamo i più rilevanti.');
    });

    it('answers a page that is not a number with the first page, and one past the last with the last page', async () => {
        const all = await catalogCount({ categorySlug: 'televisori' });
        const res = await get('/it/c/televisori?page=due');
        expect(res.status).toBe(200);
        expect(res.body).toContain('Questa pagina dei risultati non esiste: ecco la prima.');
        expect(resultCount(res.body)).toBe(productsText(all));
        expect(res.body).toMatch(/aria-current="page"[^>]*>1</);
        for (const path of ['/it/c/televisori?page=0', '/it/c/televisori?page=-1']) {
            const zero = await get(path);
            expect(zero.status, path).toBe(200);
            expect(zero.body).toContain('Questa pagina dei risultati non esiste: ecco la prima.');
        }
        const lastPage = Math.ceil(all / 14);
        const past = await get('/it/c/televisori?sort=price_asc&page=99');
        expect(past.status).toBe(302);
        expect(past.headers.location).toBe(`/it/c/televisori?sort=price_asc${lastPage > 1 ? `&page=${lastPage}` : ''}`);
    });

    it('answers the same way where the category is reached by its path', async () => {
        const res = await get('/it/televisori?price_to=mille');
        expect(res.status).toBe(200);
        expect(errorText(res.body, 'filter-sidebar-price-to-error')).toBe(
            'Il prezzo massimo non è valido: scrivi un importo in euro, per esempio 1.299,90.',
        );
    });

    it('keeps valid filtered URLs at 200, with garbled boxes left out as before', async () => {
        const res = await get('/it/c/televisori?manufacturer=lg&price_from=1.299,90&sort=price_asc&on_sale=forse');
        expect(res.status).toBe(200);
        expect(res.body).not.toContain('aria-invalid');
        expect(res.body).toMatch(/<link rel="canonical" href="[^"]*\/it\/c\/televisori"/);
        expect((await get('/it/c/televisori?colore=%3Cb%3E&utm_source=news')).status).toBe(200);
    });

    it('writes every filter value in the page, but sends the browser only the chosen ones; a navigation gets them all', async () => {
        const res = await get('/it/c/telefonia?manufacturer=apple');
        expect(res.status).toBe(200);
        const form = res.body.slice(res.body.indexOf('data-testid="facet-filters"'));
        // The form the server wrote has the brands' boxes, the chosen one ticked.
        expect(form).toContain('<input type="checkbox" name="manufacturer" checked="" value="apple"/>');
        expect(form).toContain('<input type="checkbox" name="manufacturer" value="samsung"/>');
        expect(form).toContain('value="nero"');
        // The data the page hydrates from names the chosen brand (its chip), not the others nor the colours.
        const data = res.body.slice(res.body.indexOf('streamController.enqueue'));
        // (It is a JavaScript string there, its quotes escaped.)
        expect(data).toContain('facetValuesLeftOut');
        expect(data).toContain('\\"apple\\"');
        expect(data).not.toContain('\\"samsung\\"');
        expect(data).not.toContain('\\"nero\\"');
        expect(data).not.toContain('Processore');
        // A navigation in the browser asks for the page's data, which carries every value.
        const navigation = await get('/it/c/telefonia.data?manufacturer=apple');
        expect(navigation.status).toBe(200);
        expect(navigation.body).toContain('"samsung"');
        expect(navigation.body).toContain('"nero"');
        expect(navigation.body).toContain('Processore');
        expect(navigation.body).not.toContain('facetValuesLeftOut');
    });

    it('leaves the category filter out of the data too, across categories, saying how many categories have results', async () => {
        const res = await get('/it/offerte?categoria=smartphone-android');
        expect(res.status).toBe(200);
        const form = res.body.slice(res.body.indexOf('data-testid="facet-filters"'));
        expect(form).toContain('<input type="checkbox" name="categoria" checked="" value="smartphone-android"/>');
        const offered = [...form.matchAll(/name="categoria"(?: checked="")? value="([a-z-]+)"/g)].map(m => m[1]);
        expect(offered.length).toBeGreaterThan(1);
        const data = res.body.slice(res.body.indexOf('streamController.enqueue'));
        // The chosen category rides along (its chip names it); the others stay in the markup the browser keeps.
        expect(data).toContain('\\"smartphone-android\\"');
        for (const slug of offered.filter(slug => slug !== 'smartphone-android')) {
            expect(data, slug).not.toContain(`\\"${slug}\\"`);
        }
        expect(data).toMatch(/\\"categoriesWithResults\\",\d+/);
        const navigation = await get('/it/offerte.data?categoria=smartphone-android');
        for (const slug of offered) expect(navigation.body, slug).toContain(`"${slug}"`);
        expect(navigation.body).not.toContain('categoriesWithResults');
    });
});
