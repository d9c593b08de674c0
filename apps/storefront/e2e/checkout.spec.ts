// Checkout, from the cart to a paid order, in Chromium against the real commerce server and its local XPay and
// Findomestic sandboxes (decisions 032, 033, 036). Products from the demo catalog (apps/server/src/seed/catalog):
// - ARCHERAX55, TP-Link Archer AX55 at 89,99 €, 40 in stock (shipping 5,00 € below 100 €; two are 179,98 €, shipped
//   free).
// - SM-S931B, Samsung Galaxy S25 Blu 128 GB at 799 € (free shipping, financeable).
import type { Browser, Page } from '@playwright/test';
import { adminQuery } from './admin-api';
import { expect, gotoHydrated, test } from './fixtures';

const CARD_OK = '4349940199004549';
const CARD_DECLINED = '5515931855858729';
const CARD_NOT_3DS = '5500000000000004';

const address = {
    firstName: 'Maria Grazia',
    lastName: "D'Angelo",
    street: 'Via Roma 12',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    phone: '+39 333 123 4567',
};

async function addRouter(page: Page, js = true) {
    if (js) {
        await gotoHydrated(page, '/it/p/ARCHERAX55');
        await expect(page.getByTestId('add-to-cart')).toBeEnabled();
        await page.getByTestId('add-to-cart').click();
        await expect(page.getByTestId('cart-count')).toHaveText('1');
    } else {
        await page.goto('/it/p/ARCHERAX55');
        await expect(page.getByTestId('add-to-cart')).toBeEnabled();
        await page.getByTestId('add-to-cart').click();
        await page.waitForLoadState('load');
    }
}

async function addPhone(page: Page) {
    await gotoHydrated(page, '/it/p/SM-S931B');
    // Each choice is awaited before the next: the size group renders again once a colour is chosen.
    const colour = page.getByTestId('option-group-colore').getByRole('radio', { name: /^Blu/ });
    await colour.click();
    await expect(colour).toBeChecked();
    const size = page.getByTestId('option-group-taglia').getByRole('radio', { name: /^128 GB/ });
    await size.click();
    await expect(size).toBeChecked();
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
}

