import { useQuery } from '@tanstack/react-query';
import { ADMIN_LISTS } from '../api/admin-lists';
import { formatIst } from '../lib/admin-format';
import { DataTable } from './data-table';
import { Pill, SectionHeader, IstWhen } from './bits';

type Deletion = {
  accountId: string;
  email: string;
  requestedAt: string;
  eraseAfter: string;
  erasedAt: string | null;
};

export function DeletionsSection() {
  const query = useQuery(ADMIN_LISTS.deletions());
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Account deletions"
        intro="Clients who asked to delete their account, and when their data is erased."
      />
      <DataTable
        caption="Account deletions"
        columns={[
          {
            header: 'Account',
            cell: (d: Deletion) => (
              <div>
                {d.email}
                <div className="text-xs break-all text-slate-600">{d.accountId}</div>
              </div>
            ),
          },
          { header: 'Requested', cell: (d) => <IstWhen iso={d.requestedAt} /> },
          { header: 'Erased after', cell: (d) => <IstWhen iso={d.eraseAfter} /> },
          {
            header: 'State',
            cell: (d) =>
              d.erasedAt ? (
                <Pill tone="neutral">Erased {formatIst(d.erasedAt)}</Pill>
              ) : (
                <Pill tone="pending">Waiting</Pill>
              ),
          },
        ]}
        rows={query.data?.deletions}
        rowKey={(d) => d.accountId}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No account deletion requests."
      />
    </section>
  );
}
