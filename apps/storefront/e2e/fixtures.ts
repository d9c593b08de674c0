// Shared journey helpers: what the commerce server holds (asked directly), notifications, the commerce on/off switch.
import { test as base, expect, type Page } from '@playwright/test';

export interface ShopMenuItem {
    label: string;
    link: string;
    children: ShopMenuItem[];
}

async function shopApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(process.env.SHOP_API_URL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T };
    return body.data;
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

export const test = base;
export { expect };
