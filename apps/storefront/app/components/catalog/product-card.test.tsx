// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EnergyClassArrow, energyClassLetter } from '~/components/catalog/energy-class-arrow';
import { ProductCard } from '~/components/catalog/product-card';
import { ga4ItemOfCard } from '~/lib/catalog/analytics';
import type { ProductCardData } from '~/components/catalog/product-card.fragment';
import { renderInRouteOnServer, renderOnServer } from '~/test-support/server-render';

const tv: ProductCardData = {
    variantId: '11',
    code: 'OLED55C44LA',
    name: 'LG OLED evo C4 Smart TV 4K',
    sku: 'OLED55C44LA-55',
    brand: 'LG',
    condition: 'Nuovo',
    price: 129900,
    // On the list at 1.799 €, sold at 1.499 € within the month before the reduction: the reduction is from 1.499 €.
    lowestPrice30Days: 149900,
    lowestPricePeriodDays: 30,
    lowestPriceSince: null,
    priceMax: 299900,
    colorCount: 0,
    variantCount: 3,
    energyClass: 'F',
    image: { url: 'http://127.0.0.1:3001/assets/products/lg-oled.png' },
    inStock: true,
    onlyXLeft: 7,
    isVirtual: false,
    category: { slug: 'tv-oled', name: 'TV OLED' },
};

const phone: ProductCardData = {
    ...tv,
    code: 'MGJA3QL/A',
    name: 'Apple iPhone ricondizionato',
    brand: null,
    condition: 'Ricondizionato',
    price: 49900,
    lowestPrice30Days: null,
    lowestPricePeriodDays: null,
    priceMax: 49900,
    colorCount: 8,
    energyClass: null,
    image: null,
    inStock: false,
    onlyXLeft: null,
};

function render(node: React.ReactNode) {
    return renderInRouteOnServer(node, '/it/c/tv-oled');
}

