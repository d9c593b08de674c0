// The home page's hero: staff's slides (picture, headline, text, link) one at a time. Accessible as the WAI-ARIA
// carousel pattern: slides labelled "1 di 3", previous and next buttons, a pause button; it moves by itself every few
// seconds, and stops on hover, on keyboard focus, when paused and when the shopper prefers reduced motion. The first
// slide is server-rendered with its picture at high priority: it is the page's largest paint.
import type { CmsBlockContent } from '@shop/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { heroImageSources } from '~/lib/home/hero-images';
import { localizePath } from '~/lib/locale/markets';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '~/lib/ui/use-media-query';

export const HERO_AUTOPLAY_MS = 6000;

type Slide = CmsBlockContent<'home-hero'>['slides'][number];

function Arrow({ direction }: { direction: 'left' | 'right' }) {
    return (
        <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
        >
            <path
                d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
                strokeLinecap="round"
                strokeLinejoin="round"
            />
        </svg>
    );
}

export function HeroCarousel({ slides, locale }: { slides: Slide[]; locale: string }) {
    const { t } = useTranslation();
    const count = slides.length;
    const [active, setActive] = useState(0);
    const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
    /** The shopper's choice with the button; until then, it moves unless they prefer reduced motion. */
    const [chosen, setChosen] = useState<boolean | null>(null);
    const [hovered, setHovered] = useState(false);
    const [focused, setFocused] = useState(false);
    const rotating = count > 1 && (chosen ?? !reducedMotion);
    const playing = rotating && !hovered && !focused;

    useEffect(() => {
        if (!playing) return;
        // Restarted on every change of slide, so a slide chosen by hand gets its full time.
        const timer = window.setTimeout(() => setActive(i => (i + 1) % count), HERO_AUTOPLAY_MS);
        return () => window.clearTimeout(timer);
    }, [playing, active, count]);

    const go = (step: number) => setActive(i => (i + step + count) % count);
    const controlClass =
        'flex size-10 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';

    return (
        <section
            aria-roledescription="carousel"
            aria-label={t('home.hero.label')}
            className="relative overflow-hidden rounded-xl bg-neutral-900 shadow-sm"
            data-testid="hero"
            data-playing={playing ? 'true' : 'false'}
            data-active={active}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={event => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
            }}
        >
            {/* Every slide sits in the same cell, so the hero is as tall as its tallest slide and never jumps. */}
            <div className="grid" aria-live={playing ? 'off' : 'polite'}>
                {slides.map((slide, index) => {
                    const current = index === active;
                    const image = heroImageSources(slide.image.src);
                    return (
                        <div
                            key={`${index}-${slide.image.src}`}
                            role="group"
                            aria-roledescription="slide"
                            aria-label={t('home.hero.slideLabel', { n: index + 1, count })}
                            inert={!current}
                            // On phones the picture's row keeps its height and the text's row takes what a taller
                            // slide adds: a slow phone may paint the first slide before the others arrive, and its
                            // picture and text must not move when they do.
                            className={`col-start-1 row-start-1 grid grid-rows-[auto_1fr] transition-opacity md:grid-rows-none duration-700 motion-reduce:transition-none md:grid-cols-[5fr_7fr] ${
                                current ? 'opacity-100' : 'invisible opacity-0'
                            }`}
                            data-testid="hero-slide"
                            data-current={current ? 'true' : 'false'}
                        >
                            <div className="order-2 flex flex-col items-start gap-3 px-5 pt-5 pb-16 text-white md:order-1 md:justify-center md:px-10 md:py-10">
                                <h2 className="text-2xl leading-tight font-bold break-words hyphens-auto md:text-4xl">
                                    {slide.headline}
                                </h2>
                                {slide.text ? <p className="text-neutral-200 md:text-lg">{slide.text}</p> : null}
                                <Link
                                    to={localizePath(locale, slide.link.href)}
                                    prefetch="intent"
                                    className="mt-2 rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                                    data-testid="hero-link"
                                >
                                    {slide.link.label}
                                </Link>
                            </div>
                            {/* In a <picture>: React then adds no preload of its own beside the route's (see home.tsx). */}
                            <picture className="order-1 md:order-2">
                                <source type="image/avif" srcSet={image.avifSrcSet} sizes={image.sizes} />
                                <img
                                    src={image.src}
                                    srcSet={image.srcSet}
                                    sizes={image.sizes}
                                    alt={slide.image.alt}
                                    width={slide.image.width}
                                    height={slide.image.height}
                                    // The first slide is the page's largest paint; the others wait for their turn.
                                    loading={index === 0 ? 'eager' : 'lazy'}
                                    fetchPriority={index === 0 ? 'high' : 'low'}
                                    decoding={index === 0 ? 'sync' : 'async'}
                                    className="aspect-[16/9] h-auto w-full object-cover md:h-full"
                                />
                            </picture>
                        </div>
                    );
                })}
            </div>
            {count > 1 ? (
                <div className="absolute bottom-4 left-5 flex items-center gap-2 md:left-10">
                    <button
                        type="button"
                        className={controlClass}
                        onClick={() => go(-1)}
                        aria-label={t('home.hero.previous')}
                        data-testid="hero-previous"
                    >
                        <Arrow direction="left" />
                    </button>
                    <button
                        type="button"
                        className={controlClass}
                        onClick={() => setChosen(!rotating)}
                        aria-label={rotating ? t('home.hero.pause') : t('home.hero.play')}
                        data-testid="hero-pause"
                    >
                        <span aria-hidden="true" className="text-xs font-bold">
                            {rotating ? '❚❚' : '▶'}
                        </span>
                    </button>
                    <button
                        type="button"
                        className={controlClass}
                        onClick={() => go(1)}
                        aria-label={t('home.hero.next')}
                        data-testid="hero-next"
                    >
                        <Arrow direction="right" />
                    </button>
                    <span className="ml-2 text-sm font-semibold text-white tabular-nums" aria-hidden="true">
                        {`${active + 1} / ${count}`}
                    </span>
                </div>
            ) : null}
        </section>
    );
}
