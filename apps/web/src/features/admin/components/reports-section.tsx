import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { AdminReport } from '@app/domain/schemas/admin';
import { paths } from '#config/paths';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatIst } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable } from './data-table';
import { Pill, RowAction, SectionHeader, SelectFilter, IstWhen } from './bits';
import { ReportPage } from './report-page';
import { reportDecision, reportLinks } from './report-links';
import { useTeamMay } from '../lib/team-role';

const link = 'font-semibold text-primary-800 underline';

/** /admin/reports: the queue; ?id=… opens one report with everything it links to. */
export function ReportsSection() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ReportPage id={id} backTo={paths.admin('reports')} />;
  return <ReportsQueue />;
}

function ReportsQueue() {
  const list = useListState({ status: 'open' });
  const query = useQuery(ADMIN_LISTS.reports(list.params));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const may = useTeamMay();
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
            cell: (r: AdminReport) => (
              <div className="space-y-1">
                <Link to={reportLinks(r).therapist} className={link}>
                  {r.therapistName}
                </Link>
                {r.therapistStatus === 'suspended' ? <Pill tone="negative">Suspended</Pill> : null}
              </div>
            ),
          },
          {
            header: 'Report',
            cell: (r) => <p className="line-clamp-4 max-w-xs whitespace-pre-line">{r.message}</p>,
          },
          {
            header: 'By',
            cell: (r) => {
              const to = reportLinks(r).reporter;
              return to ? (
                <Link to={to} className="break-all text-primary-800 underline">
                  {r.reporterEmail ?? 'Reporter'}
                </Link>
              ) : (
                '—'
              );
            },
          },
          {
            header: 'Session',
            cell: (r) => {
              const to = reportLinks(r).appointment;
              return to ? (
                <Link to={to} className="whitespace-nowrap text-primary-800 underline">
                  Open session
                </Link>
              ) : (
                <span className="text-slate-600">None booked</span>
              );
            },
          },
          { header: 'Received', cell: (r) => <IstWhen iso={r.createdAt} /> },
          list.filters.status === 'open'
            ? {
                header: 'Actions',
                cell: (r) => (
                  <div className="flex flex-wrap gap-1.5">
                    <Link
                      to={paths.admin('reports', { id: r.id })}
                      className="inline-flex min-h-9 items-center rounded-control border border-slate-300 px-2.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:border-primary-700 hover:text-primary-800"
                    >
                      Open
                    </Link>
                    {may('reports') ? (
                      <>
                        <RowAction onClick={() => setAction(reportDecision(r, 'resolve'))}>
                          Resolve
                        </RowAction>
                        <RowAction onClick={() => setAction(reportDecision(r, 'dismiss'))}>
                          Dismiss
                        </RowAction>
                      </>
                    ) : null}
                  </div>
                ),
              }
            : {
                header: 'Note',
                cell: (r) => (
                  <div>
                    {`${r.resolutionNote ?? ''} (${formatIst(r.resolvedAt)})`}
                    <Link
                      to={paths.admin('reports', { id: r.id })}
                      className="mt-1 block text-primary-800 underline"
                    >
                      Open
                    </Link>
                  </div>
                ),
              },
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
