// Message catalogs (it default, en) and the translate function every page and server answer uses.
//
// The catalogs are written in i18next's JSON format (nested keys, "{{name}}" values, "_one"/"_other" plurals, a named
// formatter), and i18next stays the reference: a test reads every message through both and requires the same text.
// The shop reads them with the few lines below instead of the library, because these features are all it uses and
// the library weighed a tenth of every page's first-load JavaScript (decision 047).
import en from '~/lib/i18n/locales/en.json';
import it from '~/lib/i18n/locales/it.json';
import { percentWithArticle } from '~/lib/i18n/italian-percent';

export const DEFAULT_LANGUAGE = 'it';
export type Language = 'it' | 'en';

/**
 * The Italian catalog: `it.json` holds the sections every page may show, `it-pages/` the sections only some pages
 * show, added by the modules that translate them (`messages/*.ts`), so the browser gets them with those pages.
 * `en.json` is one file, for the server alone.
 */
type Catalog = typeof it &
    typeof import('~/lib/i18n/locales/it-pages/account.json') &
    typeof import('~/lib/i18n/locales/it-pages/checkout.json') &
    typeof import('~/lib/i18n/locales/it-pages/stock-alert.json') &
    typeof import('~/lib/i18n/locales/it-pages/validation.json');

/**
 * Both catalogs on the server; the browser only gets Italian, the one routed language, so English text never weighs
 * on shoppers' first load (the SSR flag is a build-time constant, so the other branch is dropped).
 */
export const resources: { it: Partial<Catalog>; en?: typeof en } = import.meta.env.SSR ? { it, en } : { it };

/** Every message's dotted path, as code names it: plural forms by their base ("listing.count", not "_one"). */
type Leaves<T, Prefix extends string = ''> = {
    [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K;
export type TranslationKey = PluralBase<Leaves<Catalog>>;

/** Values a message interpolates; `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, string | number | null | undefined>>;

export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

/** A translate function that also takes keys made at run time (error codes, option kinds); unknown keys read as themselves. */
export type AnyKeyTFunction = (key: string, values?: TranslationValues) => string;

export interface Translator {
    readonly language: Language;
    readonly t: TFunction;
}

/** Named formatters a message can apply: "Sconto {{percent, percentWithArticle}}" reads "Sconto dell'11 %". */
const formatters: Record<string, (value: string | number) => string> = {
    percentWithArticle: value => percentWithArticle(Number(value)),
};

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function flatten(node: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
    if (typeof node === 'string') {
        into.set(prefix, node);
    } else if (typeof node === 'object' && node !== null) {
        for (const [key, child] of Object.entries(node)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
    return into;
}

function interpolate(text: string, values: TranslationValues | undefined): string {
    if (!text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
        // As i18next does: a value not given leaves its placeholder in sight, a null one reads as nothing.
        const value = values?.[name];
        if (value === undefined) return placeholder;
        if (value === null) return '';
        const formatter = format ? formatters[format] : undefined;
        return formatter ? formatter(value) : String(value);
    });
}

export function isLanguage(value: string): value is Language {
    return value in resources && resources[value as Language] !== undefined;
}

/** The default language's messages by key; the page sections join it as their modules load. */
const defaultMessages = flatten(resources[DEFAULT_LANGUAGE], '', new Map());

/** Adds page sections to the Italian catalog: their modules call it once, as they load, before any render needs them. */
export function addMessages(sections: Partial<Catalog>): void {
    flatten(sections, '', defaultMessages);
}

/**
 * The message for a key in one language, with the default language's catalog behind it: the plural form `count`
 * asks for (Intl.PluralRules), else the "_other" form, else the plain key; a key no catalog has reads as itself.
 */
function createTranslator(language: Language): Translator {
    const own = language === DEFAULT_LANGUAGE ? defaultMessages : flatten(resources[language], '', new Map());
    const message = (key: string) => own.get(key) ?? defaultMessages.get(key);
    const plurals = new Intl.PluralRules(language);
    const t = (key: string, values?: TranslationValues): string => {
        const count = values?.count;
        const text =
            (typeof count === 'number'
                ? (message(`${key}_${plurals.select(count)}`) ?? message(`${key}_other`))
                : undefined) ?? message(key);
        return text === undefined ? key : interpolate(text, values);
    };
    return { language, t };
}

const translators = new Map<Language, Translator>();

/** One translator per language, made once and shared by every request and render. */
export function getI18n(language: string): Translator {
    const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    let translator = translators.get(lng);
    if (!translator) {
        translator = createTranslator(lng);
        translators.set(lng, translator);
    }
    return translator;
}

/** A plain translate function, for server-made documents outside React (offline page). */
export function translator(language: string): TFunction {
    return getI18n(language).t;
}

/** The same function, for keys made at run time. */
export function anyKey(t: TFunction): AnyKeyTFunction {
    return t as AnyKeyTFunction;
}
