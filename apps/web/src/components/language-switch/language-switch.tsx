import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { defineMessages } from '@app/domain/i18n/define';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@app/domain/i18n/languages';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { addressIn } from '#lib/i18n/language';
import { chooseLanguage } from '#lib/i18n/language-choice';

const M = defineMessages({
  label: {
    id: 'common.language.label',
    defaultMessage: 'Language',
    description: 'Name of the English / Hindi switch, read by screen readers',
  },
});

/** Follows the link once the choice is remembered (the account's save is waited for). */
function goChoosing(language: Language) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void chooseLanguage(language).then(() => window.location.assign(href));
  };
}

/**
 * "English / हिन्दी": the same page (its query and fragment kept) in the other language. A plain
 * link, so it works on a page the server drew before the app has loaded; each name is written in
 * its own language.
 */
export function LanguageSwitch({
  className,
  tone = 'light',
  compact = false,
}: {
  className?: string;
  /**
   * Only the other language's name shows below 1536 px (the header's room is short); the footer
   * shows both names at every width.
   */
  compact?: boolean;
  /** 'dark' on the footer's dark ground. */
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <nav aria-label={t(M.label)} className={cn('text-sm', className)}>
      <ul className="flex items-center">
        {LANGUAGES.map((language, index) => (
          <li key={language} className="flex items-center">
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn(
                  tone === 'dark' ? 'text-primary-300' : 'text-slate-400',
                  compact && 'max-2xl:hidden',
                )}
              >
                /
              </span>
            ) : null}
            {language === t.language ? (
              <span
                lang={language}
                aria-current="true"
                className={cn(
                  'inline-flex min-h-11 items-center px-2 font-semibold',
                  compact && 'max-2xl:hidden',
                  tone === 'dark' ? 'text-white' : 'text-slate-900',
                )}
              >
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <a
                href={addressIn(here, language)}
                hrefLang={language}
                lang={language}
                data-language-switch={language}
                onClick={goChoosing(language)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-control px-2 font-medium underline-offset-4 hover:underline',
                  tone === 'dark' ? 'text-primary-100 hover:text-white' : 'text-primary-800',
                )}
              >
                {LANGUAGE_NAMES[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
