import { use } from 'react';
import type { Language } from '@app/domain/i18n/languages';
import { useLanguage } from '#lib/i18n/i18n-context';
import type { PolicyText } from './components/legal-page';

export type Policy = 'privacy' | 'terms' | 'refunds';

type TextModule = Promise<{ text: PolicyText }>;

/**
 * Each policy's text in each language is a chunk of its own, as the catalogues are: an English
 * page never downloads the Hindi, nor a Hindi page the English. Whole legal texts with links and
 * lists read better as written pages than as hundreds of catalogue sentences.
 */
const LOADERS: Record<Policy, Record<Language, () => TextModule>> = {
  privacy: { en: () => import('./content/privacy.en'), hi: () => import('./content/privacy.hi') },
  terms: { en: () => import('./content/terms.en'), hi: () => import('./content/terms.hi') },
  refunds: { en: () => import('./content/refunds.en'), hi: () => import('./content/refunds.hi') },
};

const loaded = new Map<string, PolicyText>();
const pending = new Map<string, Promise<void>>();

/** Loads a policy's text in a language once; the page's route waits for it beside its module. */
export function loadPolicyText(policy: Policy, language: Language): Promise<void> {
  const key = `${policy}/${language}`;
  let task = pending.get(key);
  if (!task) {
    task = LOADERS[policy][language]().then(
      (module) => {
        loaded.set(key, module.text);
      },
      (error: unknown) => {
        pending.delete(key); // a failed download is tried again on the next visit
        throw error;
      },
    );
    pending.set(key, task);
  }
  return task;
}

/**
 * The policy's text in the page's language. The browser's route has loaded it already; the
 * server, drawing both languages, waits here for the one it draws.
 */
export function usePolicyText(policy: Policy): PolicyText {
  const language = useLanguage();
  const key = `${policy}/${language}`;
  const text = loaded.get(key);
  if (text) return text;
  use(loadPolicyText(policy, language));
  const arrived = loaded.get(key);
  if (!arrived) throw new Error(`The ${policy} policy did not load in ${language}`);
  return arrived;
}
