import { describe, expect, it } from 'vitest';
import { galaxyS25, washingMachine } from '~/lib/catalog/product-fixtures.test-support';
import {
    leadVariant,
    optionChoices,
    priceRange,
    selectionFromSearch,
    variantLabel,
    type OptionGroupChoices,
} from '~/lib/catalog/variant-selection';

const params = (query: string) => new URLSearchParams(query);

function choice(groups: OptionGroupChoices[], group: string, code: string) {
    const found = groups.find(g => g.code === group)?.values.find(v => v.code === code);
    if (!found) throw new Error(`no option ${group}=${code}`);
    return found;
}

describe('selectionFromSearch', () => {
    it('takes the variant named by ?variant, with its options as the choice', () => {
        const selection = selectionFromSearch(galaxyS25(), params('variant=SM-S931B-256GB-BLU'));
        expect(selection.variant?.sku).toBe('SM-S931B-256GB-BLU');
        expect(selection.chosen).toEqual({ colore: 'blu', taglia: '256-gb' });
        expect(selection.missing).toEqual([]);
    });

    it('has no variant and both groups missing without a query', () => {
        const selection = selectionFromSearch(galaxyS25(), params(''));
        expect(selection.variant).toBeNull();
        expect(selection.missing.map(g => g.code)).toEqual(['colore', 'taglia']);
    });

    it('keeps a partial choice and completes it into a variant', () => {
        expect(selectionFromSearch(galaxyS25(), params('colore=verde')).missing.map(g => g.code)).toEqual(['taglia']);
        expect(selectionFromSearch(galaxyS25(), params('colore=verde&taglia=128-gb')).variant?.sku).toBe(
            'SM-S931B-128GB-VERD',
        );
    });

    it('ignores an unknown SKU and unknown option values', () => {
        const selection = selectionFromSearch(galaxyS25(), params('variant=NOPE&colore=fucsia&taglia=128-gb'));
        expect(selection.variant).toBeNull();
        expect(selection.chosen).toEqual({ taglia: '128-gb' });
    });

    it('always shows the only variant of a product without options', () => {
        const selection = selectionFromSearch(washingMachine(), params('variant=whatever'));
        expect(selection.variant?.sku).toBe('WGG244A9II');
        expect(selection.missing).toEqual([]);
    });
});

describe('optionChoices', () => {
    it('links a first choice as a partial choice and keeps other parameters', () => {
        const product = galaxyS25();
        const current = params('id=SM-S931B');
        const groups = optionChoices(product, selectionFromSearch(product, current), current);
        expect(choice(groups, 'colore', 'verde').search).toBe('?id=SM-S931B&colore=verde');
        expect(choice(groups, 'taglia', '256-gb').search).toBe('?id=SM-S931B&taglia=256-gb');
        expect(groups.flatMap(g => g.values).some(v => v.selected)).toBe(false);
    });

    it('links the completing choice to ?variant=<sku>', () => {
        const product = galaxyS25();
        const current = params('colore=verde');
        const groups = optionChoices(product, selectionFromSearch(product, current), current);
        expect(choice(groups, 'taglia', '128-gb').search).toBe('?variant=SM-S931B-128GB-VERD');
        expect(choice(groups, 'colore', 'verde').selected).toBe(true);
    });

    it('changes one option of a chosen variant and keeps the other', () => {
        const product = galaxyS25();
        const current = params('variant=SM-S931B-128GB-BLU');
        const groups = optionChoices(product, selectionFromSearch(product, current), current);
        expect(choice(groups, 'colore', 'verde').search).toBe('?variant=SM-S931B-128GB-VERD');
        expect(choice(groups, 'taglia', '256-gb').search).toBe('?variant=SM-S931B-256GB-BLU');
        expect(choice(groups, 'taglia', '128-gb').selected).toBe(true);
    });

    it('marks a sold-out combination and one that does not exist', () => {
        const product = galaxyS25();
        const current = params('variant=SM-S931B-128GB-VERD');
        const groups = optionChoices(product, selectionFromSearch(product, current), current);
        expect(choice(groups, 'taglia', '256-gb').status).toBe('out-of-stock');
        expect(choice(groups, 'taglia', '256-gb').search).toBe('?variant=SM-S931B-256GB-VERD');
        const fromAzzurro = params('variant=SM-S931B-128GB-AZZU');
        const azzurro = optionChoices(product, selectionFromSearch(product, fromAzzurro), fromAzzurro);
        // There is no Azzurro 256 GB: the link switches to a 256 GB variant that can be bought.
        expect(choice(azzurro, 'taglia', '256-gb').status).toBe('unavailable');
        expect(choice(azzurro, 'taglia', '256-gb').search).toBe('?variant=SM-S931B-256GB-BLU');
        expect(choice(azzurro, 'colore', 'blu').status).toBe('available');
    });

    it('calls a value sold out only when every variant with it is', () => {
        const product = galaxyS25();
        const groups = optionChoices(product, selectionFromSearch(product, params('')), params(''));
        expect(choice(groups, 'colore', 'verde').status).toBe('available');
        const taglia256 = params('taglia=256-gb');
        const after = optionChoices(product, selectionFromSearch(product, taglia256), taglia256);
        expect(choice(after, 'colore', 'verde').status).toBe('out-of-stock');
        expect(choice(after, 'colore', 'azzurro').status).toBe('unavailable');
    });
});

describe('priceRange and variantLabel', () => {
    it('spans the variants’ selling prices', () => {
        expect(priceRange(galaxyS25())).toEqual({ min: 79900, max: 86900 });
        expect(priceRange({ variants: [] })).toBeNull();
    });

    it('names a variant by its options', () => {
        expect(variantLabel(galaxyS25().variants[1]!)).toBe('Blu / 256 GB');
    });
});

describe('leadVariant', () => {
    it('is the cheapest variant in stock, the first of equals, as the card shows it', () => {
        expect(leadVariant(galaxyS25())?.sku).toBe('SM-S931B-128GB-BLU');
        const product = galaxyS25();
        product.variants[0]!.stockStatus = 'OUT_OF_STOCK';
        expect(leadVariant(product)?.sku).toBe('SM-S931B-128GB-VERD');
    });

    it('falls back to the cheapest when none is in stock, and is null without variants', () => {
        const product = galaxyS25();
        for (const variant of product.variants) variant.stockStatus = 'OUT_OF_STOCK';
        expect(leadVariant(product)?.sku).toBe('SM-S931B-128GB-BLU');
        expect(leadVariant({ variants: [] })).toBeNull();
        expect(leadVariant(washingMachine())?.sku).toBe('WGG244A9II');
    });
});
