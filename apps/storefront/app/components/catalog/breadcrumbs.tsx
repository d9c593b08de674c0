// The breadcrumb trail of catalog pages: Home › categories (root first) › the page itself, as a labelled ordered list.
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n/i18n-react';

export interface BreadcrumbItem {
    label: string;
    /** Omitted for the page being shown; ignored on the last item, which is always the current page. */
    href?: string;
}

export function Breadcrumbs({ locale, items }: { locale: string; items: BreadcrumbItem[] }) {
    const { t } = useTranslation();
    const trail: BreadcrumbItem[] = [{ label: t('breadcrumbs.home'), href: `/${locale}` }, ...items];
    return (
        <nav aria-label={t('breadcrumbs.label')} className="text-sm text-neutral-700" data-testid="breadcrumbs">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {trail.map((item, index) => {
                    const last = index === trail.length - 1;
                    return (
                        <li key={`${index}-${item.label}`} className="flex items-center gap-2">
                            {index > 0 ? (
                                <span aria-hidden="true" className="text-neutral-500">
                                    ›
                                </span>
                            ) : null}
                            {last ? (
                                <span aria-current="page" className="font-semibold text-neutral-900">
                                    {item.label}
                                </span>
                            ) : item.href ? (
                                <Link
                                    to={item.href}
                                    prefetch="intent"
                                    className="rounded-sm underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                                >
                                    {item.label}
                                </Link>
                            ) : (
                                <span>{item.label}</span>
                            )}
                        </li>
                    );
                })}
            </ol>
        </nav>
    );
}
