import * as Dialog from '@radix-ui/react-dialog';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import { CloseIcon } from '#components/ui/icons';
import type { Advisor } from '../content/advisors';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  readMore: { id: 'about.advisorCard.readMore', defaultMessage: 'Read More' },
  readMoreAbout: { id: 'about.advisorCard.readMoreAbout', defaultMessage: ' about {name}' },
  close: { id: 'about.advisorCard.close', defaultMessage: 'Close' },
  about: { id: 'about.advisorCard.about', defaultMessage: 'About' },
  approach: { id: 'about.advisorCard.approach', defaultMessage: 'Approach' },
  message: { id: 'about.advisorCard.message', defaultMessage: 'Message' },
  independent: {
    id: 'about.advisorCard.independent',
    defaultMessage:
      '{name} is an independent, voluntary advisor and does not take bookings through this platform.',
  },
});

/** An advisor's card with a 'Read More' dialog (about, approach, message). */
export function AdvisorCard({ advisor }: { advisor: Advisor }) {
  const t = useT();
  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised">
      <Avatar name={advisor.name} id={advisor.id} size={64} className="rounded-full" />
      <h3 className="mt-4 text-lg font-semibold">{advisor.name}</h3>
      <p className="text-sm font-medium text-primary-700">{t(advisor.role)}</p>
      <p className="mt-3 flex-1 text-[0.9375rem] text-slate-600">{t(advisor.summary)}</p>
      <Dialog.Root>
        <Dialog.Trigger className={buttonClasses('secondary', 'md', 'mt-5 self-start')}>
          {t(M.readMore)}
          <span className="sr-only">{t(M.readMoreAbout, { name: advisor.name })}</span>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-2xl outline-none data-[state=open]:animate-fade-in sm:p-8">
            <div className="flex items-start gap-4">
              <Avatar name={advisor.name} id={advisor.id} size={56} className="rounded-full" />
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-xl font-semibold text-slate-900">
                  {advisor.name}
                </Dialog.Title>
                <Dialog.Description className="text-sm font-medium text-primary-700">
                  {t(advisor.role)}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t(M.close)}
                className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            <dl className="mt-6 grid gap-5 text-[0.9375rem] leading-relaxed">
              <div>
                <dt className="font-semibold text-slate-900">{t(M.about)}</dt>
                <dd className="mt-1 text-slate-700">{t(advisor.about)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t(M.approach)}</dt>
                <dd className="mt-1 text-slate-700">{t(advisor.approach)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{t(M.message)}</dt>
                <dd className="mt-1 border-l-4 border-primary-200 pl-4 text-slate-700 italic">
                  {t(advisor.message)}
                </dd>
              </div>
            </dl>
            <p className="mt-6 rounded-control bg-slate-50 p-3 text-sm text-slate-600">
              {t(M.independent, { name: advisor.name })}
            </p>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </li>
  );
}
