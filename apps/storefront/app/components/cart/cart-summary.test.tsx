// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CartSummary } from '~/components/cart/cart-summary';
import { EMPTY_CART, type CartView } from '~/lib/cart/cart';
import { renderOnServer } from '~/test-support/server-render';

/** The phone: 799,00 € with two coupons, free shipping and a 100 € gift card. */
const phoneCart: CartView = {
    ...EMPTY_CART,
    totalQuantity: 1,
    subTotal: 79900,
    discounts: [
        { description: '20 € di prova', amount: -2000 },
        { description: '50 € di sconto da 500 €', amount: -5000 },
    ],
    shipping: 0,
    giftCards: [{ code: 'DEMO-GIFT-0100-EURO', amount: -10000 }],
    giftCardTotal: -10000,
    total: 62900,
    vat: 13146,
    vatRates: [{ rate: 22, amount: 13146 }],
};

/** Each row of the summary as the shopper reads it: label and amount. */
function rows(container: HTMLElement) {
    const terms = [...container.querySelectorAll('dt')];
    return terms.map(term => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('CartSummary', () => {
    it('shows subtotal before discounts, each discount, free shipping, gift cards, total and the VAT in it', () => {
        const { container, getByTestId, getAllByTestId } = renderOnServer(<CartSummary cart={phoneCart} />);
        expect(rows(container)).toEqual([
            ['Subtotale', '799,00\u00a0€'],
            ['20 € di prova', '-20,00\u00a0€'],
            ['50 € di sconto da 500 €', '-50,00\u00a0€'],
            ['Spedizione', 'Gratuita'],
            ['Carte regalo', '-100,00\u00a0€'],
            ['Totale', '629,00\u00a0€'],
        ]);
        expect(getByTestId('cart-vat')).toHaveTextContent(/^IVA inclusadi cui IVA 22 %: 131,46\s€$/);
        expect(getAllByTestId('cart-vat-rate').map(rate => rate.textContent)).toEqual([
            'di cui IVA 22 %: 131,46\u00a0€',
        ]);
    });

    it('shows 5 € shipping as an amount, thousands with a dot, and no gift card row without cards', () => {
        const { container, queryByTestId } = renderOnServer(
            <CartSummary
                cart={{
                    ...EMPTY_CART,
                    subTotal: 129900,
                    shipping: 500,
                    total: 130400,
                    vat: 23515,
                    vatRates: [{ rate: 22, amount: 23515 }],
                }}
            />,
        );
        expect(rows(container)).toEqual([
            ['Subtotale', '1.299,00\u00a0€'],
            ['Spedizione', '5,00\u00a0€'],
            ['Totale', '1.304,00\u00a0€'],
        ]);
        expect(queryByTestId('cart-gift-cards')).toBeNull();
    });

    it('says shipping is reckoned at checkout only while the server has no shipping line', () => {
        const { getByTestId } = renderOnServer(<CartSummary cart={{ ...EMPTY_CART, subTotal: 4999, total: 4999 }} />);
        expect(getByTestId('cart-shipping')).toHaveTextContent(/^Calcolata al checkout$/);
    });

    it('names an unnamed discount "Sconto", and lists VAT by rate', () => {
        const { getAllByTestId, getByTestId } = renderOnServer(
            <CartSummary
                cart={{
                    ...phoneCart,
                    discounts: [{ description: '', amount: -1000 }],
                    vatRates: [
                        { rate: 22, amount: 12000 },
                        { rate: 4, amount: 38 },
                    ],
                }}
            />,
        );
        expect(getByTestId('cart-discount-name')).toHaveTextContent(/^Sconto$/);
        expect(getAllByTestId('cart-vat-rate').map(rate => rate.textContent)).toEqual([
            'di cui IVA 22 %: 120,00\u00a0€',
            'di cui IVA 4 %: 0,38\u00a0€',
        ]);
    });
});
