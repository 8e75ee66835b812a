import { createContext, useContext, type ReactNode } from 'react';
import type { Translator } from '@app/domain/i18n/translator';
import type { Language } from '@app/domain/i18n/languages';
import { pageT } from './messages';

const TranslatorContext = createContext<Translator | null>(null);

/** The page's words: every component below reads its language's translator. */
export function I18nProvider({ t, children }: { t: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={t}>{children}</TranslatorContext.Provider>;
}

/** The translator of the page being drawn. */
export function useT(): Translator {
  return useContext(TranslatorContext) ?? pageT();
}

export const useLanguage = (): Language => useT().language;
