// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '~/lib/hydration/use-hydrated';
import { hydrateInBrowser, renderInBrowser } from '~/test-support/client-render';

/** Notes every value it renders with, so a test can tell the first render from the ones after. */
function Probe({ seen }: { seen: boolean[] }) {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p data-hydrated={hydrated ? 'true' : 'false'}>{hydrated ? 'enhanced' : 'plain'}</p>;
}

describe('useHydrated', () => {
    it('is false in the server render', () => {
        expect(renderToString(<Probe seen={[]} />)).toContain('data-hydrated="false"');
    });

    it('hydrates the server HTML without a mismatch, then turns true', async () => {
        const seen: boolean[] = [];
        const page = await hydrateInBrowser(<Probe seen={seen} />);
        // The hydrating render matches the server's, so React keeps that HTML; the enhanced render follows.
        expect(page.recoverableErrors).toEqual([]);
        expect(seen[0]).toBe(false);
        expect(seen.at(-1)).toBe(true);
        expect(page.container.querySelector('p')).toHaveAttribute('data-hydrated', 'true');
        expect(page.container).toHaveTextContent('enhanced');
        await page.unmount();
    });

    it('is true from the first render of a component mounted on the client', async () => {
        const seen: boolean[] = [];
        const page = await renderInBrowser(<Probe seen={seen} />);
        expect(seen).not.toContain(false);
        expect(page.container).toHaveTextContent('enhanced');
        await page.unmount();
    });
});
