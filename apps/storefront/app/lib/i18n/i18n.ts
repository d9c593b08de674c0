// Message catalogs (it default, en) through i18next; one ready instance per language, shared by requests.
import i18next, { type i18n, type TFunction } from 'i18next';
import en from '~/lib/i18n/locales/en.json';
import it from '~/lib/i18n/locales/it.json';
import { percentWithArticle } from '~/lib/i18n/italian-percent';

export const DEFAULT_LANGUAGE = 'it';
export type Language = 'it' | 'en';

/**
 * Both catalogs on the server; the browser only gets Italian, the one routed language, so English text never
 * weighs on shoppers' first load (the SSR flag is a build-time constant, so the other branch is dropped).
 */
export const resources: { it: { translation: typeof it }; en?: { translation: typeof en } } = import.meta.env.SSR
    ? { it: { translation: it }, en: { translation: en } }
    : { it: { translation: it } };

const instances = new Map<string, i18n>();

export function isLanguage(value: string): value is Language {
    return value in resources && resources[value as Language] !== undefined;
}

/** Instances never change language, so concurrent server renders cannot see each other's language. */
export function getI18n(language: string): i18n {
    const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    let instance = instances.get(lng);
    if (!instance) {
        instance = i18next.createInstance();
        void instance.init({
            lng,
            fallbackLng: DEFAULT_LANGUAGE,
            resources,
            initAsync: false,
            interpolation: { escapeValue: false },
            // Keeps the library's promotional console message out of shoppers' consoles and server logs.
            showSupportNotice: false,
        });
        // "Sconto {{percent, percentWithArticle}}": "Sconto del 22 %", "Sconto dell'11 %".
        instance.services.formatter?.add('percentWithArticle', value => percentWithArticle(Number(value)));
        instance.t = rememberingTranslations(instance.t.bind(instance));
        instances.set(lng, instance);
    }
    return instance;
}

/** Distinct translations a language remembers before it starts again (a page asks for a few hundred). */
const REMEMBERED_TRANSLATIONS = 5000;

function isPlainOptions(options: unknown): boolean {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) return false;
    for (const value of Object.values(options)) {
        if (value !== null && typeof value === 'object') return false;
        if (typeof value === 'function') return false;
    }
    return true;
}

/**
 * A catalog never changes once loaded, so the same key with the same values always reads the same. A listing asks
 * for the same few dozen texts hundreds of times (every card's labels, every filter's count), and i18next's lookup,
 * plural and interpolation steps were a tenth of a page's render time: answers to a key, alone or with plain values
 * (numbers, strings), are remembered. Anything else (objects, several arguments) goes to i18next every time.
 */
export function rememberingTranslations(translate: TFunction): TFunction {
    const remembered = new Map<string, unknown>();
    const call = translate as unknown as (...a: unknown[]) => unknown;
    const t = (...args: unknown[]) => {
        const [key, options] = args;
        if (typeof key !== 'string' || args.length > 2 || (options !== undefined && !isPlainOptions(options))) {
            return call(...args);
        }
        const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
        let text = remembered.get(id);
        if (text === undefined) {
            text = call(key, options);
            if (remembered.size >= REMEMBERED_TRANSLATIONS) remembered.clear();
            remembered.set(id, text);
        }
        return text;
    };
    return t as unknown as TFunction;
}

/** A plain translate function, for server-made documents outside React (offline page). */
export function translator(language: string): i18n['t'] {
    return getI18n(language).t;
}

// Keys are checked at compile time against the Italian catalog, the one shoppers see.
declare module 'i18next' {
    interface CustomTypeOptions {
        defaultNS: 'translation';
        resources: { translation: typeof it };
    }
}
