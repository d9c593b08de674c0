// React binding for the message catalogs: a provider with the page's language and a useTranslation() hook.
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, getI18n, type TFunction, type Translator } from '~/lib/i18n/i18n';

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ language, children }: { language: string; children: ReactNode }) {
    return <I18nContext.Provider value={getI18n(language)}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; language: string } {
    return useContext(I18nContext) ?? getI18n(DEFAULT_LANGUAGE);
}
