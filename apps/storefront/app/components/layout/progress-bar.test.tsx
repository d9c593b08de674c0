// @vitest-environment happy-dom
import { act } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_HIDE_AFTER_MS, PROGRESS_THROTTLE_MS, ProgressBar } from '~/components/layout/progress-bar';
import { renderInBrowser, type Rendered } from '~/test-support/client-render';

/** Each navigation's page data waits until the test releases it. */
let release: () => void = () => {};
let router: ReturnType<typeof createMemoryRouter>;
let page: Rendered;

const bar = () => document.querySelector('[data-testid="progress-bar"]');
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

/** Starts a navigation whose data arrives when `arrive()` is called. */
async function navigate(to: string) {
    let navigation: Promise<void> = Promise.resolve();
    await act(async () => {
        navigation = router.navigate(to);
    });
    return async () => {
        await act(async () => {
            release();
            await navigation;
        });
    };
}

beforeEach(async () => {
    vi.useFakeTimers();
    router = createMemoryRouter(
        [
            {
                path: '/',
                Component: () => (
                    <>
                        <ProgressBar />
                        <Outlet />
                    </>
                ),
                children: [
                    { index: true, Component: () => <p>Home</p> },
                    {
                        path: ':page',
                        loader: () => new Promise<null>(resolve => (release = () => resolve(null))),
                        Component: () => <p>Page</p>,
                    },
                ],
            },
        ],
        { initialEntries: ['/'] },
    );
    page = await renderInBrowser(<RouterProvider router={router} />);
});

afterEach(async () => {
    await page.unmount();
    vi.useRealTimers();
});

describe('ProgressBar', () => {
    it(`shows nothing for a navigation that ends within ${PROGRESS_THROTTLE_MS} ms`, async () => {
        const arrive = await navigate('/lavatrici');
        await wait(PROGRESS_THROTTLE_MS - 50);
        await arrive();
        expect(bar()).toBeNull();
        await wait(1000);
        expect(bar()).toBeNull();
    });

    it(`runs after ${PROGRESS_THROTTLE_MS} ms, finishes when the page arrives, hides ${PROGRESS_HIDE_AFTER_MS} ms later`, async () => {
        const arrive = await navigate('/lavatrici');
        await wait(PROGRESS_THROTTLE_MS - 1);
        expect(bar()).toBeNull();
        await wait(1);
        expect(bar()).toHaveAttribute('data-phase', 'running');
        await wait(3000);
        expect(bar()).toHaveAttribute('data-phase', 'running');
        await arrive();
        expect(bar()).toHaveAttribute('data-phase', 'finishing');
        await wait(PROGRESS_HIDE_AFTER_MS - 1);
        expect(bar()).toHaveAttribute('data-phase', 'finishing');
        await wait(1);
        expect(bar()).toBeNull();
    });

    it('a slow navigation started while the bar finishes runs it again', async () => {
        const first = await navigate('/lavatrici');
        await wait(PROGRESS_THROTTLE_MS);
        await first();
        expect(bar()).toHaveAttribute('data-phase', 'finishing');
        await navigate('/frigoriferi');
        await wait(PROGRESS_THROTTLE_MS);
        expect(bar()).toHaveAttribute('data-phase', 'running');
        await wait(PROGRESS_HIDE_AFTER_MS);
        expect(bar()).toHaveAttribute('data-phase', 'running');
    });

    it('a quick navigation started while the bar finishes takes the bar away when it ends', async () => {
        const first = await navigate('/lavatrici');
        await wait(PROGRESS_THROTTLE_MS);
        await first();
        const second = await navigate('/frigoriferi');
        await wait(50);
        expect(bar()).toHaveAttribute('data-phase', 'finishing');
        await second();
        expect(bar()).toBeNull();
    });
});
