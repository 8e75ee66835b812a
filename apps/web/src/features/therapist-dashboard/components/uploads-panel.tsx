import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DOCUMENT_STATE_LABELS, type DocumentState } from '@app/domain/document-review';
import { formatIstMoment } from '@app/domain/ist';
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
import { showError, showSuccess } from '#lib/toast';
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
  const [photo, setPhoto] = useState<File | null>(null);
  const upload = useUpload('/api/dashboard/photo', 'Photo updated.');
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <Avatar src={imageUrl} name={name} id={name} size={56} className="rounded-full" />
        Your current photo
      </div>
      <PhotoPicker photo={photo} onChange={setPhoto} />
      {upload.progress !== null ? (
        <ProgressBar label="Uploading your photo" value={upload.progress} />
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
        Upload new photo
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
          {DOCUMENT_STATE_LABELS[d.state]}
        </span>
      </div>
      <p className="text-slate-600">
        Uploaded {formatIstMoment(new Date(d.uploadedAt))} · {Math.ceil(d.sizeBytes / 1024)} KB
      </p>
      {d.state === 'rejected' ? (
        <p className="text-danger-800">
          <span className="font-semibold">Our team asks you to send it again:</span> {d.reason}
        </p>
      ) : null}
      {d.state !== 'accepted' ? (
        <div>
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={`Remove ${d.fileName}`}
            onClick={() =>
              remove.mutate(d.id, {
                onSuccess: () => showSuccess('Document removed.', { id: 'dashboard-uploads' }),
                onError: (e) => showError(errorMessage(e), { id: 'dashboard-uploads' }),
              })
            }
            className={buttonClasses('ghost', 'sm', '-ml-3 underline')}
          >
            Remove
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** What the badge waits for, in the therapist's words. */
function badgeNote(docs: DashboardDocuments | undefined) {
  if (docs?.verified)
    return (
      <p className="inline-flex items-center gap-2 font-medium text-success-800">
        <CheckBadgeIcon width={18} height={18} /> Verified Therapist badge shown
      </p>
    );
  const asked = docs?.documents.filter((d) => d.state === 'rejected').length ?? 0;
  const waiting = docs?.documents.filter((d) => d.state === 'pending').length ?? 0;
  if (asked > 0)
    return (
      <FormAlert>
        Our team asked you to send {asked === 1 ? 'a document' : `${asked} documents`} again. Upload
        a new copy below and remove the old one: the Verified Therapist badge shows once every
        document on file is accepted.
      </FormAlert>
    );
  return (
    <p className="text-[0.9375rem] text-slate-700">
      Only you and our team can open these files.{' '}
      {waiting > 0
        ? 'Our team is reviewing your new documents; the Verified Therapist badge shows once every document on file is accepted.'
        : 'Once our team accepts them, your profile shows the Verified Therapist badge.'}
    </p>
  );
}

/**
 * Private qualification documents: each waits for the team's review (decision 0048), and the
 * Verified Therapist badge shows only while every document on file is accepted.
 */
export function DocumentsUpload() {
  const docs = useDashboardDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUpload(
    '/api/dashboard/documents',
    'Documents uploaded. Our team will verify them.',
  );
  return (
    <div className="grid gap-3">
      {badgeNote(docs.data)}
      {docs.data && docs.data.documents.length > 0 ? (
        <ul aria-label="Documents on file" className="grid gap-1.5">
          {docs.data.documents.map((d) => (
            <DocumentOnFile key={d.id} d={d} />
          ))}
        </ul>
      ) : null}
      <DocumentsPicker documents={files} onChange={setFiles} />
      {upload.progress !== null ? (
        <ProgressBar label="Uploading your documents" value={upload.progress} />
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
        Upload documents
      </button>
    </div>
  );
}

/**
 * On every dashboard page while the team asks for a document again: what, why, and where to
 * answer (the Profile page's documents).
 */
export function DocumentRequests() {
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
          Please send {asked.length === 1 ? 'a document' : `${asked.length} documents`} again
        </h2>
        <ul className="mt-1 grid gap-1">
          {asked.map((d) => (
            <li key={d.id} className="break-words">
              <span className="font-semibold">{d.fileName}:</span> {d.reason}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Until then your profile does not show the Verified Therapist badge.{' '}
          {onProfile ? (
            'Upload a new copy under Qualification documents below.'
          ) : (
            <Link
              to={paths.dashboard('profile')}
              className="font-semibold underline underline-offset-4"
            >
              Upload a new copy on your Profile page
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
