import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminMessage, AdminSubscriber } from '@app/domain/schemas/admin-ops';
import { buttonClasses } from '#components/ui/button';
import { errorMessage } from '#lib/api-client';
import { showError, showSuccess } from '#lib/toast';
import { ADMIN_LISTS } from '../api/admin-lists';
import { downloadPrivate } from '#lib/download';
import { formatIst } from '../lib/admin-format';
import { useListState } from '../lib/use-list-state';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { DataTable } from './data-table';
import { RowAction, SectionHeader, SelectFilter, TextFilter, IstWhen } from './bits';
import { useTeamMay } from '../lib/team-role';

export function MessagesSection() {
  const msgs = useListState({ status: 'open' });
  const subs = useListState({ q: '' });
  const messages = useQuery(ADMIN_LISTS.messages(msgs.params));
  const subscribers = useQuery(ADMIN_LISTS.subscribers(subs.params));
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const may = useTeamMay();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadPrivate(
        '/api/admin/newsletter/subscribers.csv',
        `newsletter-subscribers-${day}.csv`,
      );
      showSuccess('Subscriber list downloaded.', { id: 'admin-action' });
    } catch (e) {
      showError(errorMessage(e), { id: 'admin-action' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="admin-section-title" className="space-y-8">
      <div>
        <SectionHeader
          title="Messages"
          intro="What people wrote through the contact form. Mark one handled once answered."
        >
          <SelectFilter
            label="Show"
            value={msgs.filters.status}
            onChange={(v) => msgs.set('status', v)}
            options={[
              ['open', 'Waiting for an answer'],
              ['handled', 'Handled'],
            ]}
          />
        </SectionHeader>
        <DataTable
          caption="Contact messages"
          rowTestId="message-row"
          columns={[
            {
              header: 'From',
              cell: (m: AdminMessage) => (
                <div>
                  {`${m.firstName} ${m.lastName}`}
                  <div className="text-xs text-slate-600">
                    {m.email}
                    {m.phone ? ` · ${m.phone}` : ''}
                  </div>
                </div>
              ),
            },
            {
              header: 'Message',
              cell: (m) => <p className="max-w-lg whitespace-pre-line">{m.message}</p>,
            },
            { header: 'Received', cell: (m) => <IstWhen iso={m.createdAt} /> },
            {
              header: msgs.filters.status === 'open' ? 'Actions' : 'Handled',
              cell: (m) =>
                m.handledAt ? (
                  formatIst(m.handledAt)
                ) : !may('messages') ? (
                  'Waiting'
                ) : (
                  <RowAction
                    onClick={() =>
                      setAction({
                        title: 'Mark handled',
                        effect: `The message from ${m.email} leaves the waiting list.`,
                        confirmLabel: 'Mark handled',
                        path: `/api/admin/messages/${m.id}/handled`,
                      })
                    }
                  >
                    Mark handled
                  </RowAction>
                ),
            },
          ]}
          rows={messages.data?.items}
          rowKey={(m) => m.id}
          isLoading={messages.isLoading}
          error={messages.error}
          onRetry={() => void messages.refetch()}
          empty={
            msgs.filters.status === 'open'
              ? 'No message is waiting for an answer.'
              : 'None handled yet.'
          }
          paging={messages.data ? { ...messages.data, onPage: msgs.setPage } : undefined}
        />
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold text-slate-900">Newsletter subscribers</h3>
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <TextFilter
            label="Search addresses"
            value={subs.filters.q}
            onChange={(v) => subs.set('q', v)}
          />
          {may('newsletter') ? (
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              {exporting ? 'Preparing…' : 'Export CSV'}
            </button>
          ) : null}
        </div>
        <DataTable
          caption="Newsletter subscribers"
          columns={[
            { header: 'Email', cell: (s: AdminSubscriber) => s.email },
            { header: 'Subscribed', cell: (s) => <IstWhen iso={s.createdAt} /> },
          ]}
          rows={subscribers.data?.items}
          rowKey={(s) => s.id}
          isLoading={subscribers.isLoading}
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
          empty="No subscribers yet."
          paging={subscribers.data ? { ...subscribers.data, onPage: subs.setPage } : undefined}
        />
      </div>
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
    </section>
  );
}
