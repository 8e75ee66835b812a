import en from '../../locales/en.json' with { type: 'json' };
import hi from '../../locales/hi.json' with { type: 'json' };
import { createTranslator, type Translator, type TranslatorOptions } from './translator';
import { LANGUAGES, type Language } from './languages';

/**
 * Every catalogue, whole: for the server (API answers, mails, texts, invoices, drawn pages). The
 * browser loads a page's namespaces in its language instead and must not import this module.
 */
export const CATALOGUES: Record<Language, Readonly<Record<string, string>>> = { en, hi };

const translators = new Map<Language, Translator>();

/** The translator of a language over the whole catalogue, made once. */
export function translatorFor(language: Language, options?: TranslatorOptions): Translator {
  if (options) return createTranslator(language, (id) => CATALOGUES[language][id], options);
  let t = translators.get(language);
  if (!t) {
    const catalogue = CATALOGUES[language];
    t = createTranslator(language, (id) => catalogue[id]);
    translators.set(language, t);
  }
  return t;
}

export const ALL_TRANSLATORS = () => LANGUAGES.map((l) => translatorFor(l));
