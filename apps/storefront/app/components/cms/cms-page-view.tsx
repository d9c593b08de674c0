// Renders a staff-written CMS page; its HTML is trusted, and the CSP still blocks any script inside it.
import type { CmsPage } from '~/lib/cms/cms-page';

export function CmsPageView({ page }: { page: CmsPage }) {
    return (
        <article className="mx-auto max-w-3xl px-4 py-10" data-testid="cms-page">
            <h1 className="text-3xl font-bold">{page.title}</h1>
            <div className="cms-content mt-6" dangerouslySetInnerHTML={{ __html: page.body }} />
        </article>
    );
}
