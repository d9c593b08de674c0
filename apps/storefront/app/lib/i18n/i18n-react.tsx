// React binding for the message catalogs: a provider with the page's language and a useTranslation() hook.
// (react-i18next would be hoisted beside the commerce server's i18next 26, which needs Node 22; this stays on ours.)
import { createContext, useContext, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, getI18n } from '~/lib/i18n/i18n';

const I18nContext = createContext<i18n | null>(null);

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
    return <I18nContext.Provider value={getI18n(language)}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; language: string } {
    const instance = useContext(I18nContext) ?? getI18n(DEFAULT_LANGUAGE);
    return { t: instance.t, language: instance.language };
}
