// The product page, as a shopper uses it. Products from the demo catalog (apps/server/src/seed/catalog):
// - SM-S931B, Samsung Galaxy S25: colore (Blu, Argento, Azzurro, Verde) × taglia (128 GB at 799 €, 256 GB at 869 €),
//   on offer; Verde 256 GB is sold out and Azzurro 128 GB has 3 left; one picture per colour.
// - WGG244A9II, Bosch washing machine: a single variant at 699 €, on offer (list price 899 €), energy class A.
// - SM-A556B/DS, Samsung Galaxy A55 5G: a product code with a slash; 329 €, on the list at 479 € but sold at 404 € in
//   the month before the offer, so the reduction announced is -19 % from 404 € (Omnibus, decision 006).
// - XN9201, Nespresso Vertuo Pop: one price, 79,99 €, on offer in every colour.
import type { Page } from '@playwright/test';
import { formatCents, sinceDayItalian } from '../app/lib/format/money';
import {
    expect,
    gotoHydrated,
    test,
    type CatalogProduct as ApiProduct,
    type CatalogVariant as ApiVariant,
} from './fixtures';

function variantOf(product: ApiProduct, colore: string, taglia: string): ApiVariant {
    const found = product.variants.find(
        v =>
            v.options.some(o => o.group === 'colore' && o.name === colore) &&
            v.options.some(o => o.group === 'taglia' && o.name === taglia),
    );
    if (!found) throw new Error(`no variant ${colore} ${taglia}`);
    return found;
}

const euros = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

/** The Omnibus sentence a variant's announced reduction must come with (decision 006). */
function omnibusSentence(variant: ApiVariant): string {
    const lowest = euros(variant.lowestPrice30Days!);
    return variant.lowestPriceSince && (variant.lowestPricePeriodDays ?? 30) < 30
        ? `Prezzo più basso ${sinceDayItalian(variant.lowestPriceSince)}: ${lowest}`
        : `Prezzo più basso degli ultimi 30 giorni: ${lowest}`;
}

/** The storefront's address of a catalog picture in the gallery preset (see app/lib/catalog/urls.ts). */
function galleryPath(url: string | undefined): string {
    return `${new URL(url as string, 'http://x').pathname}?preset=gallery&format=webp`;
}

const option = (page: Page, group: string, name: string) =>
    page.getByTestId(`option-group-${group}`).getByRole('radio', { name: new RegExp(`^${name}`) });

