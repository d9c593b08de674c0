// One link component for CMS and menu hrefs: shop paths navigate client-side, other sites open in a new tab.
import { useCallback, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { isExternalHref } from '~/lib/locale/markets';

export function SmartLink({
    href,
    className,
    children,
    onClick,
}: {
    href: string;
    className?: string;
    children: ReactNode;
    onClick?: () => void;
}) {
    if (isExternalHref(href)) {
        const newTab = /^https?:/i.test(href);
        return (
            <a
                href={href}
                className={className}
                onClick={onClick}
                {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
                {children}
            </a>
        );
    }
    return (
        <Link to={href} className={className} onClick={onClick} prefetch="intent">
            {children}
        </Link>
    );
}

/**
 * For markup React did not render (lib/islands/kept-markup.tsx), a native click handler that does what SmartLink does:
 * a plain click on a shop path navigates in the page; other sites, new tabs and modified clicks stay the browser's.
 */
export function useInPageLinks(): (event: Event) => void {
    const navigate = useNavigate();
    return useCallback(
        (event: Event) => {
            if (!(event instanceof MouseEvent) || event.defaultPrevented || event.button !== 0) return;
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            const link = event.target instanceof Element ? event.target.closest('a') : null;
            const href = link?.getAttribute('href');
            if (!link || !href || link.target || link.hasAttribute('download')) return;
            if (isExternalHref(href) || !href.startsWith('/') || href.startsWith('//')) return;
            event.preventDefault();
            void navigate(href);
        },
        [navigate],
    );
}
