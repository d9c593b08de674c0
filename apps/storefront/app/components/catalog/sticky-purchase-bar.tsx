// The product page's purchase bar on phones and tablets: once the price and "Aggiungi al carrello" have scrolled out of
// view above, a bar at the bottom of the screen shows the price and a button that sends the page's own add form (so the
// chosen variant, the ticked services and every rule of the form apply). Fixed, so it moves nothing on the page; hidden
// from 1024 px, where the purchase column stays at hand; out of the way while the footer is in view.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '~/lib/i18n/i18n-react';

/**
 * Whether `purchase` has scrolled out of view above while the page's footer is not in view. An observer is told only of
 * crossings, so there are two: one at the screen's edges (in view or not) and one whose area reaches far above the
 * screen (below the screen or not); a jump from below to above, an anchor or a fling, crosses the second. Either one
 * reads where things are now.
 */
function usePurchaseOutOfView(purchase: RefObject<HTMLElement | null>): boolean {
    const [shown, setShown] = useState(false);
    useEffect(() => {
        const target = purchase.current;
        const footer = document.querySelector('footer');
        if (!target || typeof IntersectionObserver === 'undefined') return;
        const update = () => {
            const footerTop = footer ? footer.getBoundingClientRect().top : Infinity;
            setShown(target.getBoundingClientRect().bottom < 0 && footerTop > window.innerHeight);
        };
        const edges = new IntersectionObserver(update);
        const reach = new IntersectionObserver(update, { rootMargin: '1000000px 0px 0px 0px' });
        edges.observe(target);
        if (footer) edges.observe(footer);
        reach.observe(target);
        return () => {
            edges.disconnect();
            reach.disconnect();
        };
    }, [purchase]);
    return shown;
}

export function StickyPurchaseBar({
    purchase,
    name,
    price,
    children,
}: {
    /** The purchase block (price and add form) the bar stands in for. */
    purchase: RefObject<HTMLElement | null>;
    name: string;
    price: ReactNode;
    /** The button: the add form's submit, or the way to the options still to choose. */
    children: ReactNode;
}) {
    const { t } = useTranslation();
    if (!usePurchaseOutOfView(purchase)) return null;
    return (
        <section
            aria-label={t('product.sticky.label')}
            className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:hidden"
            data-testid="sticky-purchase-bar"
        >
            <div className="mx-auto flex max-w-3xl items-center gap-3">
                <div className="min-w-0 flex-1">
                    <p className="truncate text-sm text-neutral-700">{name}</p>
                    <p className="text-lg font-bold" data-testid="sticky-purchase-price">
                        {price}
                    </p>
                </div>
                {children}
            </div>
        </section>
    );
}
