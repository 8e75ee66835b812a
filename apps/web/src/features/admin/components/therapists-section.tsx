import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  THERAPIST_STATUSES,
  THERAPIST_STATUS_LABELS,
  type AdminTherapist,
} from '@app/domain/schemas/admin';
import { ADMIN_LISTS } from '../api/admin-lists';
import { istParts } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable, type Sort } from './data-table';
import { FeaturedDialog } from './featured-dialog';
import { SuspendDialog } from './suspend-dialog';
import {
  Pill,
  RowAction,
  SectionHeader,
  SelectFilter,
  TextFilter,
  type Tone,
  IstWhen,
} from './bits';
import { paths } from '#config/paths';
import { useTeamMay } from '../lib/team-role';

const TONE: Record<AdminTherapist['status'], Tone> = {
  pending: 'pending',
  approved: 'positive',
  changes_requested: 'pending',
  rejected: 'negative',
  suspended: 'negative',
};

/** The statuses of a profile that has been in the directory. */
const LISTED = new Set<AdminTherapist['status']>(['approved', 'suspended']);

function actionsFor(
  t: AdminTherapist,
  open: (a: ConfirmAction) => void,
  feature: () => void,
  suspend: () => void,
) {
  const base = `/api/admin/therapists/${t.id}`;
  return (
    <div className="flex flex-col items-start gap-1.5">
      <RowAction
        onClick={() =>
          open({
            title: t.verificationGranted
              ? `Remove verification of ${t.name}?`
              : `Verify ${t.name}'s documents?`,
            effect: t.verificationGranted
              ? 'The Verified Therapist badge disappears from the public profile, whatever the documents on file.'
              : t.documentCounts.outstanding > 0
                ? `${t.documentCounts.outstanding} document(s) wait for review or were asked for again: review them under Documents first.`
                : 'The Verified Therapist badge shows on the public profile and card.',
            confirmLabel: t.verificationGranted ? 'Remove badge' : 'Verify documents',
            path: `${base}/verify`,
            body: { verified: !t.verificationGranted },
          })
        }
      >
        {t.verificationGranted ? 'Unverify' : 'Verify'}
      </RowAction>
      {t.status === 'approved' ? (
        <RowAction danger onClick={suspend}>
          Suspend
        </RowAction>
      ) : null}
      {t.status === 'suspended' ? (
        <RowAction
          onClick={() =>
            open({
              title: `Restore ${t.name}?`,
              effect: 'The profile is listed and bookable again.',
              confirmLabel: 'Restore listing',
              path: `${base}/restore`,
            })
          }
        >
          Restore
        </RowAction>
      ) : null}
      <RowAction onClick={feature}>{t.featured ? 'Featured…' : 'Feature…'}</RowAction>
    </div>
  );
}

/** /admin/therapists; `?q=` opens it searched (a report links to its therapist's row by id). */
/** How many documents are on file and how many wait, linked to the review queue. */
function DocumentsOnFile({ t }: { t: AdminTherapist }) {
  if (t.documentCounts.onFile === 0)
    return <div className="text-sm text-slate-600">No documents</div>;
  return (
    <div className="text-sm">
      <Link
        to={paths.admin('documents', {
          therapist: t.id,
          state: t.documentCounts.outstanding > 0 ? 'pending' : 'accepted',
        })}
        className="font-semibold text-primary-800 underline"
      >
        {t.documentCounts.onFile} {t.documentCounts.onFile === 1 ? 'document' : 'documents'}
      </Link>
      {t.documentCounts.outstanding > 0 ? (
        <span className="text-warning-800"> · {t.documentCounts.outstanding} not accepted</span>
      ) : null}
    </div>
  );
}