async function asGuest(page: Page, email: string) {
    await gotoHydrated(page, '/it/checkout');
    await expect(page).toHaveURL(/\/it\/checkout\/user-account$/);
    await page
        .getByTestId('checkout-guest-form')
        .getByLabel(/^Email/)
        .fill(email);
    await page.getByTestId('checkout-guest-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
}

async function fillShipping(page: Page, overrides: Partial<typeof address> & { country?: string } = {}) {
    const value = { ...address, ...overrides };
    const form = page.getByTestId('checkout-shipping-form');
    await form.getByLabel(/^Nome/).fill(value.firstName);
    await form.getByLabel(/^Cognome/).fill(value.lastName);
    await form.getByLabel(/^Indirizzo e numero civico/).fill(value.street);
    await form.getByLabel(/^CAP/).fill(value.postalCode);
    await form.getByLabel(/^Città/).fill(value.city);
    if (overrides.country) await form.getByLabel(/^Paese/).selectOption(overrides.country);
    await form.getByLabel(/^Provincia/).selectOption(value.province);
    await form.getByLabel(/^Telefono/).fill(value.phone);
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
}

async function toPayment(page: Page) {
    await page.getByTestId('checkout-billing-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/payment$/);
}

async function payByCard(page: Page, card: string) {
    await page.getByTestId('payment-card').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
    await page.getByLabel('Numero carta').fill(card);
    await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Paga' }).click();
}

async function dataLayerEvents(page: Page, name: string) {
    const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Array<{ event?: string }>;
    return layer.filter(entry => entry.event === name);
}

test('an empty cart goes back to the cart, and a later step sends the shopper to the first incomplete one', async ({
    page,
}) => {
    await page.goto('/it/checkout/payment');
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.getByText('Il tuo carrello è vuoto: aggiungi un prodotto per procedere all')).toBeVisible();

    await addRouter(page);
    await page.goto('/it/Checkout/Payment');
    await expect(page).toHaveURL(/\/it\/checkout\/user-account$/);
    // The simple header: the logo, no search, no menu.
    await expect(page.getByRole('link', { name: /vai alla home/ })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
});

test('guest checkout paid by card: the thank-you page shows the order again on reload and to nobody else', async ({
    page,
    browser,
}) => {
    await addRouter(page);
    await asGuest(page, 'ospite.carta@example.it');
    // The shipping method the server found eligible, with its price: 5 € below 100 €.
    await expect(page.getByTestId('shipping-price')).toHaveText('5,00 €');
    // The steps report from an effect, which may run just after the address has changed.
    await expect.poll(() => dataLayerEvents(page, 'begin_checkout')).toHaveLength(1);
    const begin = await dataLayerEvents(page, 'begin_checkout');
    expect(begin[0]).toMatchObject({
        ecommerce: { currency: 'EUR', items: [{ item_id: expect.any(String), quantity: 1 }] },
    });
    await fillShipping(page);
    await expect.poll(() => dataLayerEvents(page, 'add_shipping_info')).toHaveLength(1);
    await toPayment(page);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary.getByTestId('checkout-line-total')).toHaveText('89,99 €');
    await expect(summary.getByTestId('cart-total')).toHaveText('94,99 €');
    await expect(page.getByTestId('checkout-pay')).toHaveText('Ordine con obbligo di pagamento');
    await expect(page.getByText('Hai 14 giorni dalla consegna per recedere')).toBeVisible();

    // The terms must be accepted first.
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByText('Per procedere devi accettare le condizioni di vendita')).toBeVisible();

    await payByCard(page, CARD_OK);
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    const code = (await page.getByTestId('order-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6,}$/);
    await expect(page.getByText('Ti abbiamo inviato la conferma a ospite.carta@example.it.')).toBeVisible();
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-total')).toHaveText('94,99 €');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const purchases = await dataLayerEvents(page, 'purchase');
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ ecommerce: { transaction_id: code, value: 94.99, currency: 'EUR' } });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByTestId('order-code')).toHaveText(code);
    expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);

    // Another shopper (another browser) cannot open it.
    const other = await (browser as Browser).newContext();
    const stranger = await other.newPage();
    await stranger.goto('/it/checkout/thank-you');
    await expect(stranger).toHaveURL(/\/it\/cart$/);
    await other.close();
});

test('a declined card comes back to payment with the reason, and a retry with another card pays', async ({ page }) => {
    await addRouter(page);
    await asGuest(page, 'ospite.rifiutata@example.it');
    await fillShipping(page);
    await toPayment(page);
    await payByCard(page, CARD_DECLINED);
    await expect(page).toHaveURL(/\/it\/checkout\/payment\?esito=paymentFailed$/);
    await expect(page.getByTestId('payment-notice')).toHaveText('Impossibile elaborare i dati di pagamento');

    await payByCard(page, CARD_NOT_3DS);
    await expect(page.getByTestId('payment-notice')).toHaveText(
        "Tipo di carta non supportato. Riprova con un'altra carta abilitata al 3D Secure",
    );

    await payByCard(page, CARD_OK);
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you$/);
});

test('a cancelled payment leaves the order payable, and the cart can still be changed', async ({ page }) => {
    await addRouter(page);
    await asGuest(page, 'ospite.annulla@example.it');
    await fillShipping(page);
    await toPayment(page);
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page).toHaveURL(/\/it\/checkout\/payment\?esito=cancelled$/);
    await expect(page.getByTestId('payment-notice')).toContainText('Hai annullato il pagamento');

    // Back in the cart the order can change again.
    await gotoHydrated(page, '/it/cart');
    await page.getByTestId('cart-line-increase').click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByTestId('cart-total')).toHaveText('179,98 €');
    // And paying again starts a new attempt for the new total.
    await page.goto('/it/checkout/payment');
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-total')).toHaveText('179,98 €');
    await payByCard(page, CARD_OK);
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you$/);
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-total')).toHaveText('179,98 €');
});

