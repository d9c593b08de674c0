import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EnergyClassArrow, energyClassLetter } from '~/components/catalog/energy-class-arrow';
import { ProductCard } from '~/components/catalog/product-card';
import { ga4ItemOfCard } from '~/lib/catalog/analytics';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';

const tv: ProductCardData = {
    id: '1',
    variantId: '11',
    code: 'OLED55C44LA',
    slug: 'lg-oled-evo-c4',
    name: 'LG OLED evo C4 Smart TV 4K',
    sku: 'OLED55C44LA-55',
    merchantSku: 'ART1234567',
    brand: 'LG',
    condition: 'Nuovo',
    price: 129900,
    regularPrice: 179900,
    lowestPrice30Days: 149900,
    lowestPricePeriodDays: 30,
    priceMin: 129900,
    priceMax: 299900,
    colorCount: 0,
    variantCount: 3,
    energyClass: 'F',
    image: { url: 'http://127.0.0.1:3001/assets/products/lg-oled.png', width: 1080, height: 1340, alt: 'LG OLED' },
    inStock: true,
    isVirtual: false,
    category: { slug: 'tv-oled', name: 'TV OLED' },
};

const phone: ProductCardData = {
    ...tv,
    id: '2',
    code: 'MGJA3QL/A',
    name: 'Apple iPhone ricondizionato',
    brand: null,
    condition: 'Ricondizionato',
    price: 49900,
    regularPrice: null,
    lowestPrice30Days: null,
    lowestPricePeriodDays: null,
    priceMin: 49900,
    priceMax: 49900,
    colorCount: 8,
    energyClass: null,
    image: null,
    inStock: false,
};

function render(node: React.ReactNode) {
    return renderToString(<MemoryRouter initialEntries={['/it/c/tv-oled']}>{node}</MemoryRouter>);
}

describe('ProductCard', () => {
    it('shows brand, name, discounted price with the list price struck through, badges and energy class', () => {
        const html = render(<ProductCard product={tv} locale="it" />);
        expect(html).toContain('href="/it/p/OLED55C44LA"');
        expect(html).toContain('>LG</p>');
        expect(html).toContain('LG OLED evo C4 Smart TV 4K');
        expect(html).toContain('Prezzo scontato:');
        // it-IT groups thousands from five digits on (CLDR), so 1299 € has no dot.
        expect(html).toMatch(
            /<span class="sr-only">Prezzo di listino: <\/span><s data-testid="price-regular">1799,00\s€<\/s>/,
        );
        expect(html).toMatch(/data-testid="price-current">.*1299,00\s€<\/span>/);
        // More expensive variants exist: the card says "da".
        expect(html).toContain('>da </span>');
        expect(html).toContain('>-28%<');
        expect(html).toContain('Sconto del 28%');
        expect(html).toMatch(/data-testid="card-omnibus">Prezzo più basso degli ultimi 30 giorni: 1499,00\s€</);
        expect(html).toContain('data-testid="badge-condition">Nuovo<');
        expect(html).not.toContain('badge-colors');
        expect(html).toContain('aria-label="Classe energetica F"');
        expect(html).toContain('src="/assets/products/lg-oled.png?preset=card&amp;format=webp"');
        expect(html).toContain('width="216"');
        expect(html).toContain('height="268"');
        expect(html).toContain('loading="lazy"');
        // The wishlist heart is the card's one button, empty until membership arrives after hydration.
        expect(html.match(/<button/g)).toHaveLength(1);
        expect(html).toMatch(
            /<button type="button" aria-pressed="false" aria-label="Aggiungi alla lista dei desideri"[^>]*data-testid="wishlist-heart"/,
        );
    });

    it('encodes a slash in the product code, falls back to the placeholder, shows colours over 5 and no discount', () => {
        const html = render(<ProductCard product={phone} locale="it" aboveTheFold />);
        expect(html).toContain('href="/it/p/MGJA3QL%2FA"');
        expect(html).toContain('src="/assets/placeholder.png"');
        expect(html).toContain('loading="eager"');
        expect(html).toContain('data-testid="badge-colors">8 colori<');
        expect(html).toContain('data-testid="badge-condition">Ricondizionato<');
        expect(html).not.toContain('badge-discount');
        expect(html).not.toContain('price-regular');
        expect(html).not.toContain('card-omnibus');
        expect(html).not.toContain('energy-class');
        expect(html).not.toContain('product-brand');
        expect(html).toContain('Non disponibile');
    });

    it('names the shorter period of the Omnibus reference for a product on sale for less than 30 days', () => {
        const html = render(<ProductCard product={{ ...tv, lowestPricePeriodDays: 12 }} locale="it" />);
        expect(html).toMatch(/data-testid="card-omnibus">Prezzo più basso negli ultimi 12 giorni: 1499,00\s€</);
    });

    it('uses the horizontal picture size in the list layout', () => {
        const html = render(<ProductCard product={tv} locale="it" layout="list" />);
        expect(html).toContain('preset=wishlist');
        expect(html).toContain('width="140"');
        expect(html).toContain('height="200"');
        expect(html).toContain('data-layout="list"');
    });

    it('falls back to "Nuovo" when the condition is blank', () => {
        expect(render(<ProductCard product={{ ...tv, condition: ' ' }} locale="it" />)).toContain(
            'data-testid="badge-condition">Nuovo<',
        );
    });
});

describe('EnergyClassArrow', () => {
    it('accepts the A–G scale only', () => {
        expect(energyClassLetter('a')).toBe('A');
        expect(energyClassLetter('G')).toBe('G');
        expect(energyClassLetter('A+')).toBeNull();
        expect(energyClassLetter('H')).toBeNull();
        expect(energyClassLetter(null)).toBeNull();
    });

    it('is a labelled image, or a button when it opens the full label', () => {
        const still = renderToString(<EnergyClassArrow energyClass="A" />);
        expect(still).toContain('role="img"');
        expect(still).toContain('aria-label="Classe energetica A"');
        expect(still).toContain('background-color:#00843d');
        const clickable = renderToString(<EnergyClassArrow energyClass="G" onClick={() => undefined} />);
        expect(clickable).toMatch(/^<button type="button"/);
        expect(clickable).toContain('aria-label="Classe energetica G"');
        expect(clickable).toContain('background-color:#e30613');
    });
});

describe('ga4ItemOfCard', () => {
    it('gives euros, brand, category, discount and the list position', () => {
        expect(ga4ItemOfCard(tv, { listId: 'tv-oled', listName: 'TV OLED', index: 3 })).toEqual({
            item_id: 'OLED55C44LA-55',
            item_name: 'LG OLED evo C4 Smart TV 4K',
            item_brand: 'LG',
            item_category: 'TV OLED',
            price: 1299,
            discount: 500,
            item_list_id: 'tv-oled',
            item_list_name: 'TV OLED',
            index: 3,
        });
        expect(ga4ItemOfCard(phone)).toEqual({
            item_id: 'OLED55C44LA-55',
            item_name: 'Apple iPhone ricondizionato',
            item_category: 'TV OLED',
            price: 499,
        });
    });
});
