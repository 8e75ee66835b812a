import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminReport } from '@app/domain/schemas/admin';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatIst } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable } from './data-table';
import { RowAction, SectionHeader, SelectFilter, IstWhen } from './bits';
import { paths } from '#config/paths';
import { useTeamMay } from '../lib/team-role';

export function ReportsSection() {
  const list = useListState({ status: 'open' });
  const query = useQuery(ADMIN_LISTS.reports(list.params));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const may = useTeamMay();
  const decide = (r: AdminReport, how: 'resolve' | 'dismiss') =>
    setAction({
      title: how === 'resolve' ? 'Resolve this report' : 'Dismiss this report',
      effect:
        how === 'resolve'
          ? `Closes the report about ${r.therapistName} as acted on. Your note stays with it.`
          : `Closes the report about ${r.therapistName} as needing no action. Your note stays with it.`,
      confirmLabel: how === 'resolve' ? 'Resolve report' : 'Dismiss report',
      path: `/api/admin/reports/${r.id}/${how}`,
      textField: { name: 'note', label: 'Note' },
    });
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Reports"
        intro="Reports of therapists by clients. The open queue is oldest first."
      >
        <SelectFilter
          label="Show"
          value={list.filters.status}
          onChange={(v) => list.set('status', v)}
          options={[
            ['open', 'Open'],
            ['resolved', 'Resolved'],
            ['dismissed', 'Dismissed'],
          ]}
        />
      </SectionHeader>
      <DataTable
        caption="Reports"
        rowTestId="report-row"
        columns={[
          {
            header: 'Therapist',
            cell: (r: AdminReport) =>
              r.therapistSlug ? (
                <Link
                  to={paths.therapist(r.therapistSlug)}
                  className="font-semibold text-primary-800 underline"
                >
                  {r.therapistName}
                </Link>
              ) : (
                r.therapistName
              ),
          },
          {
            header: 'Report',
            cell: (r) => <p className="max-w-md whitespace-pre-line">{r.message}</p>,
          },
          { header: 'By', cell: (r) => r.reporterEmail ?? '—' },
          { header: 'Received', cell: (r) => <IstWhen iso={r.createdAt} /> },
          ...(list.filters.status !== 'open'
            ? [
                {
                  header: 'Note',
                  cell: (r: AdminReport) =>
                    `${r.resolutionNote ?? ''} (${formatIst(r.resolvedAt)})`,
                },
              ]
            : may('reports')
              ? [
                  {
                    header: 'Actions',
                    cell: (r: AdminReport) => (
                      <div className="flex flex-wrap gap-1.5">
                        <RowAction onClick={() => decide(r, 'resolve')}>Resolve</RowAction>
                        <RowAction onClick={() => decide(r, 'dismiss')}>Dismiss</RowAction>
                      </div>
                    ),
                  },
                ]
              : []),
        ]}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          list.filters.status === 'open' ? 'No open reports. Nothing needs action.' : 'None yet.'
        }
        paging={query.data ? { ...query.data, onPage: list.setPage } : undefined}
      />
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