test('company invoice with partita IVA and SdI code, checked on the way', async ({ page }) => {
    await addRouter(page);
    await asGuest(page, 'azienda@example.it');
    await fillShipping(page);
    await page.getByTestId('invoice-company').check();
    const form = page.getByTestId('checkout-billing-form');
    await form.getByLabel(/^Ragione sociale/).fill('Rossi Elettronica S.r.l.');
    await form.getByLabel(/^Partita IVA/).fill('00743110158');
    await form.getByLabel(/^Codice destinatario/).fill('M5UXCR1');
    await page.getByTestId('checkout-billing-submit').click();
    await expect(form.getByText('Partita IVA non valida')).toBeVisible();
    await form.getByLabel(/^Partita IVA/).fill('00743110157');
    await toPayment(page);
    await page.goto('/it/checkout/billing');
    await expect(page.getByTestId('invoice-company')).toBeChecked();
    await expect(page.getByTestId('checkout-billing-form').getByLabel(/^Partita IVA/)).toHaveValue('00743110157');
});

test('San Marino and Vatican addresses are served and named; a CAP of another country is refused', async ({ page }) => {
    await addRouter(page);
    await asGuest(page, 'titano@example.it');
    const form = page.getByTestId('checkout-shipping-form');
    // In Italy the province is required (and marked so); San Marino and the Vatican have none.
    const province = form.getByLabel(/^Provincia/);
    await expect(province).toHaveAttribute('required', '');
    await expect(form.getByText('Provincia *')).toBeVisible();
    await form.getByLabel(/^Paese/).selectOption('SM');
    await expect(province).not.toHaveAttribute('required');
    await form.getByLabel(/^Nome/).fill('Marino');
    await form.getByLabel(/^Cognome/).fill('Titano');
    await form.getByLabel(/^Indirizzo e numero civico/).fill('Contrada Omagnano 20');
    await form.getByLabel(/^CAP/).fill('20121');
    await form.getByLabel(/^Città/).fill('San Marino');
    await form.getByLabel(/^Telefono/).fill('0549 882 000');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(form.getByText('CAP non valido per il paese scelto')).toBeVisible();
    await form.getByLabel(/^CAP/).fill('47890');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    // The country by its name, not "SM" under the town as if it were a province.
    const shipTo = page.locator('address').first();
    await expect(shipTo).toContainText('47890 San Marino');
    await expect(shipTo).toContainText('Repubblica di San Marino');
    await expect(shipTo.getByText('SM', { exact: true })).toHaveCount(0);

    await page.goto('/it/checkout/shipping');
    await form.getByLabel(/^Paese/).selectOption('VA');
    await form.getByLabel(/^CAP/).fill('00120');
    await form.getByLabel(/^Città/).fill('Città del Vaticano');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await toPayment(page);
    await expect(page.getByTestId('checkout-summary')).toContainText('00120 Città del Vaticano');
    await expect(page.getByTestId('checkout-summary').locator('address').first()).toContainText(
        /00120 Città del Vaticano\s*Città del Vaticano/,
    );
});

