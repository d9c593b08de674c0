// A value made the first time it is asked for, then kept. For Intl formatters a module would otherwise build while it
// loads: the first one a page builds costs milliseconds (it loads the locale's data), and in the browser that cost
// falls in the task that starts the page's scripts, whether or not the page formats anything.
export function onFirstUse<T>(make: () => T): () => T {
    let value: { made: T } | undefined;
    return () => (value ??= { made: make() }).made;
}
