// One link component for CMS and menu hrefs: shop paths navigate client-side, other sites open in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
