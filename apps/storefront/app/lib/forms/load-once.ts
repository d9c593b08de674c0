// A module's export loaded on first use and kept for the page's lifetime: the forms' checks (Zod, Conform and the
// schemas) stay out of a page's first load (decisions 016 and 038).

export interface LoadOnce<T> {
    /** The export once loaded; handlers use it at once, without waiting a turn. */
    readonly loaded: T | null;
    load(): Promise<T>;
}

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
    let loaded: T | null = null;
    let loading: Promise<T> | null = null;
    return {
        get loaded() {
            return loaded;
        },
        load() {
            loading ??= importer().then(
                value => (loaded = value),
                (error: unknown) => {
                    // A failed download (offline, a new release) is tried again next time.
                    loading = null;
                    throw error;
                },
            );
            return loading;
        },
    };
}
