// Clears any scroll lock left by a panel (mobile menu, sidebars) when the route changes.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollLockReset() {
    const { pathname } = useLocation();
    useEffect(() => {
        const body = document.body;
        body.style.removeProperty('overflow');
        body.style.removeProperty('padding-right');
        body.removeAttribute('data-scroll-locked');
        document.documentElement.style.removeProperty('overflow');
    }, [pathname]);
    return null;
}
