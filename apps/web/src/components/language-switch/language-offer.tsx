import { useState } from 'react';
import { useLocation } from 'react-router';
import { defineMessages } from '@app/domain/i18n/define';
import { LANGUAGE_OFFERS, type Language } from '@app/domain/i18n/languages';
import { CloseIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { addressIn } from '#lib/i18n/language';
import { languageToOffer, rememberedLanguage, rememberLanguage } from '#lib/i18n/language-choice';
import { useHydrated } from '#lib/use-hydrated';

const M = defineMessages({
  dismiss: {
    id: 'common.language.dismissOffer',
    defaultMessage: 'No thanks, stay in this language',
    description: 'Closes the small offer to read the page in the other language',
  },
});

function browserLanguages(): string {
  return (navigator.languages ?? [navigator.language]).join(',');
}

/**
 * A small offer of this page's twin when the visitor chose the other language before, or (no
 * choice yet) their browser asks for it first. Never a redirect: crawlers and shared links see
 * the page they were sent to. Declining remembers this page's language. It floats over the foot of
 * the screen (the root layout draws it after the footer): shown once the app has taken over, a bar above the header would push the whole page
 * down under the reader's eyes.
 */
export function LanguageOffer() {
  const t = useT();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const offer: Language | null = languageToOffer(
    t.language,
    rememberedLanguage(),
    browserLanguages(),
  );
  if (!offer) return null;
  return (
    <>
      {/* Room at the foot of the page, so the bar never hides the footer's last links. */}
      <div aria-hidden="true" className="h-14" />
      <div
        role="region"
        aria-label={LANGUAGE_OFFERS[offer]}
        lang={offer}
        className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-center gap-2 border-t border-primary-200 bg-primary-50 px-4 py-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] text-sm text-primary-900 shadow-raised"
      >
        <a
          href={addressIn(`${pathname}${search}${hash}`, offer)}
          hrefLang={offer}
          onClick={() => rememberLanguage(offer)}
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {LANGUAGE_OFFERS[offer]}
        </a>
        <button
          type="button"
          lang={t.language}
          aria-label={t(M.dismiss)}
          onClick={() => {
            rememberLanguage(t.language);
            setDismissed(true);
          }}
          className="inline-flex size-11 items-center justify-center rounded-control hover:bg-primary-100"
        >
          <CloseIcon width={16} height={16} />
        </button>
      </div>
    </>
  );
}
