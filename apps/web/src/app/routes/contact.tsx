import type { ReactNode } from 'react';
import { PageHead } from '#components/seo/page-head';
import { CrisisNumbers } from '#components/crisis-help/crisis-help';
import { MailIcon, MapPinIcon, PhoneIcon } from '#components/ui/icons';
import { SITE, telHref } from '#lib/site';
import { ContactForm } from '#features/contact/components/contact-form';
import { paths } from '#config/paths';
import { fixedPageMeta } from '@app/domain/page-meta';
import { useT } from '#lib/i18n/i18n-context';
import { CONTACT } from '#features/contact/lib/contact-words';

function InfoItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
        <div className="mt-1 text-slate-800">{children}</div>
      </div>
    </div>
  );
}

const linkClass =
  'break-all font-medium text-primary-700 underline-offset-4 hover:text-primary-900 hover:underline';

/** /contact: hero, the form, and how else to reach us. */
export function ContactRoute() {
  const t = useT();
  return (
    <>
      <PageHead {...fixedPageMeta(paths.contact(), SITE.name, t)} />
      <section className="bg-gradient-to-b from-primary-50 to-white pt-12 pb-8 sm:pt-16">
        <div className="mx-auto max-w-content px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            {t(CONTACT.eyebrow)}
          </p>
          <h1 className="mt-2 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t(CONTACT.heading)}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{t(CONTACT.lead)}</p>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-content gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {t(CONTACT.formHeading)}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            {t.parts<ReactNode>(CONTACT.required, {
              mark: (chunks) => (
                <span key="mark" aria-hidden="true">
                  {chunks}
                </span>
              ),
              hidden: (chunks) => (
                <span key="hidden" className="sr-only">
                  {chunks}
                </span>
              ),
            })}
          </p>
          <ContactForm />
        </section>

        <aside aria-labelledby="contact-info-heading" className="grid content-start gap-8">
          <h2 id="contact-info-heading" className="text-xl font-semibold">
            {t(CONTACT.otherWays)}
          </h2>
          <InfoItem icon={<MailIcon />} title={t(CONTACT.email)}>
            <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
              {SITE.supportEmail}
            </a>
          </InfoItem>
          <InfoItem icon={<PhoneIcon />} title={t(CONTACT.phone)}>
            <a href={telHref(SITE.supportPhone)} className={linkClass}>
              {SITE.supportPhone}
            </a>
          </InfoItem>
          <InfoItem icon={<MapPinIcon />} title={t(CONTACT.office)}>
            <address className="leading-relaxed not-italic">{SITE.postalAddress}</address>
          </InfoItem>
          <div className="rounded-card border border-warning-100 bg-warning-50 p-5 text-sm leading-relaxed text-warning-800">
            <p className="font-semibold">{t(CONTACT.crisis)}</p>
            <p className="mt-1">
              {t.parts<ReactNode>(CONTACT.crisisText, {
                numbers: () => <CrisisNumbers key="numbers" />,
              })}
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
