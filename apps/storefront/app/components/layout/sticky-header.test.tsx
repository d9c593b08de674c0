// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STICKY_AFTER_PX, useStickyHeader } from '~/components/layout/sticky-header';
import { hydrateInBrowser, renderInBrowser, setViewport, type Rendered } from '~/test-support/client-render';

function Header({ enabled }: { enabled: boolean }) {
    return <header data-sticky={useStickyHeader(enabled) ? 'true' : 'false'} />;
}

const header = () => document.querySelector('header');

async function scrollTo(y: number) {
    await act(async () => {
        window.scrollTo(0, y);
        window.dispatchEvent(new Event('scroll'));
    });
}

let page: Rendered | undefined;

beforeEach(() => {
    setViewport(1280);
    window.scrollTo(0, 0);
});

afterEach(async () => {
    await page?.unmount();
    page = undefined;
});

describe('useStickyHeader', () => {
    it(`on desktop sticks past ${STICKY_AFTER_PX} px and unsticks back at the top`, async () => {
        page = await renderInBrowser(<Header enabled />);
        await scrollTo(STICKY_AFTER_PX - 5);
        expect(header()).toHaveAttribute('data-sticky', 'false');
        await scrollTo(STICKY_AFTER_PX);
        expect(header()).toHaveAttribute('data-sticky', 'false');
        await scrollTo(STICKY_AFTER_PX + 5);
        expect(header()).toHaveAttribute('data-sticky', 'true');
        await scrollTo(0);
        expect(header()).toHaveAttribute('data-sticky', 'false');
    });

    it('never sticks below the desktop width, and sticks when the window widens while scrolled', async () => {
        setViewport(1023);
        page = await renderInBrowser(<Header enabled />);
        await scrollTo(600);
        expect(header()).toHaveAttribute('data-sticky', 'false');
        await act(async () => setViewport(1024));
        expect(header()).toHaveAttribute('data-sticky', 'true');
        await act(async () => setViewport(800));
        expect(header()).toHaveAttribute('data-sticky', 'false');
    });

    it('a header that may not stick stays unstuck, and is unstuck at once when it stops being allowed to', async () => {
        page = await renderInBrowser(<Header enabled={false} />);
        await scrollTo(600);
        expect(header()).toHaveAttribute('data-sticky', 'false');
        await page.rerender(<Header enabled />);
        expect(header()).toHaveAttribute('data-sticky', 'true');
        await page.rerender(<Header enabled={false} />);
        expect(header()).toHaveAttribute('data-sticky', 'false');
    });

    it('a page loaded already scrolled hydrates the unstuck server HTML, then sticks', async () => {
        window.scrollTo(0, 600);
        expect(renderToString(<Header enabled />)).toContain('data-sticky="false"');
        const hydrated = await hydrateInBrowser(<Header enabled />);
        page = hydrated;
        expect(hydrated.recoverableErrors).toEqual([]);
        expect(header()).toHaveAttribute('data-sticky', 'true');
    });
});