test('choosing colour and size updates price, picture, article code and stock; the URL names the variant', async ({
    page,
    catalog,
}) => {
    const product = await catalog.product('SM-S931B');
    const verde128 = variantOf(product, 'Verde', '128 GB');
    const verde256 = variantOf(product, 'Verde', '256 GB');
    const blu128 = variantOf(product, 'Blu', '128 GB');
    await gotoHydrated(page, '/it/p/SM-S931B');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy S25');
    await expect(page.getByTestId('product-availability')).toHaveText('Seleziona il colore e la memoria');
    // Before a choice, the offer its card shows: the cheapest variant in stock, from 799 €.
    expect(blu128.lowestPrice30Days).toBeGreaterThan(blu128.price);
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: da 799,00 €');
    await expect(page.getByTestId('product-price-regular')).toHaveText(euros(blu128.lowestPrice30Days!));
    await expect(page.getByTestId('product-omnibus')).toHaveText(omnibusSentence(blu128));
    await expect(page.getByTestId('product-sku')).toHaveCount(0);

    await option(page, 'colore', 'Verde').click();
    await expect(page).toHaveURL(/\/it\/p\/SM-S931B\?colore=/);
    await expect(option(page, 'colore', 'Verde')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('product-availability')).toHaveText('Seleziona la memoria');

    await option(page, 'taglia', '128 GB').click();
    await expect(page).toHaveURL(`/it/p/SM-S931B?variant=${encodeURIComponent(verde128.sku)}`);
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 799,00 €');
    await expect(page.getByTestId('product-price-regular')).toHaveText(euros(verde128.lowestPrice30Days!));
    await expect(page.getByTestId('product-sku')).toHaveText(verde128.merchantSku);
    await expect(page.getByTestId('product-stock')).toHaveText('Disponibile');
    await expect(page.getByTestId('gallery-image')).toHaveAttribute(
        'src',
        galleryPath(product.images[verde128.imageIndex]?.url),
    );

    // The other size of the same colour is sold out: marked, and once chosen the page says so.
    await expect(option(page, 'taglia', '256 GB')).toHaveAttribute('data-status', 'out-of-stock');
    await option(page, 'taglia', '256 GB').click();
    await expect(page).toHaveURL(`/it/p/SM-S931B?variant=${encodeURIComponent(verde256.sku)}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Prodotto non disponibile');
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 869,00 €');
    await expect(page.getByTestId('product-sku')).toHaveText(verde256.merchantSku);
    // Chosen in the page, the sold-out variant offers the back-in-stock alert (its form loads then).
    await expect(page.getByTestId('stock-alert').getByLabel('La tua email')).toBeVisible();

    // Arrow keys move through a radio group and choose as they go.
    const colours = product.optionGroups.find(g => g.code === 'colore')!.values.map(v => v.name);
    const previous = colours[(colours.indexOf('Verde') - 1 + colours.length) % colours.length]!;
    await option(page, 'colore', 'Verde').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(
        `/it/p/SM-S931B?variant=${encodeURIComponent(variantOf(product, previous, '256 GB').sku)}`,
    );
    await expect(option(page, 'colore', previous)).toBeFocused();
    await expect(option(page, 'colore', previous)).toHaveAttribute('aria-checked', 'true');

    await option(page, 'colore', 'Blu').click();
    await option(page, 'taglia', '128 GB').click();
    await expect(page).toHaveURL(`/it/p/SM-S931B?variant=${encodeURIComponent(blu128.sku)}`);
    await expect(page.getByTestId('gallery-image')).toHaveAttribute(
        'src',
        galleryPath(product.images[blu128.imageIndex]?.url),
    );
    await expect(page.getByTestId('stock-alert')).toHaveCount(0);
});

test('colour then size clicked before the page has caught up keeps both choices', async ({ page }) => {
    await gotoHydrated(page, '/it/p/SM-S931B');
    // A slow connection: each choice's data takes a second, and the shopper does not wait for it.
    await page.route('**/it/p/SM-S931B.data*', async route => {
        await new Promise(resolve => setTimeout(resolve, 1_000));
        await route.continue();
    });
    await option(page, 'colore', 'Blu').click();
    await expect(option(page, 'colore', 'Blu')).toHaveAttribute('aria-checked', 'true');
    await option(page, 'taglia', '128 GB').click();
    await expect(page).toHaveURL(/[?&]variant=SM-S931B-128GB-BLU(&|$)/);
    await expect(option(page, 'colore', 'Blu')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'taglia', '128 GB')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
});

test('a variant with 3 left says "Solo 3 rimasti"', async ({ page, catalog }) => {
    const product = await catalog.product('SM-S931B');
    const azzurro128 = variantOf(product, 'Azzurro', '128 GB');
    await gotoHydrated(page, `/it/p/SM-S931B?variant=${encodeURIComponent(azzurro128.sku)}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Solo 3 rimasti');
    // Dispatch in 48 hours, two to four working days in Italy from today.
    await expect(page.getByTestId('delivery-estimate')).toHaveText(
        /^Consegna prevista tra (lun|mar|mer|gio|ven) \d{1,2}( [a-z]+)? e (lun|mar|mer|gio|ven) \d{1,2} [a-z]+$/,
    );
});

test('without JavaScript the variant URL renders the chosen variant, and option links still work', async ({
    shopperWithoutJavaScript: { page },
    catalog,
}) => {
    const product = await catalog.product('SM-S931B');
    const verde128 = variantOf(product, 'Verde', '128 GB');
    const verde256 = variantOf(product, 'Verde', '256 GB');
    const response = await page.goto(`/it/p/SM-S931B?variant=${encodeURIComponent(verde128.sku)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 799,00 €');
    await expect(page.getByTestId('product-sku')).toHaveText(verde128.merchantSku);
    await expect(page.getByTestId('product-stock')).toHaveText('Disponibile');
    await expect(option(page, 'colore', 'Verde')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'taglia', '128 GB')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('gallery-image')).toHaveAttribute(
        'src',
        galleryPath(product.images[verde128.imageIndex]?.url),
    );

    await option(page, 'taglia', '256 GB').click();
    await expect(page).toHaveURL(`/it/p/SM-S931B?variant=${encodeURIComponent(verde256.sku)}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Prodotto non disponibile');
});

test('a discounted product shows the lowest price of the 30 days struck through, the discount from it and the Omnibus sentence', async ({
    page,
    catalog,
}) => {
    const product = await catalog.product('WGG244A9II');
    const variant = product.variants[0]!;
    const lowest = variant.lowestPrice30Days!;
    // Never the list price of 899 €: the reference is the lowest price before the reduction.
    expect(lowest).toBeGreaterThan(variant.price);
    expect(lowest).toBeLessThanOrEqual(89900);
    const percent = Math.round(100 - (variant.price / lowest) * 100);
    await gotoHydrated(page, '/it/p/WGG244A9II');

    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 699,00 €');
    await expect(page.getByTestId('product-price-regular')).toHaveText(euros(lowest));
    await expect(page.getByTestId('product-discount')).toHaveText(
        new RegExp(`^-${percent}%Sconto (del |dell')${percent}\\s%$`),
    );
    await expect(page.getByTestId('product-omnibus')).toHaveText(omnibusSentence(variant));
    await expect(page.getByTestId('product-price')).toContainText('IVA inclusa');
    await expect(page.getByTestId('product-sku')).toHaveText(variant.merchantSku);

    // view_item in GA4 shape, prices in euros.
    const viewItem = await page.evaluate(() =>
        (window.dataLayer ?? []).find(entry => (entry as { event?: string }).event === 'view_item'),
    );
    expect(viewItem).toMatchObject({
        event: 'view_item',
        ecommerce: {
            currency: 'EUR',
            value: 699,
            items: [
                {
                    item_id: 'WGG244A9II',
                    item_name: product.name,
                    item_brand: 'Bosch',
                    price: 699,
                    discount: (lowest - variant.price) / 100,
                },
            ],
        },
    });
});

test('a price Findomestic finances leads with the zero-rate plan, the others on request, in the cart too; a small one none', async ({
    page,
}) => {
    // The commerce server's default table: 10 and 20 instalments at zero rate, 30 at TAN 7,90 % (whose instalment is
    // the lowest, 25,75 €, but costs interest): the page leads with 20 at zero rate.
    const instalment = 'Tasso zero Oppure 20 rate da 34,95 € a tasso zero con Findomestic';
    const example =
        'TAN fisso 0,00 % – TAEG 0,00 %. Esempio: importo finanziato 699,00 €, 20 rate mensili da 34,95 €, totale ' +
        'dovuto 699,00 €. Messaggio pubblicitario con finalità promozionale; salvo approvazione di Findomestic Banca.';
    await gotoHydrated(page, '/it/p/WGG244A9II');
    const estimate = page.getByTestId('product-page').getByTestId('financing-estimate');
    await expect(estimate.getByTestId('financing-estimate-instalment')).toHaveText(instalment);
    await expect(estimate.getByTestId('financing-estimate-example')).toHaveText(example);
    const others = estimate.getByTestId('financing-other-plans');
    const thirty = others.getByTestId('financing-other-plan').filter({ hasText: '30 rate' });
    await expect(thirty).toBeHidden();
    await others.getByText('Altre 2 soluzioni di pagamento').click();
    await expect(others.getByTestId('financing-other-plan-name')).toHaveText([
        '10 rate da 69,90 € a tasso zero.',
        '30 rate da 25,75 € al mese.',
    ]);
    await expect(thirty.getByTestId('financing-other-plan-example')).toHaveText(
        "TAN fisso 7,90 % – TAEG 8,19 %. Esempio: importo finanziato 699,00 €, 30 rate mensili da 25,75 € (l'ultima " +
            'da 25,86 €), totale dovuto 772,61 €.',
    );

    // 79,99 €, under the 200 € Findomestic starts from.
    await gotoHydrated(page, '/it/p/XN9201');
    // On offer in every colour: the page shows its card's offer before a colour is chosen.
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 79,99 €');
    await expect(page.getByTestId('financing-estimate')).toHaveCount(0);

    // The cart's estimate is for its total: the washing machine alone, with free shipping.
    await gotoHydrated(page, '/it/p/WGG244A9II');
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('cart-button').click();
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar.getByTestId('cart-total')).toHaveText('699,00 €');
    await expect(sidebar.getByTestId('financing-estimate-instalment')).toHaveText(instalment);
    await expect(sidebar.getByTestId('financing-estimate-example')).toHaveText(example);
    await page.goto('/it/cart');
    const cart = page.getByTestId('cart-page');
    await expect(cart.getByTestId('financing-estimate-instalment')).toHaveText(instalment);
    await expect(cart.getByTestId('financing-estimate-example')).toHaveText(example);
});

test('the energy class arrow opens the full label; Escape closes it and focus returns to the arrow', async ({
    page,
    catalog,
}) => {
    const product = await catalog.product('WGG244A9II');
    await gotoHydrated(page, '/it/p/WGG244A9II');
    const arrow = page.getByTestId('product-price').getByRole('button', { name: 'Classe energetica A' });
    // The EU label's dark green, with a white letter.
    const colours = (element: Element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color];
    };
    expect(await arrow.locator('.energy-arrow').evaluate(colours)).toEqual(['rgb(0, 132, 61)', 'rgb(255, 255, 255)']);
    await arrow.click();

    const dialog = page.getByRole('dialog', { name: 'Etichetta energetica' });
    await expect(dialog).toBeVisible();
    await expect(
        dialog.getByRole('img', { name: 'Scala di efficienza energetica da A a G, classe del prodotto: A' }),
    ).toBeVisible();
    await expect(dialog.locator('[data-current="true"]')).toHaveAttribute('data-energy-class', 'A');
    // Each bar of the scale in its class's colour: D yellow with a black letter, G red with a white one.
    const fills = (group: Element) =>
        [...group.querySelectorAll('path, text')].map(part => getComputedStyle(part).fill);
    expect(await dialog.locator('[data-energy-class="D"]').evaluate(fills)).toEqual([
        'rgb(255, 237, 0)',
        'rgb(0, 0, 0)',
    ]);
    expect(await dialog.locator('[data-energy-class="G"]').evaluate(fills)).toEqual([
        'rgb(227, 6, 19)',
        'rgb(255, 255, 255)',
    ]);
    if (product.productSheetUrl) {
        const sheet = dialog.getByRole('link', { name: /^Scheda informativa del prodotto/ });
        await expect(sheet).toHaveAttribute('href', product.productSheetUrl);
        await expect(sheet).toHaveAttribute('target', '_blank');
        await expect(sheet).toHaveAttribute('rel', /noopener/);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(arrow).toBeFocused();
});

test('the gallery changes picture with arrow keys, thumbnails and a swipe', async ({ page, catalog }) => {
    const product = await catalog.product('SM-S931B');
    const count = product.images.length;
    expect(count).toBeGreaterThan(2);
    await gotoHydrated(page, '/it/p/SM-S931B');
    const main = page.getByTestId('gallery-main');
    const position = page.getByTestId('gallery-position');

    await main.focus();
    await page.keyboard.press('ArrowRight');
    await expect(main).toHaveAttribute('data-index', '1');
    await expect(position).toHaveText(`Immagine 2 di ${count}`);
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', galleryPath(product.images[1]?.url));
    // Keyboard focus is visible.
    expect(
        await main.evaluate(el => el.matches(':focus-visible') && getComputedStyle(el).outlineStyle !== 'none'),
    ).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(main).toHaveAttribute('data-index', String(count - 1));

    const thumbnails = page.getByTestId('gallery-thumbnail');
    await expect(thumbnails).toHaveCount(count);
    await thumbnails.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbnails.nth(1)).toBeFocused();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(main).toHaveAttribute('data-index', '1');
    await thumbnails.nth(2).click();
    await expect(main).toHaveAttribute('data-index', '2');

    // A swipe to the left shows the next picture (from the top of the page, where the sticky header hides nothing).
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await main.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(main).toHaveAttribute('data-index', String(3 % count));
});

