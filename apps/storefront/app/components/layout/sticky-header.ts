// Desktop header sticks to the top once the page has scrolled past 20 px (requirements §2.3, §9).
import { useEffect, useState } from 'react';

export const STICKY_AFTER_PX = 20;
export const DESKTOP_QUERY = '(min-width: 1024px)';

export function useStickyHeader(enabled: boolean): boolean {
    const [sticky, setSticky] = useState(false);
    useEffect(() => {
        if (!enabled) {
            // eslint-disable-next-line react-hooks/set-state-in-effect -- leaving the desktop layout unsticks at once
            setSticky(false);
            return;
        }
        const desktop = window.matchMedia(DESKTOP_QUERY);
        const update = () => setSticky(desktop.matches && window.scrollY > STICKY_AFTER_PX);
        update();
        window.addEventListener('scroll', update, { passive: true });
        desktop.addEventListener('change', update);
        return () => {
            window.removeEventListener('scroll', update);
            desktop.removeEventListener('change', update);
        };
    }, [enabled]);
    return sticky;
}
