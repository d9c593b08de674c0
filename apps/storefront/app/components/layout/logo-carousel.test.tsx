// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS, LogoCarousel } from '~/components/layout/logo-carousel';
import { renderInBrowser, setViewport, type Rendered } from '~/test-support/client-render';

const logos = Array.from({ length: 10 }, (_, i) => ({ name: `Marca ${i + 1}`, src: `/assets/marca-${i + 1}.png` }));

/** The first logo in view: the strip moves by one logo width, 100% / logos in view, each step. */
function firstInView(inView: number): number {
    const transform = document.querySelector<HTMLElement>('[data-testid="logo-carousel"] ul')?.style.transform ?? '';
    const percent = Number(/translateX\(-?([\d.]+)%\)/.exec(transform)?.[1]);
    return Math.round((percent * inView) / 100);
}

const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
/** One step: the 3 s slide, then the 3 s rest (requirements §9). */
const step = () => wait(CAROUSEL_TRANSITION_MS + CAROUSEL_AUTOPLAY_MS);

let page: Rendered | undefined;
beforeEach(() => {
    vi.useFakeTimers();
    setViewport(1280);
});

afterEach(async () => {
    await page?.unmount();
    page = undefined;
    vi.useRealTimers();
});

describe('LogoCarousel', () => {
    it('on desktop steps one logo at a time to the last six, then starts over', async () => {
        page = await renderInBrowser(<LogoCarousel logos={logos} />);
        expect(document.querySelector('[data-testid="logo-carousel"]')).toHaveAttribute('data-playing', 'true');
        const seen = [firstInView(6)];
        for (let i = 0; i < 5; i++) {
            await step();
            seen.push(firstInView(6));
        }
        expect(seen).toEqual([0, 1, 2, 3, 4, 0]);
    });

    it('slides for 3 s and rests 3 s between steps (requirements §9)', async () => {
        page = await renderInBrowser(<LogoCarousel logos={logos} />);
        const strip = document.querySelector<HTMLElement>('[data-testid="logo-carousel"] ul');
        expect(strip?.style.transitionDuration).toBe('3000ms');
        await wait(5999);
        expect(firstInView(6)).toBe(0);
        await wait(1);
        expect(firstInView(6)).toBe(1);
        await wait(5999);
        expect(firstInView(6)).toBe(1);
        await wait(1);
        expect(firstInView(6)).toBe(2);
    });

    it('widening the window past the last start shows the last six, and the next step starts over', async () => {
        page = await renderInBrowser(<LogoCarousel logos={logos} />);
        await act(async () => setViewport(375));
        for (let i = 0; i < 7; i++) await step();
        expect(firstInView(2)).toBe(7);
        await act(async () => setViewport(1280));
        expect(firstInView(6)).toBe(4);
        await step();
        expect(firstInView(6)).toBe(0);
    });
});