test('a phone downloads a picture sized for it in AVIF, once, not the 1080 px one', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const pictures: Array<{ url: string; type: string | undefined }> = [];
    page.on('response', response => {
        if (new URL(response.url()).pathname.startsWith('/assets/')) {
            pictures.push({ url: response.url(), type: response.headers()['content-type'] });
        }
    });
    try {
        await page.goto('/it/p/WGG244A9II');
        const image = page.getByTestId('gallery-image');
        await expect(image).toHaveAttribute('fetchpriority', 'high');
        await expect(image).toHaveAttribute('loading', 'eager');
        // 343 CSS px at 2× wants 686 px: the 720 px candidate, in AVIF, which Chromium reads.
        await expect
            .poll(() => image.evaluate(img => (img as HTMLImageElement).currentSrc))
            .toMatch(/w=720&.*format=avif$/);
        await expect.poll(() => image.evaluate(img => (img as HTMLImageElement).complete)).toBe(true);
        const main = pictures.filter(p => p.url.includes('mode=resize') || p.url.includes('preset=gallery&'));
        // The head's preload and the <picture> ask for the same address: one download, no WebP beside it.
        expect(main).toEqual([
            { url: expect.stringMatching(/w=720&h=893&mode=resize&format=avif$/), type: 'image/avif' },
        ]);
        await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('type', 'image/avif');
    } finally {
        await context.close();
    }
});