describe('ProductCard', () => {
    it('shows brand, name, discounted price with the lowest price of the 30 days struck through, badges and energy class', () => {
        const card = render(<ProductCard product={tv} locale="it" />);
        expect(card.getByRole('link', { name: 'LG OLED evo C4 Smart TV 4K' })).toHaveAttribute(
            'href',
            '/it/p/OLED55C44LA',
        );
        expect(card.getByTestId('product-brand')).toHaveTextContent(/^LG$/);
        const current = card.getByTestId('price-current');
        expect(current).toHaveTextContent('Prezzo scontato:');
        // it-IT groups thousands from five digits on (CLDR), so 1299 € has no dot.
        const regular = card.getByTestId('price-regular');
        expect(regular.tagName).toBe('S');
        expect(regular).toHaveTextContent(/^1\.499,00\s€$/);
        expect(regular.parentElement).toHaveTextContent(/^Prezzo più basso prima dello sconto: 1\.499,00\s€$/);
        expect(current).toHaveTextContent(/1\.299,00\s€$/);
        // More expensive variants exist: the card says "da".
        expect(current).toHaveTextContent(/^Prezzo scontato: da 1\.299,00\s€$/);
        // 1.299 € against 1.499 €: -13 %, not the -28 % a list price of 1.799 € would claim.
        expect(card.getByTestId('badge-discount')).toHaveTextContent(/^-13%Sconto del 13\s%$/);
        expect(card.getByText('-13%')).toBeInTheDocument();
        expect(card.getByText('Sconto del 13 %')).toBeInTheDocument();
        expect(card.getByTestId('card-omnibus')).toHaveTextContent(
            /^Prezzo più basso degli ultimi 30 giorni: 1\.499,00\s€$/,
        );
        expect(card.getByTestId('badge-condition')).toHaveTextContent(/^Nuovo$/);
        expect(card.queryByTestId('badge-colors')).not.toBeInTheDocument();
        expect(card.getByRole('img', { name: 'Classe energetica F' })).toBeInTheDocument();
        const picture = card.getByTestId('product-card-image');
        expect(picture).toHaveAttribute('src', '/assets/products/lg-oled.png?preset=card&format=webp');
        expect(picture).toHaveAttribute('width', '216');
        expect(picture).toHaveAttribute('height', '268');
        expect(picture).toHaveAttribute('loading', 'lazy');
        // The wishlist heart is the card's one button, empty until membership arrives after hydration.
        const [heart, ...others] = card.getAllByRole('button');
        expect(others).toEqual([]);
        expect(heart).toBe(card.getByRole('button', { name: 'Aggiungi alla lista dei desideri', pressed: false }));
        expect(heart).toHaveAttribute('type', 'button');
        expect(heart).toHaveAttribute('data-testid', 'wishlist-heart');
        // Three variants: the card says its link leads to the options, and stays one link.
        expect(card.getAllByRole('link')).toHaveLength(1);
        const choose = card.getByTestId('card-choose-options');
        expect(choose).toHaveTextContent(/^Scegli le opzioni$/);
        expect(choose.tagName).toBe('SPAN');
        expect(choose).toHaveAttribute('aria-hidden', 'true');
    });

    it('encodes a slash in the product code, falls back to the placeholder, shows colours over 5 and no discount', () => {
        const card = render(<ProductCard product={phone} locale="it" picture="first" />);
        expect(card.getByRole('link', { name: 'Apple iPhone ricondizionato' })).toHaveAttribute(
            'href',
            '/it/p/MGJA3QL%2FA',
        );
        expect(card.getByTestId('product-card-image')).toHaveAttribute('src', '/assets/placeholder.png');
        expect(card.getByTestId('product-card-image')).toHaveAttribute('loading', 'eager');
        expect(card.getByTestId('product-card-image')).toHaveAttribute('fetchpriority', 'high');
        expect(card.getByTestId('badge-colors')).toHaveTextContent(/^8 colori$/);
        expect(card.getByTestId('badge-condition')).toHaveTextContent(/^Ricondizionato$/);
        for (const absent of ['badge-discount', 'price-regular', 'card-omnibus', 'product-brand']) {
            expect(card.queryByTestId(absent)).not.toBeInTheDocument();
        }
        expect(card.queryByRole('img', { name: /^Classe energetica/ })).not.toBeInTheDocument();
        expect(card.container.querySelector('[data-testid^="energy-class"]')).toBeNull();
        expect(card.getByText('Non disponibile')).toBeInTheDocument();
    });

    it('says since when for a product on sale for less than 30 days', () => {
        const card = render(
            <ProductCard
                product={{ ...tv, lowestPricePeriodDays: 12, lowestPriceSince: '2026-11-12T08:30:00.000Z' }}
                locale="it"
            />,
        );
        expect(card.getByTestId('card-omnibus')).toHaveTextContent(/^Prezzo più basso dal 12 novembre: 1\.499,00\s€$/);
        // Without the date, the number of days.
        const undated = render(<ProductCard product={{ ...tv, lowestPricePeriodDays: 12 }} locale="it" />);
        expect(undated.getByTestId('card-omnibus')).toHaveTextContent(
            /^Prezzo più basso negli ultimi 12 giorni: 1\.499,00\s€$/,
        );
    });

    it("announces no reduction when the lowest price of the 30 days is not above today's", () => {
        for (const lowestPrice30Days of [129900, 119900]) {
            const card = render(<ProductCard product={{ ...tv, lowestPrice30Days }} locale="it" />);
            for (const absent of ['badge-discount', 'price-regular', 'card-omnibus']) {
                expect(card.queryByTestId(absent)).not.toBeInTheDocument();
            }
            expect(card.getByTestId('price-current')).toHaveTextContent(/^da 1\.299,00\s€$/);
        }
    });

    it('uses the horizontal picture size in the list layout', () => {
        const card = render(<ProductCard product={tv} locale="it" layout="list" />);
        const picture = card.getByTestId('product-card-image');
        expect(picture).toHaveAttribute('src', expect.stringContaining('preset=wishlist'));
        expect(picture).toHaveAttribute('width', '140');
        expect(picture).toHaveAttribute('height', '200');
        expect(card.getByTestId('product-card')).toHaveAttribute('data-layout', 'list');
    });

    it('loads a picture of the first row on wider screens at once, at the browser’s own priority', () => {
        const picture = render(<ProductCard product={tv} locale="it" picture="early" />).getByTestId(
            'product-card-image',
        );
        expect(picture).toHaveAttribute('loading', 'eager');
        expect(picture).not.toHaveAttribute('fetchpriority');
    });

    it("offers a single-variant product's add button as requirements §5 allows it, before any click", () => {
        const single = { ...tv, variantCount: 1, priceMax: tv.price };
        const add = render(<ProductCard product={single} locale="it" />).getByTestId('card-add-to-cart');
        expect(add).toHaveTextContent(/^Aggiungi al carrello$/);
        expect(add).toHaveAccessibleName('Aggiungi LG OLED evo C4 Smart TV 4K al carrello');
        // Disabled until the cart is known (requirements §5: not while loading), yet focusable, so pressing it never
        // drops the keyboard's focus.
        expect(add).toHaveAttribute('aria-disabled', 'true');
        expect(add).not.toBeDisabled();
        for (const soldOut of [
            { ...single, inStock: false, onlyXLeft: null },
            { ...single, onlyXLeft: null },
            { ...single, price: 0 },
        ]) {
            const button = render(<ProductCard product={soldOut} locale="it" />).getByTestId('card-add-to-cart');
            expect(button).toHaveTextContent(/^Prodotto non disponibile$/);
            expect(button).toHaveAttribute('aria-disabled', 'true');
        }
        // A virtual product is always for sale.
        const giftCard = { ...single, isVirtual: true, inStock: true, onlyXLeft: null };
        expect(
            render(<ProductCard product={giftCard} locale="it" />).getByTestId('card-add-to-cart'),
        ).toHaveTextContent(/^Aggiungi al carrello$/);
    });

    it('falls back to "Nuovo" when the condition is blank', () => {
        const card = render(<ProductCard product={{ ...tv, condition: ' ' }} locale="it" />);
        expect(card.getByTestId('badge-condition')).toHaveTextContent(/^Nuovo$/);
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
        const still = renderOnServer(<EnergyClassArrow energyClass="A" />).getByRole('img', {
            name: 'Classe energetica A',
        });
        // The arrow's body takes the class colour of the EU label from app.css, by the class it names (the colours
        // themselves are checked in the browser, product-page.spec.ts).
        expect(still).toHaveAttribute('data-energy-class', 'A');
        expect(still.querySelector('.energy-arrow')).toHaveTextContent('A');
        const clickable = renderOnServer(<EnergyClassArrow energyClass="G" onClick={() => undefined} />);
        const button = clickable.getByRole('button', { name: 'Classe energetica G' });
        expect(clickable.container.firstElementChild).toBe(button);
        expect(button).toHaveAttribute('type', 'button');
        expect(button).toHaveAttribute('data-energy-class', 'G');
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
            discount: 200,
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
