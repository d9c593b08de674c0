// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { ProductPage } from '~/components/catalog/product-page';
import type { ProductPageData } from '~/lib/catalog/product-page';
import { galaxyS25, serviceCard, washingMachine } from '~/lib/catalog/product-fixtures.test-support';
import type { ProductDetail } from '~/components/catalog/product-page.fragment';
import { renderInBrowser } from '~/test-support/client-render';
import { renderInRouteOnServer } from '~/test-support/server-render';

function render(product: ProductDetail, url: string) {
    const data: ProductPageData = { locale: 'it', product, origin: 'https://negozio.example' };
    return renderInRouteOnServer(<ProductPage data={data} />, url);
}

/** The words a shopper reads in an element: tags and scripts left out, every kind of space as one space. */
function shownText(element: Element): string {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('script').forEach(script => script.remove());
    // Adjacent elements read as separate words, as on screen.
    copy.querySelectorAll('*').forEach(child => child.append(' '));
    return (copy.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ');
}

describe('ProductPage', () => {
    it('before a choice: the card\'s offer and "Seleziona il colore e la memoria", no article code, no radio checked', () => {
        const page = render(galaxyS25(), '/it/p/SM-S931B');
        // The card shows its cheapest variant in stock, 128 GB Blu, at "-14% da 799 €": so does the page.
        const text = shownText(page.container);
        expect(page.getByTestId('product-price-current')).toHaveTextContent(/^Prezzo scontato: da 799,00\s€$/);
        expect(page.getByTestId('product-price-regular')).toHaveTextContent(/^929,00\s€$/);
        expect(text).toContain('-14%');
        expect(text).toContain('Prezzo più basso degli ultimi 30 giorni: 929,00 €');
        expect(page.queryByTestId('product-price-range')).not.toBeInTheDocument();
        expect(text).toContain('Seleziona il colore e la memoria');
        expect(page.queryByTestId('product-sku')).not.toBeInTheDocument();
        expect(page.queryAllByRole('radio', { checked: true })).toEqual([]);
        expect(page.getAllByRole('radiogroup')).toHaveLength(2);
    });

    it("before a choice: the price range when the card's variant announces no reduction", () => {
        const product = galaxyS25();
        for (const variant of product.variants) variant.lowestPrice30Days = null;
        const page = render(product, '/it/p/SM-S931B');
        expect(shownText(page.container)).toContain('Da 799,00 € a 869,00 €');
        for (const absent of [
            'product-price-current',
            'product-price-regular',
            'product-discount',
            'product-omnibus',
        ]) {
            expect(page.queryByTestId(absent)).not.toBeInTheDocument();
        }
    });

    it('renders the variant of ?variant: price, the struck Omnibus reference, discount, Omnibus line, SKU, its image', () => {
        const page = render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-128GB-VERD');
        const text = shownText(page.container);
        expect(text).toContain('Prezzo scontato: 799,00 €');
        const regular = page.getByTestId('product-price-regular');
        expect(regular.tagName).toBe('S');
        expect(regular).toHaveTextContent(/^929,00\s€$/);
        expect(text).toContain('-14%');
        expect(text).toContain('Prezzo più basso degli ultimi 30 giorni: 929,00 €');
        expect(text).toContain('IVA inclusa');
        expect(page.getByTestId('product-sku')).toHaveTextContent(/^ART-SM-S931B-128GB-VERD$/);
        expect(text).toContain('Disponibile');
        expect(page.getByTestId('gallery-image')).toHaveAttribute(
            'src',
            '/assets/a2/s25-verde.png?preset=gallery&format=webp',
        );
        expect(page.getByTestId('product-gallery').querySelector('source')?.getAttribute('srcset')).toContain(
            '/assets/a2/s25-verde.png?w=720&h=893&mode=resize&format=avif 720w',
        );
        expect(page.getAllByRole('radio', { checked: true }).map(radio => radio.dataset.option)).toContain('verde');
    });

    it('says "Solo 3 rimasti" for low stock and "Prodotto non disponibile" for a sold-out variant', () => {
        const low = render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-128GB-AZZU');
        expect(shownText(low.container)).toContain('Solo 3 rimasti');
        const soldOut = render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-256GB-VERD');
        expect(shownText(soldOut.container)).toContain('Prodotto non disponibile');
        const size = soldOut.getAllByRole('radio').find(radio => radio.dataset.option === '256-gb');
        expect(size).toHaveAttribute('data-status', 'out-of-stock');
    });

    it('states since when for a product on the market for less than 30 days, with the energy arrow, specifications and JSON-LD', () => {
        const page = render(washingMachine(), '/it/p/WGG244A9II');
        expect(shownText(page.container)).toContain('Prezzo più basso dal 20 dicembre: 749,00 €');
        expect(page.getByTestId('product-price-regular')).toHaveTextContent(/^749,00\s€$/);
        expect(shownText(page.container)).toContain('-7%');
        expect(page.getAllByRole('button', { name: 'Classe energetica A' })[0]).toHaveAttribute(
            'data-energy-class',
            'A',
        );
        const capacity = page.getByRole('rowheader', { name: 'Capacità' });
        expect(capacity.nextElementSibling).toHaveTextContent(/^9 kg$/);
        const scripts = [...page.container.querySelectorAll('script[type="application/ld+json"]')].map(script =>
            JSON.parse(script.textContent ?? ''),
        );
        expect(scripts.map(s => s['@type'])).toEqual(['Product', 'BreadcrumbList']);
        expect(scripts[0]).toMatchObject({ sku: 'WGG244A9II', offers: { price: '699.00', priceCurrency: 'EUR' } });
        // Product without options: nothing to choose, nothing to prompt.
        expect(page.queryAllByRole('radiogroup')).toEqual([]);
        expect(shownText(page.container)).not.toContain('Seleziona');
    });

    it('keeps an encoded slash in the product path of option links', () => {
        const product = galaxyS25();
        product.code = 'SM-A556B/DS';
        const page = render(product, '/it/p/SM-A556B%2FDS');
        expect(page.getAllByRole('radio').map(radio => radio.getAttribute('href'))).toContain(
            '/it/p/SM-A556B%2FDS?colore=blu',
        );
        const chosen = render(product, '/it/Product?id=SM-A556B%2FDS&colore=verde');
        expect(chosen.getAllByRole('radio').map(radio => radio.getAttribute('href'))).toContain(
            '/it/Product?id=SM-A556B%2FDS&variant=SM-S931B-128GB-VERD',
        );
    });

    it('sizes the main picture for the screen, in AVIF where the browser reads it, and loads it first', () => {
        const img = render(washingMachine(), '/it/p/WGG244A9II').getByTestId('gallery-image');
        expect(img).toHaveAttribute('width', '1080');
        expect(img).toHaveAttribute('height', '1340');
        expect(img).toHaveAttribute('fetchPriority', 'high');
        expect(img).toHaveAttribute('loading', 'eager');
        expect(img.getAttribute('srcset')).toContain('/assets/b1/wgg244.png?w=720&h=893&mode=resize&format=webp 720w');
        expect(img.getAttribute('sizes')).toMatch(/^\(min-width: 1024px\) 560px/);
        // The <picture>'s AVIF source comes first, at the same widths and sizes; the <img> is the WebP fallback.
        expect(img.parentElement?.tagName).toBe('PICTURE');
        const source = img.parentElement?.querySelector('source');
        expect(source).toHaveAttribute('type', 'image/avif');
        expect(source?.getAttribute('srcset')).toBe(
            img.getAttribute('srcset')?.replaceAll('format=webp', 'format=avif'),
        );
        expect(source).toHaveAttribute('sizes', img.getAttribute('sizes'));
    });

    it('lists the services that apply inside the add-to-cart form, unticked, with their price in euros', () => {
        const product = washingMachine();
        product.services = [
            serviceCard('SRV-INST-LAV', 'Installazione lavatrice', 3_900),
            serviceCard('SRV-GAR3-GED', 'Estensione di garanzia 3 anni', 8_999),
        ];
        const form = within(render(product, '/it/p/WGG244A9II').getByTestId('product-add-form'));
        expect(form.getByRole('group', { name: 'Servizi aggiuntivi' })).toBeInTheDocument();
        const boxes = form.getAllByRole('checkbox');
        expect(boxes).toHaveLength(2);
        expect(boxes[0]).toHaveAttribute('name', 'serviceSku');
        expect(boxes[0]).toHaveAttribute('value', 'SRV-INST-LAV');
        expect(boxes.some(box => (box as HTMLInputElement).checked)).toBe(false);
        const text = shownText(form.getByRole('group', { name: 'Servizi aggiuntivi' }));
        expect(text).toContain('Installazione lavatrice +39,00 €');
        expect(text).toContain('Estensione di garanzia 3 anni +89,99 €');
    });

    it('offers the chosen variant the service tier of its price band only, and every tier before a choice', () => {
        const product = galaxyS25();
        product.services = [
            serviceCard('SRV-GAR2-300', 'Estensione di garanzia 2 anni (prodotti fino a 300 €)', 2_999, {
                upTo: 30_000,
            }),
            serviceCard('SRV-GAR-800', 'Estensione di garanzia fino a 800 €', 5_999, { above: 30_000, upTo: 80_000 }),
            serviceCard('SRV-GAR-1000', 'Estensione di garanzia fino a 1.000 €', 7_999, {
                above: 80_000,
                upTo: 100_000,
            }),
        ];
        const offered = (url: string) =>
            within(render(product, url).getByTestId('product-add-form'))
                .getAllByRole('checkbox')
                .map(box => box.getAttribute('value'));
        // 799 € and 869 €: each variant one tier, never the up-to-300 € one as well.
        expect(offered('/it/p/SM-S931B?variant=SM-S931B-128GB-BLU')).toEqual(['SRV-GAR-800']);
        expect(offered('/it/p/SM-S931B?variant=SM-S931B-256GB-BLU')).toEqual(['SRV-GAR-1000']);
        expect(offered('/it/p/SM-S931B')).toEqual(['SRV-GAR2-300', 'SRV-GAR-800', 'SRV-GAR-1000']);
    });

    it('shows no services box for a product without services', () => {
        expect(render(washingMachine(), '/it/p/WGG244A9II').queryByTestId('product-services')).not.toBeInTheDocument();
    });
});

describe('Breadcrumbs', () => {
    it('is a labelled ordered list from Home, the last item marked as the current page', () => {
        const trail = renderInRouteOnServer(
            <Breadcrumbs
                locale="it"
                items={[{ label: 'Telefonia', href: '/it/c/telefonia' }, { label: 'Samsung Galaxy S25' }]}
            />,
        );
        const nav = trail.getByRole('navigation', { name: 'Percorso di navigazione' });
        expect(trail.container.firstElementChild).toBe(nav);
        expect(nav.firstElementChild?.tagName).toBe('OL');
        expect(trail.getAllByRole('listitem')).toHaveLength(3);
        expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it');
        expect(trail.getByRole('link', { name: 'Telefonia' })).toHaveAttribute('href', '/it/c/telefonia');
        const current = trail.getByText('Samsung Galaxy S25');
        expect(current.tagName).toBe('SPAN');
        expect(current).toHaveAttribute('aria-current', 'page');
    });
});

describe('ProductPage view_item event', () => {
    beforeEach(() => {
        window.dataLayer = [];
        // The cart and wishlist ask the shop on mount; here the shop is offline.
        vi.stubGlobal(
            'fetch',
            vi.fn(async () => Response.error()),
        );
    });
    afterEach(() => vi.unstubAllGlobals());

    const viewedItems = () =>
        (window.dataLayer ?? [])
            .filter(entry => (entry as { event?: string }).event === 'view_item')
            .map(entry => (entry as { ecommerce: { items: Array<{ item_id: string }> } }).ecommerce.items[0]?.item_id);

    it('one event per product and chosen variant; a revalidation with an equal product sends none', async () => {
        // Each load hands over a new, equal product, as a revalidation after adding to the cart does.
        const load = (): ProductPageData => ({ locale: 'it', product: galaxyS25(), origin: 'https://negozio.example' });
        const router = createMemoryRouter(
            [
                {
                    id: 'product',
                    path: '/it/p/:code',
                    loader: load,
                    Component: () => <ProductPage data={useLoaderData() as ProductPageData} />,
                },
            ],
            // The page arrives with its data, as from the server.
            { initialEntries: ['/it/p/SM-S931B'], hydrationData: { loaderData: { product: load() } } },
        );
        const page = await renderInBrowser(<RouterProvider router={router} />);
        expect(viewedItems()).toEqual(['SM-S931B']);

        await act(async () => router.revalidate());
        expect(viewedItems()).toEqual(['SM-S931B']);

        await act(async () => router.navigate('/it/p/SM-S931B?variant=SM-S931B-128GB-VERD', { replace: true }));
        expect(viewedItems()).toEqual(['SM-S931B', 'SM-S931B-128GB-VERD']);

        await act(async () => router.revalidate());
        expect(viewedItems()).toEqual(['SM-S931B', 'SM-S931B-128GB-VERD']);

        await page.unmount();
    });
});