test('on a phone the related products are laid out, and their pictures fetched, when the shopper scrolls near them', async ({
    browser,
}) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cardPictures: string[] = [];
    page.on('request', request => {
        if (request.url().includes('preset=card')) cardPictures.push(request.url());
    });
    try {
        await gotoHydrated(page, '/it/p/WGG244A9II');
        const related = page.getByTestId('product-related');
        await expect(page.getByRole('heading', { name: 'Potrebbe interessarti anche' })).toBeAttached();
        // Far below the first screen: skipped by the first paint, with the lazy pictures in it.
        expect(await related.evaluate(list => list.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
        await page.waitForTimeout(500);
        expect(cardPictures).toEqual([]);
        await related.scrollIntoViewIfNeeded();
        await expect.poll(() => cardPictures.length).toBeGreaterThanOrEqual(2);
        const first = related.getByTestId('product-card-image').first();
        await expect.poll(() => first.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        await expect(related.getByRole('link').first()).toBeVisible();
    } finally {
        await context.close();
    }
});

test('a product code with a slash has its page at /it/p/ with the slash encoded', async ({ page, catalog }) => {
    const product = await catalog.product('SM-A556B/DS');
    await gotoHydrated(page, '/it/p/SM-A556B%2FDS');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy A55 5G 128 GB');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/p\/SM-A556B%2FDS$/);
    const viola = product.variants.find(v => v.options.some(o => o.name === 'Viola'))!;
    await option(page, 'colore', 'Viola').click();
    await expect(page).toHaveURL(`/it/p/SM-A556B%2FDS?variant=${encodeURIComponent(viola.sku)}`);
    await expect(page.getByTestId('product-sku')).toHaveText(viola.merchantSku);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy A55 5G 128 GB');

    // Client-side navigations fetch the page's data at the same encoded path.
    const data = await page.request.get('/it/p/SM-A556B%2FDS.data');
    expect(data.status()).toBe(200);
    expect(await data.text()).toContain('Samsung Galaxy A55 5G 128 GB');

    // /it/Product?id=… shows the same product, with the same canonical address.
    await gotoHydrated(page, `/it/Product?id=${encodeURIComponent('SM-A556B/DS')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Samsung Galaxy A55 5G 128 GB');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/p\/SM-A556B%2FDS$/);
});

test('the Galaxy A55 announces -19 % from 404 €, the lowest price of the 30 days, on its card, its page and in the cart', async ({
    page,
}) => {
    const sentence = 'Prezzo più basso degli ultimi 30 giorni: 404,00 €';
    await gotoHydrated(page, '/it/c/smartphone-android');
    const card = page.getByTestId('product-card').filter({ hasText: 'Samsung Galaxy A55 5G 128 GB' });
    await expect(card.getByTestId('price-current')).toHaveText('Prezzo scontato: 329,00 €');
    await expect(card.getByTestId('price-regular')).toHaveText('404,00 €');
    await expect(card.getByTestId('price-regular').locator('..')).toHaveText(
        'Prezzo più basso prima dello sconto: 404,00 €',
    );
    await expect(card.getByTestId('badge-discount')).toHaveText('-19%Sconto del 19 %');
    await expect(card.getByTestId('card-omnibus')).toHaveText(sentence);
    await expect(card).not.toContainText('479');
    await expect(card).not.toContainText('31%');

    // The page the card opens says the same before any option is chosen, and with one chosen.
    await card.getByTestId('product-card-link').click();
    await expect(page).toHaveURL(/\/it\/p\/SM-A556B%2FDS$/);
    const price = page.getByTestId('product-price');
    await expect(page.getByTestId('product-price-current')).toHaveText('Prezzo scontato: 329,00 €');
    await expect(page.getByTestId('product-price-regular')).toHaveText('404,00 €');
    await expect(page.getByTestId('product-discount')).toHaveText('-19%Sconto del 19 %');
    await expect(page.getByTestId('product-omnibus')).toHaveText(sentence);
    await option(page, 'colore', 'Blu').click();
    await expect(page).toHaveURL(/variant=/);
    await expect(page.getByTestId('product-price-regular')).toHaveText('404,00 €');
    await expect(page.getByTestId('product-discount')).toHaveText('-19%Sconto del 19 %');
    await expect(price).not.toContainText('479');

    // Search engines read the same reduction: 404 € as the struck-through price.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
        offers?: { price: string; priceSpecification?: Array<{ priceType?: string; price: string }> };
    };
    expect(ld.offers?.price).toBe('329.00');
    expect(ld.offers?.priceSpecification).toContainEqual(
        expect.objectContaining({ priceType: 'https://schema.org/StrikethroughPrice', price: '404.00' }),
    );

    // In the cart the line strikes through 404 € as well.
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await gotoHydrated(page, '/it/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: 'Samsung Galaxy A55' });
    await expect(line.getByTestId('cart-line-unit-price')).toHaveText('329,00 €');
    await expect(line.getByTestId('cart-line-regular-price')).toHaveText('404,00 €');
});

test('an unknown product answers 404 with the 404 page', async ({ page }) => {
    for (const path of ['/it/p/NON-ESISTE-42', '/it/Product?id=NON-ESISTE-42', '/it/Product']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Impossibile trovare questa pagina' })).toBeVisible();
    }
});

for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
]) {
    test(`product page at ${viewport.width} px has no serious or critical accessibility violations`, async ({
        page,
        catalog,
        axe,
    }) => {
        await page.setViewportSize(viewport);
        const product = await catalog.product('SM-S931B');
        await gotoHydrated(
            page,
            `/it/p/SM-S931B?variant=${encodeURIComponent(variantOf(product, 'Verde', '256 GB').sku)}`,
        );
        const check = () => axe.seriousViolations();
        expect(await check()).toEqual([]);
        await page
            .getByTestId('product-price')
            .getByRole('button', { name: /^Classe energetica/ })
            .click();
        await expect(page.getByRole('dialog', { name: 'Etichetta energetica' })).toBeVisible();
        expect(await check()).toEqual([]);
    });
}
