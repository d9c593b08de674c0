// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_MS, HeroCarousel } from '~/components/home/hero-carousel';
import { hydrateInBrowser, renderInBrowser, type Rendered } from '~/test-support/client-render';
import { renderToString } from 'react-dom/server';

const slides = ['Il cinema in salotto', 'Smartphone nuovi e ricondizionati', 'Elettrodomestici che consumano meno'].map(
    (headline, i) => ({
        image: { src: `/assets/home/hero-${i}.png`, alt: `Slide ${i + 1}`, width: 1600, height: 900 },
        headline,
        link: { label: 'Scopri', href: '/c/televisori' },
    }),
);

const hero = () => document.querySelector('[data-testid="hero"]') as HTMLElement;
const current = () =>
    [...document.querySelectorAll('[data-testid="hero-slide"]')].findIndex(
        slide => slide.getAttribute('data-current') === 'true',
    );
const click = (testId: string) =>
    act(async () => (document.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click());
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
const carousel = <MemoryRouter>{<HeroCarousel slides={slides} locale="it" />}</MemoryRouter>;

let page: Rendered | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
    await page?.unmount();
    page = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
});

describe('HeroCarousel', () => {
    it('renders the first slide on the server with its picture at high priority and the others lazy', () => {
        const html = renderToString(carousel);
        const images = [...html.matchAll(/<img [^>]*>/g)].map(match => match[0]);
        expect(images).toHaveLength(3);
        expect(images[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
        expect(images[0]).toContain('loading="eager"');
        expect(images[0]).toContain('width="1600"');
        expect(images[0]).toContain('height="900"');
        expect(images[1]).toContain('loading="lazy"');
        expect(html).toContain('aria-roledescription="carousel"');
        expect(html).toContain('aria-label="1 di 3"');
        expect(html).toContain('aria-label="3 di 3"');
    });

    it('moves by itself, and the arrows move it both ways round', async () => {
        page = await hydrateInBrowser(carousel);
        expect(hero()).toHaveAttribute('data-playing', 'true');
        expect(current()).toBe(0);
        await wait(HERO_AUTOPLAY_MS);
        expect(current()).toBe(1);
        await click('hero-next');
        expect(current()).toBe(2);
        await click('hero-next');
        expect(current()).toBe(0);
        await click('hero-previous');
        expect(current()).toBe(2);
        // Only the slide shown can be reached: the others are inert.
        expect(document.querySelectorAll('[data-testid="hero-slide"][inert]')).toHaveLength(2);
    });

    it('stays on its slide once paused, after focus and pointer have left it, until started again', async () => {
        page = await renderInBrowser(carousel);
        await click('hero-pause');
        const button = document.querySelector('[data-testid="hero-pause"]') as HTMLButtonElement;
        expect(button).toHaveAttribute('aria-label', 'Avvia lo scorrimento delle slide');
        await act(async () => button.blur());
        await wait(HERO_AUTOPLAY_MS * 3);
        expect(current()).toBe(0);
        expect(hero()).toHaveAttribute('data-playing', 'false');
        await click('hero-pause');
        await act(async () => button.blur());
        expect(button).toHaveAttribute('aria-label', 'Ferma lo scorrimento delle slide');
        await wait(HERO_AUTOPLAY_MS);
        expect(current()).toBe(1);
    });

    it('stops while the pointer is over it', async () => {
        page = await renderInBrowser(carousel);
        await act(async () => hero().dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
        expect(hero()).toHaveAttribute('data-playing', 'false');
        await wait(HERO_AUTOPLAY_MS * 2);
        expect(current()).toBe(0);
    });

    it('does not move by itself for a shopper who prefers reduced motion', async () => {
        const real = window.matchMedia.bind(window);
        vi.spyOn(window, 'matchMedia').mockImplementation(query => {
            const list = real(query);
            if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: true });
            return list;
        });
        page = await renderInBrowser(carousel);
        expect(hero()).toHaveAttribute('data-playing', 'false');
        await wait(HERO_AUTOPLAY_MS * 2);
        expect(current()).toBe(0);
    });
});
