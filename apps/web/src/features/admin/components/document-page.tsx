import { useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_STATE_LABELS, inlineViewer } from '@app/domain/document-review';
import { THERAPIST_STATUS_LABELS } from '@app/domain/schemas/admin';
import type { AdminDocumentResponse } from '@app/domain/schemas/admin-documents';
import { buttonClasses } from '#components/ui/button';
import { ExternalLink } from '#components/ui/external-link';
import { paths } from '#config/paths';
import { errorMessage } from '#lib/api-client';
import { showError } from '#lib/toast';
import { useDocument, useDocuments } from '../api/admin-documents';
import { downloadPrivate } from '#lib/download';
import { formatIst } from '../lib/admin-format';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { describeDocument, STATE_TONE, TherapistName } from './document-bits';
import { Pill } from './bits';
import { BackLink, DetailState } from './detail-states';
import { useTeamMay } from '../lib/team-role';

type Loaded = AdminDocumentResponse;

/**
 * The document in place. Its address is a link signed for this session (a frame cannot send the
 * token header), and the server answers it sandboxed (`Content-Security-Policy: sandbox`, no
 * permission at all), typed by the bytes stored at upload, never sniffed. A PDF is framed without
 * a `sandbox` attribute only because Chrome refuses to run its PDF viewer in a sandboxed frame;
 * the response's own sandbox still applies. The frame keeps the link it loaded with.
 */
function Viewer({ d }: { d: Loaded['document'] }) {
  const [src] = useState(d.viewUrl);
  const kind = inlineViewer(d.contentType);
  if (kind === 'frame')
    return (
      <iframe
        title={`${d.fileName}, as uploaded`}
        src={src}
        referrerPolicy="no-referrer"
        data-testid="document-view"
        className="h-[60vh] w-full rounded-card border border-slate-200 bg-white lg:h-[75vh]"
      />
    );
  if (kind === 'image')
    return (
      <div className="max-h-[75vh] overflow-auto rounded-card border border-slate-200 bg-slate-100 p-2">
        <img
          src={src}
          alt={`${d.fileName}, as uploaded`}
          referrerPolicy="no-referrer"
          data-testid="document-view"
          className="mx-auto h-auto max-w-full bg-white"
        />
      </div>
    );
  return (
    <p className="rounded-card border border-slate-200 bg-white p-6 text-slate-700">
      This file cannot be shown here. Download it to read it.
    </p>
  );
}

function badgeLine(data: Loaded): {
  tone: 'positive' | 'pending' | 'neutral';
  label: string;
  text: string;
} {
  const { badge } = data;
  if (badge.shown)
    return { tone: 'positive', label: 'Shown', text: 'Every document on file is accepted.' };
  if (badge.outstanding > 0)
    return {
      tone: 'pending',
      label: badge.granted ? 'Hidden' : 'Not shown',
      text: `${badge.outstanding} document${badge.outstanding === 1 ? '' : 's'} on file ${badge.outstanding === 1 ? 'is' : 'are'} waiting for review or asked for again.`,
    };
  return { tone: 'neutral', label: 'Not shown', text: 'The team has not verified this therapist.' };
}

function decisions(data: Loaded): ConfirmAction[] {
  const d = data.document;
  const name = d.therapist.name;
  const base = `/api/admin/documents/${d.id}`;
  // What accepting leaves outstanding: the badge shows (and is granted) once nothing is.
  const left = data.badge.outstanding - (d.state === 'accepted' ? 0 : 1);
  const accept: ConfirmAction = {
    title: `Accept ${d.fileName}?`,
    effect:
      left > 0
        ? `The document is accepted. ${left} other document${left === 1 ? '' : 's'} of ${name} still ${left === 1 ? 'waits' : 'wait'}; the Verified Therapist badge shows once every document is accepted.`
        : `The document is accepted and the Verified Therapist badge shows on ${name}’s profile.`,
    confirmLabel: 'Accept document',
    path: `${base}/accept`,
  };
  const askAgain: ConfirmAction = {
    title: `Ask ${name} to send ${d.fileName} again`,
    effect: `${name} gets an email with your reason and sees it on their dashboard. The Verified Therapist badge is hidden until a new copy is accepted.`,
    confirmLabel: 'Ask again',
    path: `${base}/reject`,
    textField: { name: 'reason', label: 'What to send again, and why (sent to the therapist)' },
    danger: true,
  };
  return d.state === 'pending'
    ? [accept, askAgain]
    : d.state === 'accepted'
      ? [askAgain]
      : [accept];
}