test('an Italian address without its province is refused beside the field, without JavaScript too', async ({
    browser,
}) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await addRouter(page, false);
    await page.goto('/it/checkout');
    await page
        .getByTestId('checkout-guest-form')
        .getByLabel(/^Email/)
        .fill('senza.provincia@example.it');
    await page.getByTestId('checkout-guest-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    const form = page.getByTestId('checkout-shipping-form');
    const province = form.getByLabel(/^Provincia/);
    await expect(province).toHaveAttribute('required', '');
    await form.getByLabel(/^Nome/).fill(address.firstName);
    await form.getByLabel(/^Cognome/).fill(address.lastName);
    await form.getByLabel(/^Indirizzo e numero civico/).fill(address.street);
    await form.getByLabel(/^CAP/).fill(address.postalCode);
    await form.getByLabel(/^Città/).fill(address.city);
    await form.getByLabel(/^Telefono/).fill(address.phone);
    // "Nessuna" is for San Marino and the Vatican: in Italy the server refuses it.
    await province.selectOption({ label: 'Nessuna (San Marino o Vaticano)' });
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    await expect(form.getByLabel(/^Provincia/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/^Provincia/).selectOption('MI');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await context.close();
});

test('financing through Findomestic: approved, and refused for another order', async ({ page }) => {
    await addPhone(page);
    await asGuest(page, 'rate@example.it');
    await fillShipping(page);
    await toPayment(page);
    await page.getByTestId('payment-financing').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByRole('heading', { name: 'Richiesta di finanziamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Approva' }).click();
    // Findomestic's callback came first: approved, the order is placed in review until staff settle it.
    await expect(page.getByTestId('findomestic-confirm')).toHaveAttribute('data-standing', 'in-review');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'La tua richiesta di finanziamento è in valutazione',
    );
    await expect(page.getByTestId('findomestic-standing')).toContainText(
        'stiamo verificando il finanziamento. Ti scriveremo appena è confermato, e solo allora spediremo.',
    );
    await expect(page.getByTestId('findomestic-next')).toHaveText("Vedi il riepilogo dell'ordine");
    await page.getByTestId('findomestic-next').click();
    await expect(page.getByTestId('order-next')).toHaveText(
        'La tua richiesta di finanziamento è in valutazione: Findomestic ti risponderà, e spediremo appena la approva.',
    );

    await addPhone(page);
    await asGuest(page, 'rate.no@example.it');
    await fillShipping(page);
    await toPayment(page);
    await page.getByTestId('payment-financing').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await page.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(page.getByTestId('findomestic-standing')).toHaveText(
        'Findomestic non ha approvato il finanziamento. Puoi scegliere un altro metodo di pagamento.',
    );
});

