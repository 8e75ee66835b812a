import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DocumentState } from '@app/domain/document-review';
import type { DashboardDocuments } from '@app/domain/schemas/dashboard';
import { DocumentsPicker, PhotoPicker } from '#components/therapist-fields/file-pickers';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import { AlertIcon, CheckBadgeIcon } from '#components/ui/icons';
import { FormAlert } from '#components/ui/form-alert';
import { ProgressBar } from '#components/ui/progress-bar';
import { paths } from '#config/paths';
import { errorMessage } from '#lib/api-client';
import { cn } from '#lib/cn';
import { useT } from '#lib/i18n/i18n-context';
import { showError, showSuccess } from '#lib/toast';
import { PROFILE as W } from '../lib/profile-words';
import { momentText } from '../lib/session-view';
import {
  uploadWithProgress,
  useDashboardDocuments,
  useInvalidateDashboard,
  useRemoveDocument,
} from '../api/profile';

function useUpload(path: string, done: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const refresh = useInvalidateDashboard();
  const send = async (form: FormData, after: () => void) => {
    setError('');
    setProgress(0);
    const answer = await uploadWithProgress(path, form, setProgress);
    setProgress(null);
    if (!answer.ok) return setError(answer.message);
    showSuccess(done, { id: 'dashboard-uploads' });
    after();
    refresh();
  };
  return { progress, error, send };
}

/** A new profile photo, re-encoded by the server; live at once. */
export function PhotoUpload({ imageUrl, name }: { imageUrl: string; name: string }) {
  const t = useT();
  const [photo, setPhoto] = useState<File | null>(null);
  const upload = useUpload('/api/dashboard/photo', t(W.photoUpdated));
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <Avatar src={imageUrl} name={name} id={name} size={56} className="rounded-full" />
        {t(W.currentPhoto)}
      </div>
      <PhotoPicker photo={photo} onChange={setPhoto} />
      {upload.progress !== null ? (
        <ProgressBar label={t(W.uploadingPhoto)} value={upload.progress} />
      ) : null}
      {upload.error ? <FormAlert>{upload.error}</FormAlert> : null}
      <button
        type="button"
        disabled={!photo || upload.progress !== null}
        onClick={() => {
          if (!photo) return;
          const form = new FormData();
          form.append('image', photo);
          void upload.send(form, () => setPhoto(null));
        }}
        className={buttonClasses('secondary', 'md', 'justify-self-start')}
      >
        {t(W.uploadPhoto)}
      </button>
    </div>
  );
}

const STATE_CLASSES: Record<DocumentState, string> = {
  pending: 'bg-warning-50 text-warning-800 ring-warning-600/30',
  accepted: 'bg-success-50 text-success-800 ring-success-600/30',
  rejected: 'bg-danger-50 text-danger-800 ring-danger-600/30',
};

type OnFile = DashboardDocuments['documents'][number];

