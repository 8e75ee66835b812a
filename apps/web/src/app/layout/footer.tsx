import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { istToday } from '@app/domain/ist';
import { Logo } from '#components/brand/logo';
import { SocialIcon } from '#components/brand/social-icons';
import { MailIcon, MapPinIcon, PhoneIcon } from '#components/ui/icons';
import { SITE, SOCIAL_LINKS, telHref } from '#lib/site';
import { NewsletterSlot } from './newsletter-slot';
import { paths } from '#config/paths';
import { LanguageSwitch } from '#components/language-switch/language-switch';
import { useT } from '#lib/i18n/i18n-context';
import { FOOTER, NAV } from './layout-messages';
import { FOOTER_ID } from './nav-links';

const USEFUL_LINKS = [
  { to: paths.home(), label: NAV.home },
  { to: paths.specialties(), label: NAV.specialties },
  { to: paths.therapists(), label: NAV.therapists },
  { to: paths.about(), label: NAV.about },
  { to: paths.contact(), label: NAV.contact },
  { to: paths.joinTherapist(), label: NAV.joinAsTherapist },
] as const;

const POLICY_LINKS = [
  { to: paths.privacyPolicy(), label: FOOTER.privacy },
  { to: paths.terms(), label: FOOTER.terms },
  { to: paths.refunds(), label: FOOTER.refunds },
] as const;

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-primary-100 hover:text-white hover:underline underline-offset-4 sm:min-h-9';

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Footer() {
  const t = useT();
  return (
    <footer id={FOOTER_ID} className="surface-dark mt-auto bg-primary-950 text-primary-100">
      <div className="mx-auto max-w-content px-4 pt-14 pb-8 sm:px-6">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.4fr]">
          <div>
            <Link to={paths.home()} className="inline-flex rounded-control">
              <Logo tone="light" />
            </Link>
            <p className="mt-4 max-w-xs text-[0.9375rem] leading-relaxed text-primary-100">
              {t(FOOTER.tagline)}
            </p>
            <ul aria-label={t(FOOTER.socialMedia)} className="mt-6 flex flex-wrap gap-2">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(FOOTER.onNetwork, { site: SITE.name, network: s.label })}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <Column id="footer-useful" title={t(FOOTER.usefulLinks)}>
            <ul className="grid gap-0.5">
              {USEFUL_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column id="footer-policies" title={t(FOOTER.policies)}>
            <ul className="grid gap-0.5">
              {POLICY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={linkClass}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column id="footer-contact" title={t(FOOTER.contact)}>
            <address className="grid gap-3 text-[0.9375rem] not-italic">
              <a href={`mailto:${SITE.supportEmail}`} className={`${linkClass} gap-2.5`}>
                <MailIcon width={18} height={18} className="shrink-0" />
                {SITE.supportEmail}
              </a>
              <a href={telHref(SITE.supportPhone)} className={`${linkClass} gap-2.5`}>
                <PhoneIcon width={18} height={18} className="shrink-0" />
                {SITE.supportPhone}
              </a>
              <p className="flex gap-2.5 leading-relaxed">
                <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0" />
                <span>{SITE.postalAddress}</span>
              </p>
            </address>
          </Column>
        </div>

        <LanguageSwitch tone="dark" className="mt-8" />

        <NewsletterSlot />

        <div className="mt-12 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm text-primary-200 sm:flex-row sm:justify-between">
          <p>{t(FOOTER.rights, { year: String(istToday(new Date()).year), site: SITE.name })}</p>
          <p>{t(FOOTER.builtBy, { site: SITE.name })}</p>
        </div>
      </div>
    </footer>
  );
}
