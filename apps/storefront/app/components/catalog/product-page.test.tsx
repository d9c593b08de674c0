import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '~/components/catalog/breadcrumbs';
import { ProductPage } from '~/components/catalog/product-page';
import type { ProductPageData } from '~/lib/catalog/product-page';
import { galaxyS25, serviceCard, washingMachine } from '~/lib/catalog/product-fixtures.test-support';
import type { ProductDetail } from '~/components/catalog/product-page.fragment';

function render(product: ProductDetail, url: string): string {
    const data: ProductPageData = { locale: 'it', product, origin: 'https://negozio.example' };
    return renderToString(
        <MemoryRouter initialEntries={[url]}>
            <ProductPage data={data} />
        </MemoryRouter>,
    )
        .replace(/\u00a0|\u202f/g, ' ')
        .replace(/<!-- -->/g, '');
}

const text = (html: string) =>
    html
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, ' ');

describe('ProductPage', () => {
    it('before a choice: the price range and "Seleziona colore e taglia", no article code, no radio checked', () => {
        const html = render(galaxyS25(), '/it/p/SM-S931B');
        expect(text(html)).toContain('Da 799,00 € a 869,00 €');
        expect(text(html)).toContain('Seleziona colore e taglia');
        expect(html).not.toContain('data-testid="product-sku"');
        expect(html).not.toContain('aria-checked="true"');
        expect(html.match(/role="radiogroup"/g)).toHaveLength(2);
    });

    it('renders the variant of ?variant: price, struck regular price, discount, Omnibus line, SKU, its image', () => {
        const html = render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-128GB-VERD');
        const page = text(html);
        expect(page).toContain('Prezzo scontato: 799,00 €');
        expect(html).toMatch(/<s data-testid="product-price-regular">929,00 €<\/s>/);
        expect(page).toContain('-14%');
        expect(page).toContain('Prezzo più basso degli ultimi 30 giorni: 799,00 €');
        expect(page).toContain('IVA inclusa');
        expect(html).toMatch(/data-testid="product-sku">ART-SM-S931B-128GB-VERD</);
        expect(page).toContain('Disponibile');
        expect(html).toMatch(/<img src="\/assets\/a2\/s25-verde\.png\?preset=gallery&amp;format=webp"/);
        expect(html).toMatch(/role="radio" aria-checked="true"[^>]*data-option="verde"/);
    });

    it('says "Solo 3 rimasti" for low stock and "Prodotto non disponibile" for a sold-out variant', () => {
        expect(text(render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-128GB-AZZU'))).toContain('Solo 3 rimasti');
        const soldOut = render(galaxyS25(), '/it/p/SM-S931B?variant=SM-S931B-256GB-VERD');
        expect(text(soldOut)).toContain('Prodotto non disponibile');
        expect(soldOut).toMatch(/data-option="256-gb" data-status="out-of-stock"/);
    });

    it('states the shorter Omnibus period, and has the energy arrow, specifications table and JSON-LD', () => {
        const html = render(washingMachine(), '/it/p/WGG244A9II');
        expect(text(html)).toContain('Prezzo più basso negli ultimi 12 giorni: 749,00 €');
        expect(html).toContain('data-energy-class="A"');
        expect(html).toMatch(/<th scope="row"[^>]*>Capacità<\/th><td[^>]*>9 kg<\/td>/);
        const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(m =>
            JSON.parse(m[1] as string),
        );
        expect(scripts.map(s => s['@type'])).toEqual(['Product', 'BreadcrumbList']);
        expect(scripts[0]).toMatchObject({ sku: 'WGG244A9II', offers: { price: '699.00', priceCurrency: 'EUR' } });
        // Product without options: nothing to choose, nothing to prompt.
        expect(html).not.toContain('role="radiogroup"');
        expect(text(html)).not.toContain('Seleziona');
    });

    it('keeps an encoded slash in the product path of option links', () => {
        const product = galaxyS25();
        product.code = 'SM-A556B/DS';
        const html = render(product, '/it/p/SM-A556B%2FDS');
        expect(html).toContain('href="/it/p/SM-A556B%2FDS?colore=blu"');
        const chosen = render(product, '/it/Product?id=SM-A556B%2FDS&colore=verde');
        expect(chosen).toContain('href="/it/Product?id=SM-A556B%2FDS&amp;variant=SM-S931B-128GB-VERD"');
    });

    it('sizes the main picture for the screen and loads it first', () => {
        const html = render(washingMachine(), '/it/p/WGG244A9II');
        const img = html.match(/<img[^>]*data-testid="gallery-image"[^>]*>/)?.[0] ?? '';
        expect(img).toContain('width="1080"');
        expect(img).toContain('height="1340"');
        expect(img).toContain('fetchPriority="high"');
        expect(img).toContain('loading="eager"');
        expect(img).toContain('/assets/b1/wgg244.png?w=720&amp;h=893&amp;mode=resize&amp;format=webp 720w');
        expect(img).toMatch(/sizes="\(min-width: 1024px\) 560px/);
    });

    it('lists the services that apply inside the add-to-cart form, unticked, with their price in euros', () => {
        const product = washingMachine();
        product.services = [
            serviceCard('SRV-INST-LAV', 'Installazione lavatrice', 3_900),
            serviceCard('SRV-GAR3-GED', 'Estensione di garanzia 3 anni', 8_999),
        ];
        const html = render(product, '/it/p/WGG244A9II');
        const form = html.match(/<form[^>]*data-testid="product-add-form"[\s\S]*?<\/form>/)?.[0] ?? '';
        expect(form).toContain('<legend class="font-semibold">Servizi aggiuntivi</legend>');
        const boxes = [...form.matchAll(/<input type="checkbox"[^>]*>/g)].map(match => match[0]);
        expect(boxes).toHaveLength(2);
        expect(boxes[0]).toContain('name="serviceSku" value="SRV-INST-LAV"');
        expect(boxes.some(box => box.includes('checked'))).toBe(false);
        expect(text(form)).toContain('Installazione lavatrice +39,00 €');
        expect(text(form)).toContain('Estensione di garanzia 3 anni +89,99 €');
    });

    it('shows no services box for a product without services', () => {
        expect(render(washingMachine(), '/it/p/WGG244A9II')).not.toContain('data-testid="product-services"');
    });
});

describe('Breadcrumbs', () => {
    it('is a labelled ordered list from Home, the last item marked as the current page', () => {
        const html = renderToString(
            <MemoryRouter>
                <Breadcrumbs
                    locale="it"
                    items={[{ label: 'Telefonia', href: '/it/c/telefonia' }, { label: 'Samsung Galaxy S25' }]}
                />
            </MemoryRouter>,
        );
        expect(html).toMatch(/^<nav aria-label="Percorso di navigazione"[^>]*><ol/);
        expect(html.match(/<li/g)).toHaveLength(3);
        expect(html).toContain('href="/it"');
        expect(html).toContain('href="/it/c/telefonia"');
        expect(html).toMatch(/<span aria-current="page"[^>]*>Samsung Galaxy S25<\/span>/);
    });
});