/** The next document waiting for review, other than this one. */
function useNextWaiting(id: string) {
  const queue = useDocuments({ state: 'pending', page: 1, pageSize: 2 });
  return queue.data?.items.find((d) => d.id !== id);
}

/** One document: the inline view beside who sent it, its state and the team's decisions. */
export function DocumentPage({ id, backTo }: { id: string; backTo: string }) {
  const doc = useDocument(id);
  const next = useNextWaiting(id);
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const teamMay = useTeamMay();
  const back = <BackLink to={backTo}>← Back to documents</BackLink>;

  if (doc.isPending) return <DetailState back={back} title="Document" loading={['h-24', 'h-96']} />;
  if (doc.isError) return <DetailState back={back} title="Document" error={doc.error} />;

  const data = doc.data;
  const d = data.document;
  const badge = badgeLine(data);
  return (
    <section aria-labelledby="admin-section-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        {next ? (
          <Link
            to={paths.admin('documents', { id: next.id, state: 'pending' })}
            className="text-sm font-semibold text-primary-800 underline"
          >
            Next waiting document →
          </Link>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="space-y-4 lg:order-2" aria-label="Document details and decision">
          <div className="rounded-card border border-slate-200 bg-white p-4">
            <h2 id="admin-section-title" className="text-lg font-semibold break-all text-slate-900">
              {d.fileName}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{describeDocument(d)}</p>
            <dl className="mt-3 space-y-2 text-sm">
              <div>
                <dt className="text-slate-600">Therapist</dt>
                <dd>
                  <TherapistName t={d.therapist} />{' '}
                  <span className="text-slate-600">
                    · {THERAPIST_STATUS_LABELS[d.therapist.status]}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Uploaded</dt>
                <dd className="text-slate-900">{formatIst(d.uploadedAt)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">State</dt>
                <dd className="space-y-1">
                  <Pill tone={STATE_TONE[d.state]}>{DOCUMENT_STATE_LABELS[d.state]}</Pill>
                  {d.reviewedAt ? (
                    <div className="text-slate-700">
                      {formatIst(d.reviewedAt)}
                      {d.reviewedBy ? ` by ${d.reviewedBy}` : ''}
                    </div>
                  ) : null}
                  {d.reason ? (
                    <p className="whitespace-pre-line text-slate-700">“{d.reason}”</p>
                  ) : null}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">Verified Therapist badge</dt>
                <dd data-testid="badge-state">
                  <Pill tone={badge.tone}>{badge.label}</Pill>{' '}
                  <span className="text-slate-700">{badge.text}</span>
                </dd>
              </div>
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              {(teamMay('documents') ? decisions(data) : []).map((a) => (
                <button
                  key={a.path}
                  type="button"
                  className={buttonClasses(a.danger ? 'danger-outline' : 'primary', 'md')}
                  onClick={() => setAction(a)}
                >
                  {a.confirmLabel}
                </button>
              ))}
            </div>
          </div>
          {data.others.length > 0 ? (
            <div className="rounded-card border border-slate-200 bg-white p-4">
              <h3 className="text-base font-semibold text-slate-900">
                {d.therapist.name}’s other documents
              </h3>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {data.others.map((o) => (
                  <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <Link
                      to={paths.admin('documents', { id: o.id })}
                      className="min-w-0 font-medium break-all text-primary-800 underline-offset-2 hover:underline"
                    >
                      {o.fileName}
                    </Link>
                    <Pill tone={STATE_TONE[o.state]}>{DOCUMENT_STATE_LABELS[o.state]}</Pill>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </aside>
        <div className="min-w-0 space-y-2 lg:order-1">
          <Viewer key={d.id} d={d} />
          <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <ExternalLink
              href={d.viewUrl}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-800 underline"
            >
              Open in a new tab
            </ExternalLink>
            <button
              type="button"
              className="min-h-11 font-semibold text-primary-800 underline"
              onClick={() =>
                downloadPrivate(d.downloadUrl, d.fileName).catch((e: unknown) =>
                  showError(errorMessage(e), { id: 'admin-action' }),
                )
              }
            >
              Download
            </button>
          </div>
        </div>
      </div>
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
