// Product pictures: the main one sized to the screen (srcsets of the gallery's widths, AVIF or WebP), thumbnails below;
// arrow keys on the picture or the thumbnails and a swipe on the picture change it.
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GALLERY_HEIGHT, GALLERY_SIZES, GALLERY_WIDTH, sizedPicture } from '~/lib/catalog/image-sources';
import type { ProductImage } from '~/components/catalog/product-page.fragment';
import { assetUrl } from '~/lib/catalog/urls';
import { useTranslation } from '~/lib/i18n/i18n-react';

/** A horizontal move this long (CSS px), more sideways than up or down, is a swipe. */
const SWIPE_DISTANCE = 40;

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function ProductGallery({
    images,
    productName,
    initialIndex,
}: {
    images: ProductImage[];
    productName: string;
    /** The chosen variant's picture; choosing another variant shows its picture again. */
    initialIndex: number;
}) {
    const { t } = useTranslation();
    const count = images.length;
    const clamp = (index: number) => (count === 0 ? 0 : ((index % count) + count) % count);
    const [state, setState] = useState({ base: initialIndex, index: clamp(initialIndex) });
    // A new variant brings its own picture to the front; the shopper's browsing only lasts until then.
    if (state.base !== initialIndex) setState({ base: initialIndex, index: clamp(initialIndex) });
    const current = clamp(state.index);
    const show = (index: number) => setState(previous => ({ ...previous, index: clamp(index) }));

    const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
    const swipe = useRef<{ id: number; x: number; y: number } | null>(null);

    const image = images[current];
    const alt = image?.alt || productName;
    const picture = sizedPicture(image?.url, GALLERY_SIZES);
    const multiple = count > 1;

    const step = (key: string, from: number): number | null => {
        if (key === 'ArrowRight') return from + 1;
        if (key === 'ArrowLeft') return from - 1;
        if (key === 'Home') return 0;
        if (key === 'End') return count - 1;
        return null;
    };

    const onMainKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
        if (!multiple || event.target !== event.currentTarget) return;
        const next = step(event.key, current);
        if (next === null) return;
        event.preventDefault();
        show(next);
    };

    /** Arrow keys go on from the focused thumbnail, which need not be the picture shown. */
    const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
        const next = step(event.key, from);
        if (next === null) return;
        event.preventDefault();
        const index = clamp(next);
        show(index);
        thumbnails.current[index]?.focus();
    };

    const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
        if (!multiple || (event.pointerType === 'mouse' && event.button !== 0)) return;
        swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    };
    const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
        const start = swipe.current;
        swipe.current = null;
        if (!start || start.id !== event.pointerId) return;
        const dx = event.clientX - start.x;
        const dy = event.clientY - start.y;
        if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
        show(dx < 0 ? current + 1 : current - 1);
    };

    return (
        <section aria-label={t('product.gallery.label')} data-testid="product-gallery">
            <div
                className={`relative overflow-hidden rounded-lg bg-white ${multiple ? FOCUS_RING : ''}`}
                style={{ touchAction: 'pan-y' }}
                tabIndex={multiple ? 0 : undefined}
                role={multiple ? 'group' : undefined}
                aria-label={multiple ? t('product.gallery.position', { index: current + 1, count }) : undefined}
                aria-describedby={multiple ? 'product-gallery-hint' : undefined}
                onKeyDown={onMainKeyDown}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipe.current = null)}
                data-testid="gallery-main"
                data-index={current}
            >
                {/* AVIF where the browser reads it; in a <picture>, React adds no preload beside the route's own. */}
                <picture>
                    <source type="image/avif" srcSet={picture.avifSrcSet} sizes={picture.sizes} />
                    <img
                        src={assetUrl(image?.url, 'gallery')}
                        srcSet={picture.srcSet}
                        sizes={picture.sizes}
                        width={GALLERY_WIDTH}
                        height={GALLERY_HEIGHT}
                        alt={alt}
                        // The main picture is the page's largest element: fetch it first.
                        loading="eager"
                        fetchPriority="high"
                        draggable={false}
                        className="mx-auto h-auto w-full max-w-[560px] object-contain select-none"
                        data-testid="gallery-image"
                    />
                </picture>
                {multiple ? (
                    <>
                        <button
                            type="button"
                            onClick={() => show(current - 1)}
                            aria-label={t('product.gallery.previous')}
                            className={`absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow ${FOCUS_RING}`}
                        >
                            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                                <path d="M12 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                            </svg>
                        </button>
                        <button
                            type="button"
                            onClick={() => show(current + 1)}
                            aria-label={t('product.gallery.next')}
                            className={`absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 shadow ${FOCUS_RING}`}
                        >
                            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                                <path d="M8 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
                            </svg>
                        </button>
                    </>
                ) : null}
            </div>
            {multiple ? (
                <>
                    <p id="product-gallery-hint" className="sr-only">
                        {t('product.gallery.hint')}
                    </p>
                    <p className="sr-only" aria-live="polite" data-testid="gallery-position">
                        {t('product.gallery.position', { index: current + 1, count })}
                    </p>
                    <ul aria-label={t('product.gallery.thumbnails')} className="mt-3 flex flex-wrap gap-2">
                        {images.map((thumbnail, index) => (
                            <li key={`${index}-${thumbnail.url}`}>
                                <button
                                    type="button"
                                    ref={element => {
                                        thumbnails.current[index] = element;
                                    }}
                                    onClick={() => show(index)}
                                    onKeyDown={event => onThumbKeyDown(event, index)}
                                    aria-label={t('product.gallery.show', { index: index + 1, count })}
                                    aria-current={index === current ? 'true' : undefined}
                                    className={`block overflow-hidden rounded-md border-2 bg-white ${
                                        index === current ? 'border-neutral-900' : 'border-transparent'
                                    } ${FOCUS_RING}`}
                                    data-testid="gallery-thumbnail"
                                >
                                    <img
                                        src={assetUrl(thumbnail.url, 'gallery-thumb')}
                                        width={160}
                                        height={160}
                                        alt=""
                                        loading="lazy"
                                        decoding="async"
                                        className="size-16 object-cover sm:size-20"
                                    />
                                </button>
                            </li>
                        ))}
                    </ul>
                </>
            ) : null}
        </section>
    );
}