test('a return from Findomestic before its answer places nothing: the page says the answer is awaited', async ({
    page,
}) => {
    await addPhone(page);
    await asGuest(page, 'rate.attesa@example.it');
    await fillShipping(page);
    await toPayment(page);
    await page.getByTestId('payment-financing').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByRole('heading', { name: 'Richiesta di finanziamento' })).toBeVisible();
    // The shopper takes the return address from the link and claims an approval nobody gave.
    const back = new URL(new URL(page.url()).searchParams.get('urlRedirect')!);
    back.searchParams.set('esito', 'OK');
    await page.goto(`${back.pathname}${back.search}`);
    await expect(page.getByTestId('findomestic-confirm')).toHaveAttribute('data-standing', 'awaiting');
    await expect(page.getByTestId('findomestic-standing')).toHaveText(
        /^Non abbiamo ancora ricevuto da Findomestic l'esito della richiesta per l'ordine [A-Z0-9]+: aggiorna la pagina/,
    );
    await expect(page.getByTestId('findomestic-next')).toHaveText('Torna al pagamento');
    // Nothing was placed: the phone is still in the cart, and there is no thank-you page.
    await page.goto('/it/checkout/thank-you');
    await expect(page).toHaveURL(/\/it\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a coupon used up by another order while paying is taken off, and the payment step says so', async ({
    page,
    browser,
}) => {
    // Two shoppers' whole checkouts in one journey.
    test.slow();
    const code = `UNAVOLTA${Date.now().toString(36).toUpperCase()}`;
    await adminQuery(
        `mutation($input: CreatePromotionInput!) { createPromotion(input: $input) { ... on Promotion { id } } }`,
        {
            input: {
                enabled: true,
                couponCode: code,
                usageLimit: 1,
                conditions: [],
                actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: '500' }] }],
                translations: [{ languageCode: 'it', name: 'Cinque euro, una volta' }],
            },
        },
    );
    const applyCoupon = async (shopper: Page) => {
        await addRouter(shopper);
        await gotoHydrated(shopper, '/it/Cart');
        await shopper.getByLabel('Codice sconto').fill(code);
        await shopper.getByTestId('cart-coupon').getByRole('button', { name: 'Applica' }).click();
        await expect(shopper.getByTestId('cart-coupon-applied')).toHaveText(`Codice applicato: ${code}`);
    };
    const other = await browser.newContext();
    const first = await other.newPage();
    await applyCoupon(first);
    await applyCoupon(page);
    await asGuest(page, 'secondo.coupon@example.it');
    await fillShipping(page);
    await toPayment(page);
    // Meanwhile the other shopper goes to pay first: the coupon's one use is theirs.
    await asGuest(first, 'primo.coupon@example.it');
    await fillShipping(first);
    await toPayment(first);
    await first.getByTestId('payment-card').check();
    await first.getByLabel(/^Ho letto e accetto/).check();
    await first.getByTestId('checkout-pay').click();
    await expect(first.getByRole('heading', { name: 'Pagamento con carta' })).toBeVisible();
    await other.close();

    await page.getByTestId('payment-card').check();
    await page.getByLabel(/^Ho letto e accetto/).check();
    await page.getByTestId('checkout-pay').click();
    await expect(page.getByTestId('form-error')).toHaveText(
        "Il codice sconto non è più valido: è stato usato fino al limite previsto mentre completavi l'ordine. Lo abbiamo tolto dal carrello e il totale è aggiornato: controllalo e riprova.",
    );
    await page.goto('/it/Cart');
    await expect(page.getByTestId('cart-coupon-applied')).toHaveCount(0);
});

test('financing is not offered below its range', async ({ page }) => {
    await addRouter(page);
    await asGuest(page, 'poco@example.it');
    await fillShipping(page);
    await toPayment(page);
    await expect(page.getByTestId('payment-financing')).toBeDisabled();
});

test("signed-in checkout: registering keeps the cart, and the first order's address is offered the next time", async ({
    page,
}) => {
    const email = `cliente.rubrica.${Date.now()}@example.it`;
    await addRouter(page);
    await gotoHydrated(page, '/it/checkout');
    await page.getByTestId('checkout-register').click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Nome/).fill('Maria Grazia');
    await form.getByLabel('Cognome').fill("D'Angelo");
    await form.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
    await form.getByLabel(/^Password/).fill('Sicura#2026');
    await form.getByLabel('Ripeti la password').fill('Sicura#2026');
    await form.getByLabel(/informativa sulla privacy e acconsento/).check();
    await form.getByLabel('Voglio creare un account').check();
    await page.getByTestId('register-submit').click();
    // Back in checkout, signed in, with the guest's cart: no saved address yet, the names from the account.
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    await expect(page.getByTestId('checkout-summary').getByTestId('checkout-line-total')).toHaveText('89,99 €');
    await expect(page.getByTestId('saved-addresses')).toHaveCount(0);
    await expect(page.getByTestId('checkout-shipping-form').getByLabel(/^Cognome/)).toHaveValue("D'Angelo");
    await fillShipping(page, { street: 'Corso Buenos Aires 33', postalCode: '20124' });
    await toPayment(page);
    await payByCard(page, CARD_OK);
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();

    // The next order: signed in, checkout starts at the delivery address, where the saved one is offered.
    await addRouter(page);
    await gotoHydrated(page, '/it/checkout');
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    const saved = page.getByTestId('saved-addresses');
    await expect(saved.getByRole('heading', { name: 'I tuoi indirizzi' })).toBeVisible();
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved).toContainText("Maria Grazia D'Angelo");
    await expect(saved).toContainText('Corso Buenos Aires 33');
    await expect(saved).toContainText('20124 Milano (MI)');
    await saved.getByTestId('use-saved-address').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await toPayment(page);
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-total')).toHaveText('94,99 €');
    await payByCard(page, CARD_OK);
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    await expect(page.getByText('Corso Buenos Aires 33').first()).toBeVisible();
});

