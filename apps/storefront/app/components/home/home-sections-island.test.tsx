// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSectionsIsland, ServerHomeSections } from '~/components/home/home-sections-island';
import type { HomeSectionsProps } from '~/components/home/home-sections';
import '~/test-support/client-render';

vi.mock('~/components/home/home-sections', () => ({
    HomeSections: ({ locale }: HomeSectionsProps) => <p data-testid="live-sections">{`live ${locale}`}</p>,
}));

const props: HomeSectionsProps = {
    locale: 'it',
    blocks: {},
    shelves: { offers: [], bestSellers: [] },
    editorial: null,
    fallbackCategories: null,
};

/** An IntersectionObserver whose callback the test calls, as scrolling near the element would. */
class FakeObserver {
    static instances: FakeObserver[] = [];
    observed: Element[] = [];
    constructor(public callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        FakeObserver.instances.push(this);
    }
    observe(element: Element) {
        this.observed.push(element);
    }
    disconnect() {
        this.observed = [];
    }
}

async function hydrateServerMarkup() {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    container.innerHTML = renderToString(
        <ServerHomeSections value={() => <p data-testid="server-sections">server</p>}>
            <HomeSectionsIsland {...props} />
        </ServerHomeSections>,
    );
    const errors: unknown[] = [];
    await act(async () => {
        hydrateRoot(container, <HomeSectionsIsland {...props} />, { onRecoverableError: error => errors.push(error) });
    });
    return { container, errors };
}

afterEach(() => {
    FakeObserver.instances = [];
    vi.unstubAllGlobals();
});

describe('HomeSectionsIsland', () => {
    it("keeps the server's markup until the sections come near the screen, then replaces it with live ones", async () => {
        vi.stubGlobal('IntersectionObserver', FakeObserver);
        const { container, errors } = await hydrateServerMarkup();
        expect(errors).toEqual([]);
        expect(container.querySelector('[data-testid="server-sections"]')).not.toBeNull();
        expect(container.querySelector('[data-testid="live-sections"]')).toBeNull();
        const [observer] = FakeObserver.instances;
        expect(observer!.observed).toHaveLength(1);

        await act(async () => {
            observer!.callback([{ isIntersecting: true }]);
            await vi.dynamicImportSettled();
        });
        expect(container.querySelectorAll('[data-testid="home-sections"]')).toHaveLength(1);
        expect(container.querySelector('[data-testid="home-sections"]')).toHaveAttribute('data-live', 'true');
        expect(container.querySelector('[data-testid="live-sections"]')).toHaveTextContent('live it');
        // Replaced, not added to: the server's copy is gone.
        expect(container.querySelector('[data-testid="server-sections"]')).toBeNull();
    });

    it('loads the live sections at once when there is no server markup (a client-side navigation)', async () => {
        vi.stubGlobal('IntersectionObserver', FakeObserver);
        const { createRoot } = await import('react-dom/client');
        const container = document.createElement('div');
        document.body.replaceChildren(container);
        await act(async () => {
            createRoot(container).render(<HomeSectionsIsland {...props} />);
            await vi.dynamicImportSettled();
        });
        expect(container.querySelector('[data-testid="live-sections"]')).toHaveTextContent('live it');
        expect(FakeObserver.instances.every(instance => instance.observed.length === 0)).toBe(true);
    });
});
