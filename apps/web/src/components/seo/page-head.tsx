import { SITE } from '#lib/site';
import { siteOrigin } from '#lib/site-origin';
import { useHydrated } from '#lib/use-hydrated';

export type PageHeadProps = {
  /** The page's own title; ' | Manas Care' is appended unless the title already names the site. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /** Path of the canonical URL ('/', '/therapists'…); the origin is the current one. */
  canonicalPath?: string;
  /** Ask search engines not to index the page (not-found, account pages). */
  noIndex?: boolean;
};

/**
 * Page metadata rendered with React 19's built-in support: <title>, <meta> and <link> rendered
 * anywhere in the tree are hoisted into <head> and removed when the page unmounts.
 */
export function PageHead({ title, description, keywords, canonicalPath, noIndex }: PageHeadProps) {
  // A page the server drew already has these tags in its head (data-ssr, see main.tsx).
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const fullTitle = title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
  const keywordText = typeof keywords === 'string' ? keywords : keywords?.join(', ');
  const canonical =
    canonicalPath !== undefined ? new URL(canonicalPath, siteOrigin()).href : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordText ? <meta name="keywords" content={keywordText} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={SITE.name} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
    </>
  );
}
