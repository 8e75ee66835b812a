import { Link } from 'react-router';
import {
  DOCUMENT_KIND_LABELS,
  documentTypeLabel,
  type DocumentState,
} from '@app/domain/document-review';
import type { QueueDocument } from '@app/domain/schemas/admin-documents';
import { paths } from '#config/paths';
import type { Tone } from './bits';

/** What the document queue and a document's page share. */

export const STATE_TONE: Record<DocumentState, Tone> = {
  pending: 'pending',
  accepted: 'positive',
  rejected: 'negative',
};

/** "Qualification · PDF · 120 KB" */
export const describeDocument = (d: {
  kind: QueueDocument['kind'];
  contentType: string;
  sizeBytes: number;
}) =>
  `${DOCUMENT_KIND_LABELS[d.kind]} · ${documentTypeLabel(d.contentType)} · ${Math.max(1, Math.ceil(d.sizeBytes / 1024))} KB`;

/** The therapist's name, linked to their page in People when the profile has an account. */
export function TherapistName({ t }: { t: QueueDocument['therapist'] }) {
  return t.accountId ? (
    <Link
      to={paths.admin('people', { id: t.accountId })}
      className="font-semibold text-primary-800 underline-offset-2 hover:underline"
    >
      {t.name}
    </Link>
  ) : (
    <span className="font-semibold">{t.name}</span>
  );
}
