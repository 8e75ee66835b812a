import { SITE } from '#lib/site';
import { siteOrigin } from '#lib/site-origin';
import { useLayoutEffect } from 'react';
import { useHydrated } from '#lib/use-hydrated';
import { LANGUAGES, pathInLanguage } from '@app/domain/i18n/languages';
import { useLanguage } from '#lib/i18n/i18n-context';

export type PageHeadProps = {
  /** The page's own title; ' | Manas Care' is appended unless the title already names the site. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /**
   * Path of the canonical URL ('/', '/therapists'…) without a language prefix: the page's twin in
   * its own language is canonical, and an indexable page names its twin in every language.
   */
  canonicalPath?: string;
  /** Ask search engines not to index the page (not-found, account pages). */
  noIndex?: boolean;
};

/**
 * Page metadata rendered with React 19's built-in support: <title>, <meta> and <link> rendered
 * anywhere in the tree are hoisted into <head> and removed when the page unmounts.
 */
export function PageHead({ title, description, keywords, canonicalPath, noIndex }: PageHeadProps) {
  // A page the server drew already has these tags in its head (data-ssr): they stay until these
  // take their place, in the same frame, so the page is never without a title.
  const hydrated = useHydrated();
  const language = useLanguage();
  useLayoutEffect(() => {
    if (hydrated) for (const tag of document.head.querySelectorAll('[data-ssr]')) tag.remove();
  }, [hydrated]);
  if (!hydrated) return null;
  const fullTitle = title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
  const keywordText = typeof keywords === 'string' ? keywords : keywords?.join(', ');
  const absolute = (path: string, inLanguage = language) =>
    new URL(pathInLanguage(path, inLanguage), siteOrigin()).href;
  const canonical = canonicalPath !== undefined ? absolute(canonicalPath) : undefined;
  const alternates = canonicalPath !== undefined && !noIndex;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates
        ? LANGUAGES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={other}
              href={absolute(canonicalPath, other)}
            />
          ))
        : null}
      {alternates ? (
        <link rel="alternate" hrefLang="x-default" href={absolute(canonicalPath, 'en')} />
      ) : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={SITE.name} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
    </>
  );
}
