import { ALWAYS_LOADED_NAMESPACES, NAMES_NAMESPACE } from '@app/domain/i18n/namespaces';
import { DEFAULT_LANGUAGE, type Language } from '@app/domain/i18n/languages';
import { namespaceOf } from '@app/domain/i18n/define';
import {
  createTranslator,
  type CompiledMessage,
  type Translator,
} from '@app/domain/i18n/translator';
import loaders from 'virtual:messages/loaders';

type Catalogue = Record<string, CompiledMessage>;

const loaded: Record<Language, Catalogue> = { en: {}, hi: {} };
const loadedNamespaces: Record<Language, Set<string>> = { en: new Set(), hi: new Set() };
const pending = new Map<string, Promise<void>>();

function reportMissing(id: string, language: Language) {
  // A page asked for words its route did not load: the test suites watch for this line.
  console.error(`Missing message ${id} (${language}): load namespace ${namespaceOf(id)}`);
}

function reportUnworded(text: string, language: Language) {
  // English rule text on a page in another language: the same suites watch for this line.
  console.error(`Missing message for the rule text "${text}" (${language})`);
}

/** Adds a catalogue the server already holds (drawing pages) or a test provides. */
export function addMessages(
  language: Language,
  messages: Readonly<Record<string, CompiledMessage>>,
) {
  Object.assign(loaded[language], messages);
  for (const id of Object.keys(messages)) loadedNamespaces[language].add(namespaceOf(id));
}

/** Loads the namespaces a page needs in its language (once each), with those every page needs. */
export function loadMessages(language: Language, namespaces: readonly string[] = []) {
  // English pages show catalogue values as they are: only other languages need their names.
  const always =
    language === DEFAULT_LANGUAGE
      ? ALWAYS_LOADED_NAMESPACES
      : [...ALWAYS_LOADED_NAMESPACES, NAMES_NAMESPACE];
  const wanted = [...new Set([...always, ...namespaces])];
  return Promise.all(
    wanted.map((ns) => {
      if (loadedNamespaces[language].has(ns)) return undefined;
      const key = `${language}/${ns}`;
      let task = pending.get(key);
      if (!task) {
        const load = loaders[language][ns];
        task = load
          ? load().then((m) => {
              Object.assign(loaded[language], m.default);
              loadedNamespaces[language].add(ns);
            })
          : Promise.resolve();
        pending.set(key, task);
      }
      return task;
    }),
  ).then(() => undefined);
}

export const loadedNamespacesOf = (language: Language) => [...loadedNamespaces[language]].sort();

const translators = new Map<Language, Translator>();

/** The translator of a language over what is loaded so far. */
export function translatorOf(language: Language): Translator {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, (id) => loaded[language][id], {
      onMissing: reportMissing,
      onUnworded: reportUnworded,
    });
    translators.set(language, t);
  }
  return t;
}

let pageLanguage: Language = DEFAULT_LANGUAGE;

/** The browser's page is in one language until it navigates to its twin (a full page load). */
export function setPageLanguage(language: Language) {
  pageLanguage = language;
}

/**
 * Words outside a component (a failed call's text, a toast): the page's language. Components use
 * `useT()`, which also holds while the server draws pages in several languages at once.
 */
export const pageT = (): Translator => translatorOf(pageLanguage);
export const currentPageLanguage = () => pageLanguage;
