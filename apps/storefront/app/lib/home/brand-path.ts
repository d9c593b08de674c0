// A brand page's address: the manufacturer facet value's code under /marca.
export function brandPath(locale: string, code: string): string {
    return `/${locale}/marca/${encodeURIComponent(code)}`;
}
