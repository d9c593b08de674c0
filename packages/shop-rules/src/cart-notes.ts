/**
 * The cart notes (requirements §3): a JSON object mapping a product SKU to the SKUs of the services attached to it,
 * '{}' when none. Parsing, validation of shape and size, and the service quantities a mapping implies.
 */

/** requirements §3: the notes value meaning "no services attached". */
export const EMPTY_NOTES = '{}';
/** Longest notes JSON accepted: far above any real cart, far below a column an attacker could fill. */
export const MAX_NOTES_LENGTH = 8_000;
export const MAX_NOTES_PRODUCTS = 50;
export const MAX_SERVICES_PER_PRODUCT = 20;
export const MAX_SKU_LENGTH = 100;

export type CartNotes = Record<string, string[]>;

function isSku(value: unknown): value is string {
    return typeof value === 'string' && value.length > 0 && value.length <= MAX_SKU_LENGTH && value.trim() === value;
}

/** The mapping a notes string holds, or null when it is not an object of SKU to a list of distinct SKUs. */
export function parseCartNotes(raw: unknown): CartNotes | null {
    if (typeof raw !== 'string' || raw.length > MAX_NOTES_LENGTH) {
        return null;
    }
    let parsed: unknown;
    try {
        parsed = JSON.parse(raw);
    } catch {
        return null;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return null;
    }
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (entries.length > MAX_NOTES_PRODUCTS) {
        return null;
    }
    const notes: CartNotes = {};
    for (const [productSku, services] of entries) {
        if (!isSku(productSku) || !Array.isArray(services) || services.length > MAX_SERVICES_PER_PRODUCT) {
            return null;
        }
        if (!services.every(isSku) || new Set(services).size !== services.length) {
            return null;
        }
        if (services.length > 0) {
            notes[productSku] = [...services];
        }
    }
    return notes;
}

/** Notes stored earlier are trusted to parse; anything unreadable counts as no services (what the server resets it to). */
export function readStoredNotes(raw: unknown): CartNotes {
    return parseCartNotes(raw) ?? {};
}

/** Keys and lists sorted, so the same mapping is always the same string. */
export function serializeCartNotes(notes: CartNotes): string {
    const keys = Object.keys(notes)
        .filter(key => (notes[key] ?? []).length > 0)
        .sort();
    if (keys.length === 0) {
        return EMPTY_NOTES;
    }
    return JSON.stringify(Object.fromEntries(keys.map(key => [key, [...(notes[key] ?? [])].sort()])));
}

/**
 * How many of each service the cart must hold: a service follows the quantity of every product it is
 * attached to (one line per service, so a warranty on two phones counts both).
 */
export function serviceQuantities(notes: CartNotes, productQuantities: Map<string, number>): Map<string, number> {
    const quantities = new Map<string, number>();
    for (const [productSku, services] of Object.entries(notes)) {
        const quantity = productQuantities.get(productSku) ?? 0;
        if (quantity <= 0) {
            continue;
        }
        for (const service of services) {
            quantities.set(service, (quantities.get(service) ?? 0) + quantity);
        }
    }
    return quantities;
}

/** The notes without the products no longer in the cart and without the services no longer wanted. */
export function pruneCartNotes(
    notes: CartNotes,
    productQuantities: Map<string, number>,
    removedServices: ReadonlySet<string> = new Set(),
): CartNotes {
    const pruned: CartNotes = {};
    for (const [productSku, services] of Object.entries(notes)) {
        if ((productQuantities.get(productSku) ?? 0) <= 0) {
            continue;
        }
        const kept = services.filter(service => !removedServices.has(service));
        if (kept.length > 0) {
            pruned[productSku] = kept;
        }
    }
    return pruned;
}
