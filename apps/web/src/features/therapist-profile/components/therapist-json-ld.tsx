import { effectiveTitle } from '@app/domain/listing';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { siteOrigin } from '#lib/site-origin';
import { paths } from '#config/paths';

/**
 * schema.org Person data for search engines. A JSON-LD block is data, never executed, so the CSP's
 * ban on inline scripts does not apply. '<' is escaped so the text can never close the element.
 */
export function TherapistJsonLd({ therapist: t }: { therapist: TherapistProfile }) {
  const origin = siteOrigin();
  const inPerson = t.sessionModes.some((m) => m.toLowerCase() === 'in-person');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: t.name,
    jobTitle: effectiveTitle(t) || undefined,
    knowsLanguage: t.languages.length > 0 ? t.languages : undefined,
    image: t.image ? new URL(t.image, origin).href : undefined,
    address:
      inPerson && t.location.city
        ? { '@type': 'PostalAddress', addressLocality: t.location.city, addressCountry: 'IN' }
        : undefined,
    url: new URL(paths.therapist(t.slug), origin).href,
  };
  return (
    <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>
  );
}
