import { describe, expect, it } from 'vitest';
import { parseListingQuery, type ListingKind } from '~/lib/catalog/listing-forms';
import { EMPTY_LISTING_STATE, type ListingState } from '~/lib/catalog/listing-query';

function submit(query: string, kind: ListingKind = 'category') {
    return parseListingQuery(kind, new URLSearchParams(query));
}

function parse(query: string, options?: { categories?: boolean }): ListingState {
    const submission = submit(query, options?.categories ? 'search' : 'category');
    if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
    return submission.value.state;
}

/** The errors of a refused query, by field, as Conform's reply carries them to the page. */
function errors(query: string, kind: ListingKind = 'category') {
    const submission = submit(query, kind);
    expect(submission.status).toBe('error');
    return submission.reply().error;
}

describe('parseListingQuery', () => {
    it('reads every part of a listing URL', () => {
        const state = parse(
            'manufacturer=samsung&manufacturer=lg&classe_energetica=f&price_from=100&price_to=1.299,90&on_sale=1&sort=price_asc&page=2',
        );
        expect(state).toEqual({
            page: 2,
            sort: 'price_asc',
            facets: { manufacturer: ['samsung', 'lg'], classe_energetica: ['f'] },
            categories: [],
            onSale: true,
            priceFrom: 10000,
            priceTo: 129990,
        });
    });

    it('is the default state for an empty query', () => {
        expect(parse('')).toEqual(EMPTY_LISTING_STATE);
    });

    it('ignores unknown parameters and garbled filter values: no field sends them', () => {
        const state = parse(
            'utm_source=news&colore=nero&colore=%3Cscript%3E&colore=&colore=a%20b&taglia=%22x%22&on_sale=yes&marca=lg&colore.x=1&ram[0]=8',
        );
        expect(state).toEqual({ ...EMPTY_LISTING_STATE, facets: { colore: ['nero'] } });
    });

    it('refuses an unknown order and prices that are not prices, field by field', () => {
        expect(errors('sort=cheapest&price_from=abc&price_to=-5&manufacturer=lg')).toEqual({
            sort: ['is not a known order'],
            price_from: ['is not a price'],
            price_to: ['is negative'],
        });
        expect(errors('sort=price_asc&sort=name')).toEqual({ sort: ['is not a known order'] });
    });

    it('keeps the values sent, for the form to show them again as typed', () => {
        const submission = submit('price_from=abc&manufacturer=lg&manufacturer=sony&sort=name');
        expect(submission.reply().initialValue).toEqual({
            price_from: 'abc',
            manufacturer: ['lg', 'sony'],
            sort: 'name',
        });
    });

    it('keeps facet value codes as the commerce server writes them, once each', () => {
        expect(parse('processore=lg-α9-gen7-ai&memoria=8-gb&memoria=8-gb&dimensioni_schermo=55').facets).toEqual({
            memoria: ['8-gb'],
            processore: ['lg-α9-gen7-ai'],
            dimensioni_schermo: ['55'],
        });
    });

    it('takes at most 50 facet values in all, as the commerce server does', () => {
        const many = Array.from({ length: 40 }, (_, i) => `manufacturer=m${i}&colore=c${i}`).join('&');
        const state = parse(many);
        expect(state.facets.manufacturer).toHaveLength(30);
        expect(state.facets.colore).toHaveLength(20);
    });

    it('explains price bounds typed the wrong way round and refuses negative and absurd ones', () => {
        expect(errors('price_from=500&price_to=100')).toEqual({ price_to: ['is below the minimum price'] });
        expect(parse('price_from=100&price_to=100')).toMatchObject({ priceFrom: 10000, priceTo: 10000 });
        expect(errors('price_from=-10')).toEqual({ price_from: ['is negative'] });
        expect(errors('price_from=%E2%82%AC%20-3')).toEqual({ price_from: ['is not a price'] });
        expect(errors('price_from=- 5,50')).toEqual({ price_from: ['is negative'] });
        // 99,999,999 euros does not fit the commerce server's 32-bit cents.
        expect(errors('price_to=99.999.999')).toEqual({ price_to: ['is not a price'] });
        expect(parse('price_to=20.000.000')).toMatchObject({ priceTo: 2_000_000_000 });
        expect(parse('price_from=0')).toMatchObject({ priceFrom: 0 });
        expect(parse('price_from=%20€%2049,9%20')).toMatchObject({ priceFrom: 4990 });
    });

    it('treats empty fields as not sent: an emptied price field drops the bound', () => {
        expect(parse('price_from=&price_to=&sort=&page=')).toEqual(EMPTY_LISTING_STATE);
    });

    it('reads categories only where the page offers them (search)', () => {
        expect(
            parse('categoria=tv-oled&categoria=Bad%20Slug&categoria=smartphone', { categories: true }).categories,
        ).toEqual(['tv-oled', 'smartphone']);
        expect(parse('categoria=tv-oled').categories).toEqual([]);
    });

    it.each(['abc', '0', '-1', '1.5', '2x', '01', ' 2'])('refuses page=%s', page => {
        expect(errors(`page=${encodeURIComponent(page)}`)).toEqual({ page: ['must be a whole number from 1'] });
    });

    it('reads any whole page number: how deep a listing goes is the loader’s to judge', () => {
        expect(parse('page=9999999').page).toBe(9999999);
    });

    it('never lets a query speak for Conform', () => {
        expect(parse('__intent__=%7B%22type%22%3A%22reset%22%7D&__state__=garbage&sort=name').sort).toBe('name');
    });
});

describe('the search query', () => {
    const search = (query: string) => {
        const submission = submit(query, 'search');
        if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
        return submission.value;
    };

    it('reads the term as it is searched, with the filters', () => {
        expect(search('q=%20%20tv%20%20oled%20&categoria=tv-oled&page=2')).toEqual({
            term: 'tv oled',
            state: { ...EMPTY_LISTING_STATE, categories: ['tv-oled'], page: 2 },
        });
        expect(search('').term).toBe('');
        // Short terms are not an error: the page asks for a longer one.
        expect(search('q=tv').term).toBe('tv');
    });

    it('refuses a term over 100 characters, counted as shoppers count them', () => {
        expect(search(`q=${'a'.repeat(100)}`).term).toHaveLength(100);
        expect(search(`q=${encodeURIComponent('📺'.repeat(100))}`).term).toBe('📺'.repeat(100));
        expect(search(`q=${encodeURIComponent(`  ${'a'.repeat(50)}     ${'b'.repeat(49)}  `)}`).term).toHaveLength(100);
        expect(errors(`q=${'a'.repeat(101)}`, 'search')).toEqual({ q: ['is too long'] });
        const submission = submit(`q=${'a'.repeat(101)}&sort=name`, 'search');
        expect(submission.reply().initialValue).toEqual({ q: 'a'.repeat(101), sort: 'name' });
    });

    it('a category page has no term and ignores one', () => {
        const submission = submit('q=lavatrice&id=televisori');
        expect(submission.status).toBe('success');
        expect(submission.status === 'success' && submission.value).toEqual({ term: '', state: EMPTY_LISTING_STATE });
    });
});
