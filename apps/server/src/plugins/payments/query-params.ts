/**
 * Reads one parameter of a provider's request, whichever way the web framework handed it over: a `URLSearchParams`,
 * or Express's `req.query` / `req.body` object (a string, a list of strings when repeated, or nested objects with the
 * extended parser).
 */

/** What the providers' returns and callbacks come in as. */
export type ProviderParams = URLSearchParams | Readonly<Record<string, unknown>>;

/**
 * The parameter's single value; `undefined` when absent; `null` when it cannot be trusted as one value (given twice,
 * or not a string). A repeated parameter is refused rather than resolved to its first or last value: which one a
 * framework keeps differs, and a verifier and a handler that picked differently could check one value and act on
 * another.
 */
export function singleParam(params: ProviderParams, name: string): string | undefined | null {
    if (params instanceof URLSearchParams) {
        const values = params.getAll(name);
        if (values.length === 0) return undefined;
        return values.length === 1 ? values[0] : null;
    }
    if (!Object.prototype.hasOwnProperty.call(params, name)) return undefined;
    const value = params[name];
    if (value === undefined) return undefined;
    return typeof value === 'string' ? value : null;
}
