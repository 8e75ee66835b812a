import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { DOCUMENT_STATE_LABELS } from '@app/domain/document-review';
import { THERAPIST_STATUS_LABELS, type AdminApplication } from '@app/domain/schemas/admin';
import { buttonClasses } from '#components/ui/button';
import { Skeleton } from '#components/ui/skeleton';
import { errorMessage } from '#lib/api-client';
import { showError } from '#lib/toast';
import { ADMIN_LISTS } from '../api/admin-lists';
import { downloadPrivate } from '#lib/download';
import { formatIst } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { Pill, SectionHeader, SelectFilter } from './bits';
import { STATE_TONE } from './document-bits';
import { paths } from '#config/paths';
import { useTeamMay } from '../lib/team-role';

const STATUSES = [
  ['pending', 'Waiting for review'],
  ['changes_requested', 'Changes requested'],
  ['rejected', 'Rejected'],
] as const;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{value || '—'}</dd>
    </div>
  );
}

function ApplicationCard({
  a,
  onAction,
  opensDocuments,
}: {
  a: AdminApplication;
  /** Only who decides on documents opens them (decision 0059); others see their names. */
  opensDocuments: boolean;
  /** Absent for a role that may only read applications: no decision is offered. */
  onAction?: (x: ConfirmAction) => void;
}) {
  const base = `/api/admin/therapists/${a.id}`;
  return (
    <article
      data-testid="application"
      aria-labelledby={`app-${a.id}`}
      className="rounded-card border border-slate-200 bg-white p-4 shadow-raised"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          src={a.imageUrl}
          alt={a.name}
          width={112}
          height={112}
          className="size-28 shrink-0 rounded-card object-cover"
        />
        <div className="min-w-0 flex-1">
          <h3 id={`app-${a.id}`} className="text-lg font-semibold text-slate-900">
            {a.name}
          </h3>
          <p className="text-sm text-slate-700">
            {a.professionalTitle} · {a.city || 'No city'} · applied {formatIst(a.createdAt)}
          </p>
          <p className="text-sm text-slate-600">
            {THERAPIST_STATUS_LABELS[a.status]}
            {a.statusReason ? `: ${a.statusReason}` : ''}
          </p>
          <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Email" value={a.email ?? ''} />
            <Field label="Phone" value={a.phone ?? ''} />
            <Field label="Degree" value={a.degree} />
            <Field label="Experience" value={`${a.experienceYears} years`} />
            <Field
              label="Fee"
              value={a.feeRupees === null ? '' : `₹${a.feeRupees.toLocaleString('en-IN')}`}
            />
            <Field label="Modes" value={a.sessionModes.join(', ')} />
            <Field label="Languages" value={a.languages.join(', ')} />
            <Field label="Specialities" value={a.specialities.join(', ')} />
            <Field
              label="Address"
              value={[a.addressLine1, a.addressLine2, a.pincode].filter(Boolean).join(', ')}
            />
          </dl>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-medium text-primary-800">About</summary>
            <p className="mt-1 whitespace-pre-line text-slate-700">{a.about || '—'}</p>
          </details>
          <h4 className="mt-3 text-sm font-semibold text-slate-900">Qualification documents</h4>
          {a.documents.length === 0 ? (
            <p className="text-sm text-slate-600">No documents were uploaded.</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {a.documents.map((d) =>
                !opensDocuments ? (
                  <li
                    key={d.id}
                    className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
                  >
                    {d.fileName}
                    <Pill tone={STATE_TONE[d.state]}>{DOCUMENT_STATE_LABELS[d.state]}</Pill>
                  </li>
                ) : (
                  <li key={d.id} className="flex flex-wrap items-center gap-2">
                    <Link
                      to={paths.admin('documents', { id: d.id })}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      Review {d.fileName}
                      <Pill tone={STATE_TONE[d.state]}>{DOCUMENT_STATE_LABELS[d.state]}</Pill>
                    </Link>
                    <button
                      type="button"
                      className={buttonClasses('secondary', 'sm')}
                      onClick={() =>
                        downloadPrivate(d.url, d.fileName).catch((e: unknown) =>
                          showError(errorMessage(e), { id: 'admin-action' }),
                        )
                      }
                    >
                      Download {d.fileName} ({Math.ceil(d.sizeBytes / 1024)} KB)
                    </button>
                  </li>
                ),
              )}
            </ul>
          )}
        </div>
      </div>
      {onAction ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            onClick={() =>
              onAction({
                title: `Approve ${a.name}?`,
                effect: `${a.name} will be listed in the directory and can be booked from now on. They get an email.`,
                confirmLabel: 'Approve and list',
                path: `${base}/approve`,
              })
            }
          >
            Approve
          </button>
          {a.status !== 'rejected' ? (
            <>
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                onClick={() =>
                  onAction({
                    title: `Request changes from ${a.name}`,
                    effect: 'The applicant gets an email with your note; the profile stays hidden.',
                    confirmLabel: 'Send request',
                    path: `${base}/request-changes`,
                    textField: { name: 'reason', label: 'What should change' },
                  })
                }
              >
                Request changes
              </button>
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                onClick={() =>
                  onAction({
                    title: `Reject ${a.name}?`,
                    effect:
                      'The applicant gets an email with the reason; the profile is never listed.',
                    confirmLabel: 'Reject application',
                    path: `${base}/reject`,
                    textField: { name: 'reason', label: 'Reason' },
                    danger: true,
                  })
                }
              >
                Reject
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The list a link asked for (`?status=changes_requested` from the overview), else the queue. */
function useInitialStatus(): string {
  const [params] = useSearchParams();
  const asked = params.get('status');
  return STATUSES.some(([value]) => value === asked) ? asked! : 'pending';
}

export function ApplicationsSection() {
  const list = useListState({ status: useInitialStatus() });
  const query = useQuery(ADMIN_LISTS.applications({ ...list.params, pageSize: 10 }));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const may = useTeamMay();
  const data = query.data;
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Applications"
        intro="Therapists who applied, oldest first. Check the documents before approving."
      >
        <SelectFilter
          label="Show"
          value={list.filters.status}
          onChange={(v) => list.set('status', v)}
          options={STATUSES}
        />
      </SectionHeader>
      {query.isError && !data ? (
        <p role="alert" className="text-danger-700">
          {errorMessage(query.error)}
        </p>
      ) : !data ? (
        <Skeleton className="h-64 w-full rounded-card" />
      ) : data.items.length === 0 ? (
        <p className="rounded-card border border-slate-200 bg-white p-6 text-center text-slate-600">
          No applications here. New ones appear as therapists apply.
        </p>
      ) : (
        <div className="space-y-4">
          {data.items.map((a) => (
            <ApplicationCard
              key={a.id}
              a={a}
              onAction={may('therapists') ? setAction : undefined}
              opensDocuments={may('documents', 'read')}
            />
          ))}
          <p className="text-sm text-slate-600">
            Showing {data.items.length} of {data.total}.
            {data.total > data.page * data.pageSize ? (
              <button
                type="button"
                className="ml-2 font-semibold text-primary-800 underline"
                onClick={() => list.setPage(list.page + 1)}
              >
                Next page
              </button>
            ) : null}
            {list.page > 1 ? (
              <button
                type="button"
                className="ml-2 font-semibold text-primary-800 underline"
                onClick={() => list.setPage(list.page - 1)}
              >
                Previous page
              </button>
            ) : null}
          </p>
        </div>
      )}
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
