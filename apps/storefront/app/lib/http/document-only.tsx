// Data a document's server render needs but its hydration data leaves out. A loader answering a document request puts
// it here (the HTTP server gives each document request an empty object in the load context), entry.server.tsx hands
// it to the render, and the browser keeps the markup the server wrote from it (lib/islands/kept-markup.tsx) until a
// navigation brings the data (a `.data` request, whose loaders return everything). A listing's filter values are the
// case: about a tenth of a category page's HTML went on describing them a second time, for the browser; the footer's
// CMS blocks are another.
import { createContext, useContext } from 'react';
import type { ListingCategoryCount, ListingFacet } from '~/components/catalog/listing/listing-page-view.fragment';
import type { LayoutBlocks } from '~/lib/cms/blocks';

export interface DocumentOnly {
    /** The listing's filters with all their values (listing-page.server.ts `forDocument`). */
    listingFacets?: ListingFacet[];
    /** The categories the listing's results are in, for the category filter across categories (same place). */
    listingCategories?: ListingCategoryCount[];
    /** The footer's CMS blocks (root.tsx): the browser never renders them differently. */
    footerBlocks?: LayoutBlocks;
}

const DocumentOnlyContext = createContext<DocumentOnly>({});

/** Given by entry.server.tsx; empty in the browser. */
export const DocumentOnlyProvider = DocumentOnlyContext.Provider;

export function useDocumentOnly(): DocumentOnly {
    return useContext(DocumentOnlyContext);
}
