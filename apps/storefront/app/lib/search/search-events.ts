// The GA4 `search` event, once per settled term: the panel reports a term when typing pauses, Enter reports it too,
// and the same term twice in a row counts once.
import { pushEvent } from '~/lib/analytics/data-layer';
import { normalizeTerm } from '~/lib/search/search-query';

let lastReported: string | null = null;

export function reportSearch(rawTerm: string): void {
    const term = normalizeTerm(rawTerm);
    if (!term || term === lastReported) return;
    lastReported = term;
    pushEvent({ event: 'search', search_term: term });
}