/** One document on file: its review state, the team's reason when asked again, Remove. */
function DocumentOnFile({ d }: { d: OnFile }) {
  const t = useT();
  const remove = useRemoveDocument();
  return (
    <li
      data-testid="document-on-file"
      className={cn(
        'grid gap-1.5 rounded-control border bg-white px-3 py-2 text-sm',
        d.state === 'rejected' ? 'border-danger-100' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all">{d.fileName}</span>
        <span
          className={cn(
            'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
            STATE_CLASSES[d.state],
          )}
        >
          {t(W.documentState, { state: d.state })}
        </span>
      </div>
      <p className="text-slate-600">
        {t(W.uploaded, {
          moment: momentText(d.uploadedAt, t),
          size: Math.ceil(d.sizeBytes / 1024),
        })}
      </p>
      {d.state === 'rejected' ? (
        <p className="text-danger-800">
          <span className="font-semibold">{t(W.askedAgain)}</span> {d.reason}
        </p>
      ) : null}
      {d.state !== 'accepted' ? (
        <div>
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={t(W.remove, { name: d.fileName })}
            onClick={() =>
              remove.mutate(d.id, {
                onSuccess: () => showSuccess(t(W.documentRemoved), { id: 'dashboard-uploads' }),
                onError: (e) => showError(errorMessage(e), { id: 'dashboard-uploads' }),
              })
            }
            className={buttonClasses('ghost', 'sm', '-ml-3 underline')}
          >
            {t(W.removeShort)}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** What the badge waits for, in the therapist's words. */
function BadgeNote({ docs }: { docs: DashboardDocuments | undefined }) {
  const t = useT();
  if (docs?.verified)
    return (
      <p className="inline-flex items-center gap-2 font-medium text-success-800">
        <CheckBadgeIcon width={18} height={18} /> {t(W.badgeShown)}
      </p>
    );
  const asked = docs?.documents.filter((d) => d.state === 'rejected').length ?? 0;
  const waiting = docs?.documents.filter((d) => d.state === 'pending').length ?? 0;
  if (asked > 0) return <FormAlert>{t(W.sendAgain, { count: asked })}</FormAlert>;
  return (
    <p className="text-[0.9375rem] text-slate-700">
      {t(W.private)} {waiting > 0 ? t(W.reviewing) : t(W.onceAccepted)}
    </p>
  );
}

/**
 * Private qualification documents: each waits for the team's review (decision 0048), and the
 * Verified Therapist badge shows only while every document on file is accepted.
 */
export function DocumentsUpload() {
  const t = useT();
  const docs = useDashboardDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUpload('/api/dashboard/documents', t(W.documentsUploaded));
  return (
    <div className="grid gap-3">
      <BadgeNote docs={docs.data} />
      {docs.data && docs.data.documents.length > 0 ? (
        <ul aria-label={t(W.onFile)} className="grid gap-1.5">
          {docs.data.documents.map((d) => (
            <DocumentOnFile key={d.id} d={d} />
          ))}
        </ul>
      ) : null}
      <DocumentsPicker documents={files} onChange={setFiles} />
      {upload.progress !== null ? (
        <ProgressBar label={t(W.uploadingDocuments)} value={upload.progress} />
      ) : null}
      {upload.error ? <FormAlert>{upload.error}</FormAlert> : null}
      <button
        type="button"
        disabled={files.length === 0 || upload.progress !== null}
        onClick={() => {
          const form = new FormData();
          for (const f of files) form.append('qualificationDocuments', f);
          void upload.send(form, () => setFiles([]));
        }}
        className={buttonClasses('secondary', 'md', 'justify-self-start')}
      >
        {t(W.uploadDocuments)}
      </button>
    </div>
  );
}

/**
 * On every dashboard page while the team asks for a document again: what, why, and where to
 * answer (the Profile page's documents).
 */
export function DocumentRequests() {
  const t = useT();
  const docs = useDashboardDocuments();
  const asked = docs.data?.documents.filter((d) => d.state === 'rejected') ?? [];
  const onProfile = useLocation().pathname === paths.dashboard('profile');
  if (asked.length === 0) return null;
  return (
    <section
      aria-labelledby="document-requests-heading"
      data-testid="document-requests"
      className="flex gap-3 rounded-card border border-warning-100 bg-warning-50 p-4 text-warning-800"
    >
      <AlertIcon width={22} height={22} className="mt-0.5 shrink-0" />
      <div className="min-w-0 text-[0.9375rem]">
        <h2 id="document-requests-heading" className="font-semibold">
          {t(W.requestsHeading, { count: asked.length })}
        </h2>
        <ul className="mt-1 grid gap-1">
          {asked.map((d) => (
            <li key={d.id} className="break-words">
              <span className="font-semibold">{d.fileName}:</span> {d.reason}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          {t(W.noBadgeUntil)}{' '}
          {onProfile ? (
            t(W.uploadBelow)
          ) : (
            <Link
              to={paths.dashboard('profile')}
              className="font-semibold underline underline-offset-4"
            >
              {t(W.uploadOnProfile)}
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
