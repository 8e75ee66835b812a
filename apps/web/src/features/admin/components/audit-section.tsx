import { useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@app/domain/schemas/admin-ops';
import { ADMIN_LISTS } from '../api/admin-lists';
import { useListState } from '../lib/use-list-state';
import { DataTable } from './data-table';
import { SectionHeader, SelectFilter, TextFilter, IstWhen } from './bits';

const ENTITIES = [
  ['', 'Anything'],
  ['therapist', 'Therapists'],
  ['document', 'Documents'],
  ['appointment', 'Appointments'],
  ['refund', 'Refunds'],
  ['report', 'Reports'],
  ['contact_message', 'Messages'],
  ['newsletter', 'Newsletter'],
  ['job', 'Jobs'],
  ['account', 'Accounts'],
] as const;

function Change({ data }: { data: Record<string, unknown> }) {
  const { before, after, ...rest } = data as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]),
  );
  const show = (v: unknown) =>
    v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);
  return (
    <div className="max-w-md space-y-0.5 text-xs">
      {keys.map((k) => (
        <div key={k}>
          <span className="font-semibold">{k}</span>: {show(before?.[k])} → {show(after?.[k])}
        </div>
      ))}
      {Object.entries(rest).map(([k, v]) => (
        <div key={k} className="text-slate-600">
          {k}: {show(v)}
        </div>
      ))}
    </div>
  );
}

export function AuditSection() {
  const list = useListState({ actor: '', entity: '', action: '', from: '', to: '' });
  const query = useQuery(ADMIN_LISTS.audit(list.params));
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="Audit log"
        intro="Every change of state: who, what, when, and the values before and after. Newest first."
      >
        <TextFilter
          label="Actor (email, id or kind)"
          value={list.filters.actor}
          onChange={(v) => list.set('actor', v)}
        />
        <SelectFilter
          label="Entity"
          value={list.filters.entity}
          onChange={(v) => list.set('entity', v)}
          options={ENTITIES}
        />
        <TextFilter
          label="Action starts with"
          value={list.filters.action}
          onChange={(v) => list.set('action', v)}
          placeholder="therapist."
        />
        <TextFilter
          label="From (IST day)"
          type="date"
          value={list.filters.from}
          onChange={(v) => list.set('from', v)}
        />
        <TextFilter
          label="To (IST day)"
          type="date"
          value={list.filters.to}
          onChange={(v) => list.set('to', v)}
        />
      </SectionHeader>
      <DataTable
        caption="Audit log"
        rowTestId="audit-row"
        columns={[
          { header: 'When', cell: (e: AuditEntryView) => <IstWhen iso={e.createdAt} /> },
          {
            header: 'Who',
            cell: (e) => (
              <div>
                {e.actorEmail ?? e.actorKind}
                <div className="text-xs text-slate-600">{e.actorKind}</div>
              </div>
            ),
          },
          { header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
          {
            header: 'Entity',
            cell: (e) => (
              <div>
                {e.entity}
                <div className="text-xs break-all text-slate-600">{e.entityId}</div>
              </div>
            ),
          },
          { header: 'Change', cell: (e) => <Change data={e.data} /> },
        ]}
        rows={query.data?.items}
        rowKey={(e) => String(e.id)}
        isLoading={query.isLoading}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty="No entries match these filters."
        paging={query.data ? { ...query.data, onPage: list.setPage } : undefined}
      />
    </section>
  );
}
