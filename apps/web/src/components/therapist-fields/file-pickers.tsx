import { useEffect, useEffectEvent, useId, useMemo, useRef } from 'react';
import { JOIN_LIMITS, unsupportedDocuments } from '@app/domain/schemas/therapist-join-basics';
import { buttonClasses } from '../ui/button';
import { CloseIcon, UserIcon } from '../ui/icons';
import { cn } from '#lib/cn';
import { showError } from '#lib/toast';
import { useT } from '#lib/i18n/i18n-context';
import { FIELD_WORDS } from './field-words';

const MEGABYTE = 1024 * 1024;

const fileButton = buttonClasses(
  'secondary',
  'md',
  'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-700',
);

/**
 * A file input's ref that hands over files chosen in the server's drawing of the form before its
 * code arrived (the input is emptied after each choice, so any files it holds at adoption are
 * such). `take` receives them as if they had just been chosen.
 */
function useFilesChosenBeforeAdoption(take: (files: File[]) => void) {
  const input = useRef<HTMLInputElement>(null);
  const takeEarlyFiles = useEffectEvent(take);
  useEffect(() => {
    const element = input.current;
    if (!element?.files?.length) return;
    takeEarlyFiles(Array.from(element.files));
    element.value = '';
  }, []);
  return input;
}

/** The photo: a preview and a file input (the size limit is the server's to check, spec §5). */
export function PhotoPicker({
  photo,
  onChange,
  error,
}: {
  photo: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const id = useId();
  const t = useT();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  const input = useFilesChosenBeforeAdoption((files) => onChange(files[0] ?? null));
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <div className="flex flex-wrap items-center gap-5">
      <div
        className={cn(
          'flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 bg-slate-50',
          error ? 'border-danger-700' : 'border-slate-200',
        )}
      >
        {preview ? (
          <img
            src={preview}
            alt={t(FIELD_WORDS.photoPreview)}
            width={112}
            height={112}
            className="size-full object-cover"
          />
        ) : (
          <UserIcon width={44} height={44} className="text-slate-400" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-1.5">
        <label className={fileButton}>
          {photo ? t(FIELD_WORDS.changePhoto) : t(FIELD_WORDS.choosePhoto)}
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
          <input
            ref={input}
            type="file"
            name="image"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="sr-only"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={Boolean(error)}
            onChange={(e) => {
              onChange(e.target.files?.[0] ?? null);
              e.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {photo ? `${photo.name}. ` : ''}
          {t(FIELD_WORDS.photoHint, { mb: JOIN_LIMITS.photoBytes / MEGABYTE })}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Qualification documents: PDF, JPG or PNG only; anything else is named and left out. */
export function DocumentsPicker({
  documents,
  onChange,
}: {
  documents: File[];
  onChange: (files: File[]) => void;
}) {
  const id = useId();
  const t = useT();
  const add = (chosen: File[]) => {
    const refused = unsupportedDocuments(chosen);
    if (refused.length > 0) {
      showError(t(FIELD_WORDS.unsupportedFiles, { names: refused.join(', ') }), {
        id: 'join-documents',
      });
    }
    const accepted = chosen.filter((f) => !refused.includes(f.name));
    const next = [...documents, ...accepted];
    if (next.length > JOIN_LIMITS.documentCount) {
      showError(t(FIELD_WORDS.tooManyDocuments, { count: JOIN_LIMITS.documentCount }), {
        id: 'join-documents-count',
      });
    }
    onChange(next.slice(0, JOIN_LIMITS.documentCount));
  };
  const input = useFilesChosenBeforeAdoption(add);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className={fileButton}>
          {t(FIELD_WORDS.addDocuments)}
          <input
            ref={input}
            type="file"
            name="qualificationDocuments"
            multiple
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            className="sr-only"
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              add(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t(FIELD_WORDS.documentsHint, {
            count: JOIN_LIMITS.documentCount,
            mb: JOIN_LIMITS.documentBytes / MEGABYTE,
          })}
        </p>
      </div>
      {documents.length > 0 ? (
        <ul aria-label={t(FIELD_WORDS.chosenDocuments)} className="grid gap-1.5">
          {documents.map((d, i) => (
            <li
              key={`${d.name}-${i}`}
              className="flex items-center justify-between gap-2 rounded-control border border-slate-200 bg-white py-1 pr-1 pl-3 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">{d.name}</span>
              <button
                type="button"
                aria-label={t(FIELD_WORDS.remove, { name: d.name })}
                onClick={() => onChange(documents.filter((_, j) => j !== i))}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-danger-700"
              >
                <CloseIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
