import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PersonSummary } from '@app/domain/schemas/admin-people';
import { ROLE_LABEL } from '@app/domain/team-roles';
import { paths } from '#config/paths';
import { usePeople } from '../api/admin-people';
import { formatIst } from '../lib/admin-format';
import { useSettled } from '../lib/use-list-state';
import { DataTable } from './data-table';
import { Pill, SectionHeader, TextFilter } from './bits';
import { PersonPage } from './person-page';

/** /admin/people?q=…: find anyone by name, email or phone; ?id=… opens their page. */
export function PeopleSection() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const q = params.get('q');
  if (id) return <PersonPage id={id} backTo={paths.admin('people', q ? { q } : undefined)} />;
  return <PeopleSearch params={params} setParams={setParams} />;
}

function PeopleSearch({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useSettled(text.trim());
  const page = Math.max(1, Number(params.get('page')) || 1);
  useEffect(() => {
    if ((params.get('q') ?? '') === q) return;
    setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);
  const people = usePeople({ q, page });
  const tooShort = q.length === 1;

  return (
    <section aria-labelledby="admin-section-title">
      <SectionHeader
        title="People"
        intro="Find a client, therapist or team member by any part of their name, email or phone."
      >
        <TextFilter
          label="Name, email or phone"
          value={text}
          onChange={setText}
          placeholder="e.g. 98450 or asha"
        />
      </SectionHeader>
      {tooShort ? (
        <p className="mb-3 text-sm text-slate-600">Type at least 2 characters to search.</p>
      ) : null}
      <DataTable
        caption="People"
        rowTestId="person-row"
        columns={[
          {
            header: 'Name',
            cell: (p: PersonSummary) => (
              <Link
                to={paths.admin('people', { id: p.id, ...(q ? { q } : {}) })}
                className="font-semibold text-primary-800 underline-offset-2 hover:underline"
              >
                {`${p.firstName} ${p.lastName}`.trim() || p.email}
              </Link>
            ),
          },
          {
            header: 'Contact',
            cell: (p) => (
              <div className="min-w-0">
                <div className="break-all">{p.email}</div>
                {p.phone ? <div className="text-xs text-slate-600">{p.phone}</div> : null}
              </div>
            ),
          },
          { header: 'Role', cell: (p) => ROLE_LABEL[p.role] },
          {
            header: 'Sign-in',
            cell: (p) =>
              p.disabledAt ? (
                <Pill tone="negative">Turned off</Pill>
              ) : (
                <Pill tone="positive">On</Pill>
              ),
          },
          { header: 'Joined', cell: (p) => formatIst(p.createdAt) },
        ]}
        rows={tooShort ? [] : people.data?.items}
        rowKey={(p) => p.id}
        isLoading={people.isLoading}
        error={people.error}
        onRetry={() => void people.refetch()}
        empty={q ? `Nobody matches “${q}”.` : 'No accounts yet.'}
        paging={
          people.data
            ? {
                ...people.data,
                onPage: (n) => setParams({ ...(q ? { q } : {}), page: String(n) }),
              }
            : undefined
        }
      />
    </section>
  );
}
