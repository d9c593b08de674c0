// Shared journey set-up as Playwright fixtures: what the commerce server holds (asked directly), a product in stock,
// notifications, axe, a shopper without JavaScript, and the commerce on/off switch.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export interface ShopMenuItem {
    label: string;
    link: string;
    children: ShopMenuItem[];
}

export interface CatalogVariant {
    sku: string;
    merchantSku: string;
    options: Array<{ group: string; name: string }>;
    price: number;
    lowestPrice30Days: number | null;
    lowestPricePeriodDays: number | null;
    lowestPriceSince: string | null;
    stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK';
    onlyXLeft: number | null;
    imageIndex: number;
}

export interface CatalogProduct {
    code: string;
    name: string;
    optionGroups: Array<{ code: string; values: Array<{ name: string }> }>;
    energyClass: string | null;
    productSheetUrl: string | null;
    images: Array<{ url: string }>;
    variants: CatalogVariant[];
}

export async function shopApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T };
    return body.data;
}

/** A product as the commerce server holds it, to compare the page with; throws when the code is unknown. */
async function catalogProduct(code: string): Promise<CatalogProduct> {
    const data = await shopApi<{ catalogProduct: CatalogProduct | null }>(
        `query($code: String!) { catalogProduct(code: $code) {
            code name energyClass productSheetUrl images { url } optionGroups { code values { name } }
            variants { sku merchantSku options { group name } price lowestPrice30Days
                lowestPricePeriodDays lowestPriceSince stockStatus onlyXLeft imageIndex }
        } }`,
        { code },
    );
    if (!data.catalogProduct) throw new Error(`${code} is not in the catalog`);
    return data.catalogProduct;
}

/**
 * A washing machine with one variant and a few in stock, found in the seeded catalog: a journey that only needs
 * "something a shopper can buy" does not depend on one product code.
 */
async function findProductInStock(): Promise<CatalogProduct & { variant: CatalogVariant }> {
    const data = await shopApi<{ catalogListing: { items: Array<{ code: string }> } }>(
        'query($input: CatalogListingInput!) { catalogListing(input: $input) { items { code } } }',
        { input: { categorySlug: 'lavatrici', take: 14 } },
    );
    for (const { code } of data.catalogListing.items) {
        const product = await catalogProduct(code);
        const [variant] = product.variants;
        if (product.variants.length === 1 && variant?.stockStatus === 'IN_STOCK' && (variant.onlyXLeft ?? 0) >= 3) {
            return { ...product, variant };
        }
    }
    throw new Error('the seeded catalog has no single-variant washing machine in stock');
}

export async function mainMenu(): Promise<ShopMenuItem[]> {
    const data = await shopApi<{ menu: { items: ShopMenuItem[] } | null }>(
        'query($code: String!) { menu(code: $code, locale: "it") { items { label link children { label link children { label link } } } } }',
        { code: 'mainmenu' },
    );
    return data.menu?.items ?? [];
}

export async function cmsBlock<T>(identifier: string): Promise<T | undefined> {
    const data = await shopApi<{ cmsBlocks: { identifier: string; content: T }[] }>(
        'query($identifiers: [String!]!) { cmsBlocks(identifiers: $identifiers, locale: "it") { identifier content } }',
        { identifiers: [identifier] },
    );
    return data.cmsBlocks.find(b => b.identifier === identifier)?.content;
}

export async function setCommerceServer(state: 'start' | 'stop'): Promise<void> {
    const res = await fetch(`${process.env.E2E_CONTROL_URL}/commerce/${state}`, { method: 'POST' });
    if (!res.ok) throw new Error(`could not ${state} the commerce server: ${await res.text()}`);
}

export interface NotifyInput {
    message: string;
    type?: 'secondary' | 'info' | 'success' | 'warning' | 'danger';
    title?: string;
    persist?: boolean;
}

/** Raises a notification the way code outside React does: the `shop:notify` DOM event. */
export async function notify(page: Page, input: NotifyInput): Promise<void> {
    await page.evaluate(detail => window.dispatchEvent(new CustomEvent('shop:notify', { detail })), input);
}

/** Waits until React has hydrated, so event listeners and effects are in place. */
export async function gotoHydrated(page: Page, path: string) {
    const response = await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    return response;
}

export interface Notifications {
    /** Every notification shown on the test's page. */
    all: Locator;
    /** The notifications whose text contains `text`. */
    withText(text: string | RegExp): Locator;
}

export interface Axe {
    /** Serious and critical WCAG 2.1 AA and best-practice violations on the page as it is now, one line each. */
    seriousViolations(page?: Page): Promise<string[]>;
}

export interface ShopFixtures {
    /** Products as the commerce server holds them, by code. */
    catalog: { product(code: string): Promise<CatalogProduct> };
    /** A single-variant product with at least 3 in stock, and its variant. */
    productInStock: CatalogProduct & { variant: CatalogVariant };
    notifications: Notifications;
    axe: Axe;
    /** A guest in a fresh browser context with JavaScript off (plain links and forms), closed after the test. */
    shopperWithoutJavaScript: { page: Page; context: BrowserContext };
}

export const test = base.extend<ShopFixtures>({
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    catalog: async ({}, use) => {
        await use({ product: catalogProduct });
    },
    // eslint-disable-next-line no-empty-pattern
    productInStock: async ({}, use) => {
        await use(await findProductInStock());
    },
    notifications: async ({ page }, use) => {
        const all = page.getByTestId('notification');
        await use({ all, withText: text => all.filter({ hasText: text }) });
    },
    axe: async ({ page }, use) => {
        await use({
            async seriousViolations(target = page) {
                const results = await new AxeBuilder({ page: target })
                    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
                    .analyze();
                return results.violations
                    .filter(v => v.impact === 'serious' || v.impact === 'critical')
                    .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(', ')}`);
            },
        });
    },
    shopperWithoutJavaScript: async ({ browser }, use) => {
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        try {
            await use({ page, context });
        } finally {
            await context.close();
        }
    },
});

export { expect };
