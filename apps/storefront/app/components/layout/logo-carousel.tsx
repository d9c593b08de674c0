// Brand logos before the footer: 6 visible (2 below 767 px); requirements §9's timing: each step slides for 3 s and the
// strip then rests 3 s before the next (the autoplay delay counts from the end of a slide, as carousels' autoplay does).
// Pauses on hover, focus, button or reduced motion.
import type { CmsBlockContent } from '@shop/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';
import { SmartLink } from '~/components/layout/smart-link';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '~/lib/ui/use-media-query';

export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 3000;
export const SLIDES_DESKTOP = 6;
export const SLIDES_MOBILE = 2;
const MOBILE_QUERY = '(max-width: 766.98px)';

type Logo = CmsBlockContent<'prefooter'>['logos'][number];

function image(logo: { name: string; src: string }) {
    return <img src={logo.src} alt={logo.name} loading="lazy" height={48} />;
}

export function LogoCarousel({ logos }: { logos: Logo[] }) {
    const { t } = useTranslation();
    const mobile = useMediaQuery(MOBILE_QUERY, false);
    const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
    const visible = mobile ? SLIDES_MOBILE : SLIDES_DESKTOP;
    const lastStart = Math.max(0, logos.length - visible);
    const [index, setIndex] = useState(0);
    // Fewer starting points (more logos visible on a wider screen, or fewer logos) pull the position back in range.
    const position = Math.min(index, lastStart);
    const [hovered, setHovered] = useState(false);
    const [focused, setFocused] = useState(false);
    const [stopped, setStopped] = useState(false);
    const playing = !reducedMotion && !hovered && !focused && !stopped && lastStart > 0;

    useEffect(() => {
        if (!playing) return;
        // From an index past the range (shown at the last start) the next step starts over, as from the last start.
        const timer = window.setInterval(
            () => setIndex(i => (i >= lastStart ? 0 : i + 1)),
            CAROUSEL_TRANSITION_MS + CAROUSEL_AUTOPLAY_MS,
        );
        return () => window.clearInterval(timer);
    }, [playing, lastStart]);

    if (logos.length === 0) return null;
    return (
        <section
            aria-label={t('footer.brandsLabel')}
            aria-roledescription="carousel"
            className="render-when-near border-t border-neutral-200 bg-white py-6 [--near-height:48px]"
            data-testid="logo-carousel"
            data-playing={playing ? 'true' : 'false'}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={event => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
            }}
        >
            <div className="mx-auto flex max-w-7xl items-center gap-2 px-4">
                {lastStart > 0 && !reducedMotion ? (
                    <button
                        type="button"
                        onClick={() => setStopped(s => !s)}
                        className="shrink-0 rounded border border-neutral-300 px-2 py-1 text-xs"
                        aria-label={stopped ? t('footer.carouselPlay') : t('footer.carouselPause')}
                    >
                        <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
                    </button>
                ) : null}
                <div className="overflow-hidden">
                    <ul
                        // Its slides and logos are styled by app.css's logo-strip: every page carries a dozen.
                        className="logo-strip"
                        style={{
                            transform: `translateX(-${(position * 100) / visible}%)`,
                            transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
                        }}
                        aria-live={playing ? 'off' : 'polite'}
                    >
                        {logos.map(logo => (
                            <li key={`${logo.name}-${logo.src}`}>
                                {logo.href ? <SmartLink href={logo.href}>{image(logo)}</SmartLink> : image(logo)}
                            </li>
                        ))}
                    </ul>
                </div>
            </div>
        </section>
    );
}
