import { useState } from 'react';
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
          Your data
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Your rights under India&rsquo;s data protection law, as our{' '}
          <Link to={paths.privacyPolicy()} className="font-medium text-primary-800 underline">
            privacy policy
          </Link>{' '}
          describes.
        </p>
      </div>

      <div className="grid gap-6 px-5 py-5 sm:px-7 sm:py-6">
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <h3 className="font-semibold text-slate-900">Download my data</h3>
            <p className="text-sm text-slate-600">
              {closedByTeam
                ? 'A JSON file of your account, profile, documents’ details, weekly hours, sessions and the messages sent from your email.'
                : 'A JSON file of your account, appointments, payments, refunds, reports, likes and the messages sent from your email.'}
            </p>
          </div>
          <button
            type="button"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: (name) =>
                  showSuccess(`Your data was saved as ${name}.`, { id: 'data-rights' }),
              })
            }
            className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
          >
            {download.isPending ? 'Preparing…' : 'Download my data'}
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
              <h3 className="font-semibold text-slate-900">Close my account</h3>
              <p className="text-sm text-slate-600">
                {requested
                  ? 'Your request has reached our team. They will email you before closing your account.'
                  : 'Your account carries your profile and your clients’ sessions, so our team closes it for you.'}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              disabled={requested}
              className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
            >
              {requested ? 'Request sent' : 'Ask the team to close my account'}
            </button>
          </div>
        ) : closedByTeam === false ? (
          <div className="grid gap-3 border-t border-slate-100 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
            <div>
              <h3 className="font-semibold text-danger-800">Delete my account</h3>
              <p className="text-sm text-slate-600">
                Signs you out everywhere, cancels upcoming sessions and erases your personal data
                within 15 days.
              </p>
            </div>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              className={buttonClasses('danger-outline', 'md', 'max-sm:w-full')}
            >
              Delete my account
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
