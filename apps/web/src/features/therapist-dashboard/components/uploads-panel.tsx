import { useState } from 'react';
import { DocumentsPicker, PhotoPicker } from '#components/therapist-fields/file-pickers';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import { CheckBadgeIcon } from '#components/ui/icons';
import { FormAlert } from '#components/ui/form-alert';
import { ProgressBar } from '#components/ui/progress-bar';
import { showSuccess } from '#lib/toast';
import { uploadWithProgress, useDashboardDocuments, useInvalidateDashboard } from '../api/profile';

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

/** Private qualification documents; an admin's verification gives the badge. */
export function DocumentsUpload() {
  const docs = useDashboardDocuments();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUpload(
    '/api/dashboard/documents',
    'Documents uploaded. Our team will verify them.',
  );
  return (
    <div className="grid gap-3">
      {docs.data?.verified ? (
        <p className="inline-flex items-center gap-2 font-medium text-success-800">
          <CheckBadgeIcon width={18} height={18} /> Verified Therapist badge granted
        </p>
      ) : (
        <p className="text-[0.9375rem] text-slate-700">
          Only you and our team can open these files. Once our team verifies them, your profile
          shows the Verified Therapist badge.
        </p>
      )}
      {docs.data && docs.data.documents.length > 0 ? (
        <ul aria-label="Documents on file" className="grid gap-1.5">
          {docs.data.documents.map((d) => (
            <li
              key={d.id}
              className="flex justify-between gap-2 rounded-control border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate">{d.fileName}</span>
              <span className="shrink-0 text-slate-600">{Math.ceil(d.sizeBytes / 1024)} KB</span>
            </li>
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