export function TherapistsSection() {
  const [params] = useSearchParams();
  const list = useListState({ q: params.get('q') ?? '', status: '', verified: '', featured: '' });
  const [sort, setSort] = useState<Sort>({ key: 'createdAt', dir: 'desc' });
  const query = useQuery(ADMIN_LISTS.therapists({ ...list.params, sort: sort.key, dir: sort.dir }));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [featuring, setFeaturing] = useState<AdminTherapist | null>(null);
  const may = useTeamMay();
  const [suspending, setSuspending] = useState<AdminTherapist | null>(null);
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader title="Therapists" intro="Every profile. Search by name, email, city or id.">
        <TextFilter label="Search" value={list.filters.q} onChange={(v) => list.set('q', v)} />
        <SelectFilter
          label="Status"
          value={list.filters.status}
          onChange={(v) => list.set('status', v)}
          options={[
            ['', 'Any status'],
            ...THERAPIST_STATUSES.map((s) => [s, THERAPIST_STATUS_LABELS[s]] as const),
          ]}
        />
        <SelectFilter
          label="Verified"
          value={list.filters.verified}
          onChange={(v) => list.set('verified', v)}
          options={[
            ['', 'Either'],
            ['true', 'Verified'],
            ['false', 'Not verified'],
          ]}
        />
        <SelectFilter
          label="Featured"
          value={list.filters.featured}
          onChange={(v) => list.set('featured', v)}
          options={[
            ['', 'Either'],
            ['true', 'Featured'],
            ['false', 'Not featured'],
          ]}
        />
      </SectionHeader>
      <DataTable
        caption="Therapists"
        rowTestId="therapist-row"
        columns={[
          {
            header: 'Name',
            sortKey: 'name',
            cell: (t: AdminTherapist) => (
              <div>
                {t.status === 'approved' ? (
                  <Link
                    to={paths.therapist(t.slug)}
                    className="font-semibold text-primary-800 underline"
                  >
                    {t.name}
                  </Link>
                ) : (
                  <span className="font-semibold">{t.name}</span>
                )}
                <div className="text-xs break-all text-slate-600">{t.email ?? t.slug}</div>
              </div>
            ),
          },
          { header: 'City', cell: (t) => t.city || '—' },
          {
            header: 'Status',
            sortKey: 'status',
            cell: (t) => (
              <div className="space-y-1">
                <Pill tone={TONE[t.status]}>{THERAPIST_STATUS_LABELS[t.status]}</Pill>
                {t.statusReason ? (
                  <div className="text-xs text-slate-600">{t.statusReason}</div>
                ) : null}
              </div>
            ),
          },
          {
            header: 'Badges and documents',
            cell: (t) => (
              <div className="space-y-1.5">
                <div className="flex flex-wrap gap-1">
                  {t.verified ? (
                    <Pill tone="positive">Verified</Pill>
                  ) : t.verificationGranted ? (
                    <Pill tone="pending">Verified, hidden until documents are reviewed</Pill>
                  ) : (
                    <Pill tone="neutral">Not verified</Pill>
                  )}
                  {t.featured ? (
                    <Pill tone="pending">
                      Featured until {t.featuredExpiry ? istParts(t.featuredExpiry).day : '—'}
                    </Pill>
                  ) : null}
                </div>
                <DocumentsOnFile t={t} />
              </div>
            ),
          },
          {
            header: 'Listed',
            sortKey: 'listedAt',
            // Only a profile that went live was listed: an applicant never was.
            cell: (t) => <IstWhen iso={LISTED.has(t.status) ? t.listedAt : null} />,
          },
          { header: 'Joined', sortKey: 'createdAt', cell: (t) => <IstWhen iso={t.createdAt} /> },
          ...(may('therapists')
            ? [
                {
                  header: 'Actions',
                  cell: (t: AdminTherapist) =>
                    actionsFor(
                      t,
                      setAction,
                      () => setFeaturing(t),
                      () => setSuspending(t),
                    ),
                },
              ]
            : []),
        ]}
        rows={query.data?.items}
        rowKey={(t) => t.id}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No therapist matches these filters."
        sort={sort}
        onSort={(s) => {
          setSort(s);
          list.setPage(1);
        }}
        paging={query.data ? { ...query.data, onPage: list.setPage } : undefined}
      />
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
      {featuring ? (
        <FeaturedDialog therapist={featuring} onClose={() => setFeaturing(null)} />
      ) : null}
      {suspending ? (
        <SuspendDialog therapist={suspending} onClose={() => setSuspending(null)} />
      ) : null}
    </section>
  );
}
