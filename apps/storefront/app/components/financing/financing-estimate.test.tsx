// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ProductPage } from '~/components/catalog/product-page';
import { FinancingEstimate } from '~/components/financing/financing-estimate';
import { FinancingTermsProvider } from '~/components/financing/financing-terms-context';
import type { FinancingTerms } from '~/components/financing/financing-terms.fragment';
import { galaxyS25, washingMachine } from '~/lib/catalog/product-fixtures.test-support';
import { productFinancing } from '~/lib/financing/product-financing';
import { renderInRouteOnServer, renderOnServer } from '~/test-support/server-render';

const LENDER = 'Findomestic Banca';
const DISCLAIMER = `Messaggio pubblicitario con finalità promozionale; salvo approvazione di ${LENDER}.`;

/** The commerce server's default table and range. */
const terms: FinancingTerms = {
    lender: LENDER,
    minCents: 20_000,
    maxCents: 1_500_000,
    plans: [
        { months: 10, tanPercent: 0, taegPercent: 0 },
        { months: 20, tanPercent: 0, taegPercent: 0 },
        { months: 30, tanPercent: 7.9, taegPercent: 8.19 },
    ],
};
const zeroRate24: FinancingTerms = { ...terms, plans: [{ months: 24, tanPercent: 0, taegPercent: 0 }] };

/** What the shopper reads, every kind of space as one space. */
const shown = (element: Element | null) => (element?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');

function render(amountCents: number, value: FinancingTerms | null) {
    return renderOnServer(
        <FinancingTermsProvider value={value}>
            <FinancingEstimate amountCents={amountCents} />
        </FinancingTermsProvider>,
    );
}

describe('FinancingEstimate', () => {
    it("shows the issue's 998,00 € in 24 zero-rate instalments, with the last one that settles the cents", () => {
        const page = render(99_800, zeroRate24);
        expect(shown(page.getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 24 rate da 41,58 € a tasso zero con Findomestic',
        );
        expect(shown(page.getByTestId('financing-estimate-example'))).toBe(
            'TAN fisso 0,00 % – TAEG 0,00 %. Esempio: importo finanziato 998,00 €, 24 rate mensili da 41,58 € ' +
                `(l'ultima da 41,66 €), totale dovuto 998,00 €. ${DISCLAIMER}`,
        );
    });

    it('leads with the interest-free plan, though a plan with interest has a lower instalment, and shows the others on request', () => {
        const page = render(99_800, terms);
        expect(shown(page.getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 20 rate da 49,90 € a tasso zero con Findomestic',
        );
        expect(shown(page.getByTestId('financing-estimate-example'))).toBe(
            'TAN fisso 0,00 % – TAEG 0,00 %. Esempio: importo finanziato 998,00 €, 20 rate mensili da 49,90 €, ' +
                `totale dovuto 998,00 €. ${DISCLAIMER}`,
        );
        // A disclosure the browser opens by itself, JavaScript or not.
        const others = page.getByTestId('financing-other-plans');
        expect(others.tagName).toBe('DETAILS');
        expect(others).not.toHaveAttribute('open');
        expect(shown(others.querySelector('summary'))).toBe('Altre 2 soluzioni di pagamento');
        expect(page.getAllByTestId('financing-other-plan').map(shown)).toEqual([
            '10 rate da 99,80 € a tasso zero. TAN fisso 0,00 % – TAEG 0,00 %. Esempio: importo finanziato 998,00 €, ' +
                '10 rate mensili da 99,80 €, totale dovuto 998,00 €.',
            '30 rate da 36,77 € al mese. TAN fisso 7,90 % – TAEG 8,19 %. Esempio: importo finanziato 998,00 €, ' +
                "30 rate mensili da 36,77 € (l'ultima da 36,74 €), totale dovuto 1.103,07 €.",
        ]);
    });

    it('leads with the lowest instalment when no plan is interest-free, without the zero-rate mark', () => {
        const page = render(99_800, { ...terms, plans: [terms.plans[2]!] });
        expect(shown(page.getByTestId('financing-estimate-instalment'))).toBe(
            'Oppure da 36,77 € al mese in 30 rate con Findomestic',
        );
        expect(page.queryByTestId('zero-rate')).toBeNull();
        expect(page.queryByTestId('financing-other-plans')).toBeNull();
    });

    it('names no last instalment when every instalment is the same', () => {
        const page = render(99_800, { ...terms, plans: [{ months: 20, tanPercent: 0, taegPercent: 0 }] });
        expect(shown(page.getByTestId('financing-estimate-example'))).toBe(
            'TAN fisso 0,00 % – TAEG 0,00 %. Esempio: importo finanziato 998,00 €, 20 rate mensili da 49,90 €, ' +
                `totale dovuto 998,00 €. ${DISCLAIMER}`,
        );
    });

    it('shows the bounds of the range and nothing outside it, nor without terms', () => {
        expect(shown(render(20_000, zeroRate24).getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 24 rate da 8,33 € a tasso zero con Findomestic',
        );
        expect(shown(render(1_500_000, zeroRate24).getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 24 rate da 625,00 € a tasso zero con Findomestic',
        );
        expect(render(19_999, zeroRate24).container.innerHTML).toBe('');
        expect(render(1_500_001, zeroRate24).container.innerHTML).toBe('');
        expect(render(99_800, null).container.innerHTML).toBe('');
    });
});

describe('the product page estimate', () => {
    function renderPage(product: ReturnType<typeof galaxyS25>, url: string) {
        const financing = productFinancing(product, zeroRate24);
        return renderInRouteOnServer(
            <ProductPage data={{ locale: 'it', product, origin: 'https://negozio.example', financing }} />,
            url,
        );
    }

    it('is made on the server for each price of the variants that Findomestic finances', () => {
        const financing = productFinancing(galaxyS25(), zeroRate24);
        expect(financing?.lender).toBe(LENDER);
        expect(Object.keys(financing?.estimates ?? {}).sort()).toEqual(['79900', '86900']);
        expect(financing?.estimates['79900']?.lead).toMatchObject({ instalmentCents: 3_329, totalOwedCents: 79_900 });
        expect(productFinancing(galaxyS25(), { ...zeroRate24, minCents: 100_000 })).toBeNull();
        expect(productFinancing(galaxyS25(), null)).toBeNull();
    });

    it("follows the chosen variant's price, and waits for a choice between different prices", () => {
        const chosen = renderPage(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-128GB-VERD');
        expect(shown(chosen.getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 24 rate da 33,29 € a tasso zero con Findomestic',
        );
        expect(renderPage(galaxyS25(), '/it/p/SM-S931B').queryByTestId('financing-estimate')).toBeNull();
        const page = renderInRouteOnServer(
            <ProductPage data={{ locale: 'it', product: galaxyS25(), origin: 'https://negozio.example' }} />,
            '/it/p/SM-S931B?variant=SM-S931B-128GB-VERD',
        );
        expect(page.queryByTestId('financing-estimate')).toBeNull();
    });

    it('shows the single price of a product before any choice', () => {
        const page = renderPage(washingMachine(), '/it/p/WGG244A9II');
        expect(shown(page.getByTestId('financing-estimate-instalment'))).toBe(
            'Tasso zero Oppure 24 rate da 29,13 € a tasso zero con Findomestic',
        );
    });
});
