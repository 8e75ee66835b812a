import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { errorMessage } from '#lib/api-client';
import { showSuccess } from '#lib/toast';
import { useDownloadMyData } from '../api/download-my-data';
import { ClosureRequestDialog } from '#components/account-closure/closure-request-dialog';
import { useRequestClosure } from '../api/request-closure';
import { DeleteAccountDialog } from './delete-account-dialog';
import { paths } from '#config/paths';
import { PROFILE as W } from '../lib/profile-words';
import { useT } from '#lib/i18n/i18n-context';

/**
 * "Your data": a copy of everything held about the account, and deleting it (DPDP Act).
 * `onDeleted` runs once the account is deleted, just before the session is forgotten. A
 * therapist's or admin's account is closed by the team: `closedByTeam` offers to ask them instead
 * (undefined while the role loads: neither is offered yet).
 */
export function DataRightsSection({
  onDeleted,
  closedByTeam,
}: {
  onDeleted: () => void;
  closedByTeam?: boolean;
}) {
  const t = useT();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const [requested, setRequested] = useState(false);
  const closure = useRequestClosure();

  return (
    <section
      aria-labelledby="data-rights-heading"
      className="mt-8 rounded-card border border-slate-200 bg-white shadow-raised"
    >
      <div className="border-b border-slate-100 px-5 py-5 sm:px-7">
        <h2 id="data-rights-heading" className="text-xl font-semibold">
          {t(W.dataHeading)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t.parts<ReactNode>(W.dataLead, {
            policy: (chunks) => (
              <Link
                key="policy"
                to={paths.privacyPolicy()}
                className="font-medium text-primary-800 underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>

      <div className="grid gap-6 px-5 py-5 sm:px-7 sm:py-6">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <h3 className="font-semibold text-slate-900">{t(W.download)}</h3>
            <p className="text-sm text-slate-600">
              {closedByTeam ? t(W.downloadTeam) : t(W.downloadClient)}
            </p>
          </div>
          <button
            type="button"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: (name) => showSuccess(t(W.downloaded, { name }), { id: 'data-rights' }),
              })
            }
            className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
          >
            {download.isPending ? t(W.preparing) : t(W.download)}
          </button>
          {download.isError ? (
            <div className="sm:col-span-2">
              <FormAlert>{errorMessage(download.error)}</FormAlert>
            </div>
          ) : null}
        </div>

        {closedByTeam ? (
          <div className="grid gap-3 border-t border-slate-100 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <h3 className="font-semibold text-slate-900">{t(W.closeHeading)}</h3>
              <p className="text-sm text-slate-600">
                {requested ? t(W.closeRequested) : t(W.closeLead)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              disabled={requested}
              className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
            >
              {requested ? t(W.requestSent) : t(W.askToClose)}
            </button>
          </div>
        ) : closedByTeam === false ? (
          <div className="grid gap-3 border-t border-slate-100 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <h3 className="font-semibold text-danger-800">{t(W.deleteHeading)}</h3>
              <p className="text-sm text-slate-600">{t(W.deleteLead)}</p>
            </div>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={buttonClasses('danger-outline', 'md', 'max-sm:w-full')}
            >
              {t(W.deleteHeading)}
            </button>
          </div>
        ) : null}
      </div>
      {deleting && closedByTeam ? (
        <ClosureRequestDialog
          request={closure}
          onClose={() => setDeleting(false)}
          onSent={() => {
            setDeleting(false);
            setRequested(true);
          }}
        />
      ) : deleting ? (
        <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      ) : null}
    </section>
  );
}
