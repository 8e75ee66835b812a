import { Link, useSearchParams } from 'react-router';
import {
  DOCUMENT_STATES,
  DOCUMENT_STATE_LABELS,
  type DocumentState,
} from '@app/domain/document-review';
import { THERAPIST_STATUS_LABELS } from '@app/domain/schemas/admin';
import type { QueueDocument } from '@app/domain/schemas/admin-documents';
import { paths } from '#config/paths';
import { useDocuments } from '../api/admin-documents';
import { DataTable } from './data-table';
import { describeDocument, STATE_TONE, TherapistName } from './document-bits';
import { DocumentPage } from './document-page';
import { IstWhen, Pill, SectionHeader, SelectFilter } from './bits';

const STATE_OPTIONS = DOCUMENT_STATES.map((s) => [s, DOCUMENT_STATE_LABELS[s]] as const);

const stateOf = (value: string | null): DocumentState =>
  DOCUMENT_STATES.find((s) => s === value) ?? 'pending';

/**
 * /admin/documents?state=pending: the documents therapists keep on file, in one review state
 * (waiting ones oldest first); `therapist=` narrows it to one therapist; `id=` opens a document.
 */
export function DocumentsSection() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const state = stateOf(params.get('state'));
  const therapist = params.get('therapist') ?? '';
  const list = { state, ...(therapist ? { therapist } : {}) };
  if (id) return <DocumentPage key={id} id={id} backTo={paths.admin('documents', list)} />;
  return (
    <DocumentQueue
      state={state}
      therapist={therapist}
      page={Math.max(1, Number(params.get('page')) || 1)}
      setList={(next) => setParams(next)}
    />
  );
}

function DocumentQueue({
  state,
  therapist,
  page,
  setList,
}: {
  state: DocumentState;
  therapist: string;
  page: number;
  setList: (params: Record<string, string>) => void;
}) {
  const documents = useDocuments({
    state,
    page,
    ...(therapist ? { therapistId: therapist } : {}),
  });
  const filters = { state, ...(therapist ? { therapist } : {}) };
  const opened = (d: QueueDocument) => paths.admin('documents', { ...filters, id: d.id });
  const onlyName = therapist ? documents.data?.items[0]?.therapist.name : undefined;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Documents"
        intro="Every document therapists keep on file, from applicants and live therapists. The Verified Therapist badge shows only while all of a therapist's documents are accepted."
      >
        <SelectFilter
          label="Show"
          value={state}
          onChange={(v) => setList({ ...filters, state: v })}
          options={STATE_OPTIONS}
        />
        {therapist ? (
          <p className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            Only {onlyName ?? 'one therapist'}’s documents.
            <Link
              to={paths.admin('documents', { state })}
              className="font-semibold text-primary-800 underline"
            >
              Show everyone’s
            </Link>
          </p>
        ) : null}
      </SectionHeader>
      <DataTable
        caption={`Documents: ${DOCUMENT_STATE_LABELS[state].toLowerCase()}`}
        rowTestId="document-row"
        columns={[
          {
            header: 'Therapist',
            cell: (d: QueueDocument) => (
              <div className="min-w-0">
                <TherapistName t={d.therapist} />
                <div className="text-xs text-slate-600">
                  {THERAPIST_STATUS_LABELS[d.therapist.status]}
                </div>
              </div>
            ),
          },
          {
            header: 'Document',
            cell: (d) => (
              <div className="min-w-0">
                <Link
                  to={opened(d)}
                  className="font-semibold break-all text-primary-800 underline-offset-2 hover:underline"
                >
                  {d.fileName}
                </Link>
                <div className="text-xs text-slate-600">{describeDocument(d)}</div>
              </div>
            ),
          },
          { header: 'Uploaded', cell: (d) => <IstWhen iso={d.uploadedAt} /> },
          {
            header: 'State',
            cell: (d) => (
              <div className="space-y-1">
                <Pill tone={STATE_TONE[d.state]}>{DOCUMENT_STATE_LABELS[d.state]}</Pill>
                {d.reason ? (
                  <div className="line-clamp-2 max-w-56 text-xs text-slate-600">{d.reason}</div>
                ) : null}
              </div>
            ),
          },
          {
            header: 'Review',
            cell: (d) => (
              <Link
                to={opened(d)}
                aria-label={`${d.state === 'pending' ? 'Review' : 'Open'} ${d.fileName} of ${d.therapist.name}`}
                className="inline-flex min-h-9 items-center rounded-control border border-slate-300 px-2.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:border-primary-700 hover:text-primary-800"
              >
                {d.state === 'pending' ? 'Review' : 'Open'}
              </Link>
            ),
          },
        ]}
        rows={documents.data?.items}
        rowKey={(d) => d.id}
        isLoading={documents.isLoading}
        error={documents.error}
        onRetry={() => void documents.refetch()}
        empty={
          state === 'pending'
            ? 'Nothing waits for review. New documents appear here as therapists upload them.'
            : `No document is ${DOCUMENT_STATE_LABELS[state].toLowerCase()}.`
        }
        paging={
          documents.data
            ? {
                ...documents.data,
                onPage: (n) => setList({ ...filters, page: String(n) }),
              }
            : undefined
        }
      />
    </section>
  );
}