test('reload and the back button at every step show what the order holds, and never skip a step', async ({ page }) => {
    // Each move waits for the page it lands on to hydrate, as a shopper reads a step before moving on. A move made
    // before that is followed by a load of the address shown (decision 008; rendered-address.test.ts), which can end
    // the move's own load early, or leave the shopper on the step before when two moves come within that moment.
    const hydrated = () => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const back = async () => {
        await page.goBack({ waitUntil: 'commit' });
        await hydrated();
    };
    const forward = async () => {
        await page.goForward({ waitUntil: 'commit' });
        await hydrated();
    };
    const reload = async () => {
        await page.reload();
        await hydrated();
    };
    await addRouter(page);
    await asGuest(page, 'avanti.indietro@example.it');
    await reload();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    await back();
    await expect(page).toHaveURL(/\/it\/checkout\/user-account$/);
    await expect(page.getByTestId('checkout-guest-form').getByLabel(/^Email/)).toHaveValue(
        'avanti.indietro@example.it',
    );
    await forward();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);

    await fillShipping(page);
    await reload();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await back();
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    // The address as the order holds it, ready to be changed or confirmed.
    const shipping = page.getByTestId('checkout-shipping-form');
    await expect(shipping.getByLabel(/^Indirizzo e numero civico/)).toHaveValue('Via Roma 12');
    await expect(shipping.getByLabel(/^CAP/)).toHaveValue('20121');
    await expect(shipping.getByLabel(/^Provincia/)).toHaveValue('MI');
    await shipping.getByLabel(/^Indirizzo e numero civico/).fill('Via Torino 5');
    await page.getByTestId('checkout-shipping-submit').click();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);

    await toPayment(page);
    await reload();
    await expect(page).toHaveURL(/\/it\/checkout\/payment$/);
    await expect(page.getByText('Via Torino 5').first()).toBeVisible();
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-total')).toHaveText('94,99 €');
    await back();
    await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
    await forward();
    await expect(page).toHaveURL(/\/it\/checkout\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
    await payByCard(page, CARD_OK);
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you$/);
    await reload();
    await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    // The order is placed: going to a step again finds an empty cart, so nothing can be paid twice.
    await page.goto('/it/checkout/payment');
    await expect(page).toHaveURL(/\/it\/cart$/);
});

test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the whole checkout, card payment through the sandbox included', async ({ page }) => {
        await addRouter(page, false);
        await page.goto('/it/checkout');
        await page
            .getByTestId('checkout-guest-form')
            .getByLabel(/^Email/)
            .fill('senza.js@example.it');
        await page.getByTestId('checkout-guest-submit').click();
        await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
        // A refused form answers 400 with the errors beside the fields and the values as typed.
        await page.getByTestId('checkout-shipping-form').getByLabel(/^Nome/).fill('Maria');
        await page.getByTestId('checkout-shipping-submit').click();
        await expect(page.getByText('Questo campo è obbligatorio').first()).toBeVisible();
        await expect(page.getByTestId('checkout-shipping-form').getByLabel(/^Nome/)).toHaveValue('Maria');
        await fillShipping(page);
        await toPayment(page);
        await page.getByLabel(/^Ho letto e accetto/).check();
        await page.getByTestId('checkout-pay').click();
        await page.getByTestId('payment-redirect-submit').click();
        await page.getByLabel('Numero carta').fill(CARD_OK);
        await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
        await page.getByLabel('CVV').fill('123');
        await page.getByRole('button', { name: 'Paga' }).click();
        await expect(page).toHaveURL(/\/it\/checkout\/thank-you$/);
        await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
    });
});
