import { defineMessages } from '@app/domain/i18n/define';
import type { Translator } from '@app/domain/i18n/translator';
import { useT } from '#lib/i18n/i18n-context';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonResponse } from '@app/domain/schemas/admin-people';
import { ROLE_LABEL, isTeamRole, mayActOnPerson } from '@app/domain/team-roles';
import { buttonClasses } from '#components/ui/button';
import { errorMessage } from '#lib/api-client';
import { showError, showSuccess } from '#lib/toast';
import { paths } from '#config/paths';
import { usePerson } from '../api/admin-people';
import { downloadPrivate } from '#lib/download';
import { CaseNotes } from './case-notes';
import { formatIst, formatPaise } from '../lib/admin-format';
import { CancelSessionDialog } from './cancel-session-dialog';
import { useTeamMay, useTeamRole } from '../lib/team-role';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { MoveDialog } from './move-dialog';
import { GoodwillRefundDialog } from './goodwill-refund-dialog';
import { Pill, RowAction } from './bits';
import { BackLink, DetailState } from './detail-states';

type PersonPayment = PersonResponse['payments'][number];

const M = defineMessages({
  closeIsOwners: {
    id: 'admin.person.closeIsOwners',
    defaultMessage:
      'Closing an account is an owner’s decision. To ask an owner to close it, add a note below with the reason.',
  },
  provenPhone: { id: 'admin.person.provenPhone', defaultMessage: 'Proven phone' },
  provenOn: { id: 'admin.person.provenOn', defaultMessage: '{phone} · proven {date}' },
  noProvenPhone: { id: 'admin.person.noProvenPhone', defaultMessage: 'None proven yet' },
  secondFactor: { id: 'admin.person.secondFactor', defaultMessage: 'Second factor' },
  factorOn: {
    id: 'admin.person.factorOn',
    defaultMessage:
      'On · {left, plural, =0 {no recovery codes left} one {# recovery code left} other {# recovery codes left}}',
  },
  factorOff: { id: 'admin.person.factorOff', defaultMessage: 'Not set up' },
  resetFactor: { id: 'admin.person.resetFactor', defaultMessage: 'Reset second factor' },
  resetFactorEffect: {
    id: 'admin.person.resetFactorEffect',
    defaultMessage:
      '{name} lost their authenticator app and recovery codes? Their second factor is removed and every session of theirs ends; they sign in with their password and set up a new one.',
  },
  reasonForAudit: {
    id: 'admin.person.reasonForAudit',
    defaultMessage: 'Reason (kept in the audit log)',
  },
});

type Person = PersonResponse['person'];
type Booking = PersonResponse['bookings'][number];

const STATUS = defineMessages({
  'awaiting-acceptance': {
    id: 'admin.bookingStatus.awaitingAcceptance',
    defaultMessage: 'awaiting acceptance',
    description: 'Paid; the therapist has not accepted the booking yet',
  },
  accepted: { id: 'admin.bookingStatus.accepted', defaultMessage: 'accepted' },
  'cancellation-requested': {
    id: 'admin.bookingStatus.cancellationRequested',
    defaultMessage: 'cancellation requested',
    description: 'Someone asked the team to cancel it; the team has not decided yet',
  },
  cancelled: { id: 'admin.bookingStatus.cancelled', defaultMessage: 'cancelled' },
  completed: { id: 'admin.bookingStatus.completed', defaultMessage: 'completed' },
  'not-attended': { id: 'admin.bookingStatus.notAttended', defaultMessage: 'not attended' },
});

const statusText = (t: Translator, status: string) =>
  status in STATUS ? t(STATUS[status as keyof typeof STATUS]) : status;

/** A booking as the move dialog names it: who the client is and who the therapist is. */
const bookingParties = (b: Booking, personName: string) => ({
  id: b.id,
  startsAt: b.startsAt,
  sessionType: b.sessionType,
  clientName: b.as === 'client' ? personName : b.withName,
  therapistName: b.as === 'client' ? b.withName : personName,
});

function Block({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="rounded-card border border-slate-200 bg-white p-4">
      <h3 className="mb-2 text-base font-semibold text-slate-900">
        {title}
        {count !== undefined ? (
          <span className="ml-2 text-sm text-slate-600">({count})</span>
        ) : null}
      </h3>
      {children}
    </section>
  );
}

/** A plain list of rows, or the sentence that says there are none. */
function Rows<T>(p: {
  rows: T[];
  empty: string;
  render: (row: T) => ReactNode;
  id: (row: T) => string;
}) {
  if (p.rows.length === 0) return <p className="text-sm text-slate-600">{p.empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {p.rows.map((row) => (
        <li key={p.id(row)} className="py-2">
          {p.render(row)}
        </li>
      ))}
    </ul>
  );
}

/** Closing is the team's for clients and therapists; a team member's role is changed first. */
function closeAction(person: Person, name: string): ConfirmAction | null {
  if (person.closing || isTeamRole(person.role)) return null;
  return {
    title: 'Close this account',
    effect:
      person.role === 'therapist'
        ? `${name} is signed out everywhere and cannot sign in again. Their profile leaves the directory, every session still to come is cancelled and its client refunded the booking fee in full and mailed. Personal data is erased after 14 days. ${name} is mailed the reason.`
        : `${name} is signed out everywhere and cannot sign in again. Sessions still to come are cancelled with the refund the cancellation policy gives. Personal data is erased after 14 days. ${name} is mailed the reason.`,
    confirmLabel: 'Close account',
    path: `/api/admin/people/${person.id}/close`,
    textField: { name: 'reason', label: 'Reason (sent to the person)' },
    danger: true,
  };
}

function actionsOf(person: Person, name: string): ConfirmAction[] {
  const base = `/api/admin/people/${person.id}`;
  const signOut: ConfirmAction = {
    title: 'Sign out everywhere',
    effect: `Every session of ${name} ends now; they can sign in again with their password.`,
    confirmLabel: 'Sign out everywhere',
    path: `${base}/sign-out-everywhere`,
  };
  if (person.disabledAt)
    return [
      {
        title: 'Turn sign-in back on',
        effect: `${name} can sign in again and is mailed that they can.`,
        confirmLabel: 'Turn sign-in on',
        path: `${base}/enable`,
      },
      signOut,
    ];
  return [
    {
      title: 'Turn off sign-in',
      effect: `${name} is signed out everywhere at once and cannot sign in until the team turns it back on. They are mailed the reason.`,
      confirmLabel: 'Turn off sign-in',
      path: `${base}/disable`,
      textField: { name: 'reason', label: 'Reason (sent to the person)' },
      danger: true,
    },
    signOut,
  ];
}

/** One person: account, sign-in state and the actions, then everything they did on the site. */
export function PersonPage({ id, backTo }: { id: string; backTo: string }) {
  const person = usePerson(id);
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [refunding, setRefunding] = useState<PersonPayment | null>(null);
  const [moving, setMoving] = useState<ReturnType<typeof bookingParties> | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const role = useTeamRole();
  const teamMay = useTeamMay();
  const t = useT();
  const back = <BackLink to={backTo}>← Back to people</BackLink>;

  if (person.isPending)
    return <DetailState back={back} title="Person" loading={['h-24', 'h-48']} />;
  if (person.isError) return <DetailState back={back} title="Person" error={person.error} />;

  const {
    person: p,
    sessions,
    bookings,
    payments,
    refunds,
    reports,
    messages,
    therapist,
  } = person.data;
  const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
  // Closing is an owner's act (decision 0059); support asks an owner to, in a note.
  const closable = closeAction(p, name);
  const closing = teamMay('closeAccounts') ? closable : null;
  const exportData = () =>
    downloadPrivate(`/api/admin/people/${p.id}/export`, `person-${p.id}-data.json`).then(
      () => showSuccess(`${name}'s data was saved as a JSON file.`, { id: 'admin-action' }),
      (error: unknown) => showError(errorMessage(error), { id: 'admin-action' }),
    );
  return (
    <section aria-labelledby="admin-section-title" className="space-y-4">
      {back}
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="admin-section-title" className="text-xl font-semibold text-slate-900">
              {name}
            </h2>
            <p className="mt-1 text-sm break-all text-slate-700">
              {p.email}
              {p.phone ? ` · ${p.phone}` : ''}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Pill tone="neutral">{ROLE_LABEL[p.role]}</Pill>
              {p.disabledAt ? (
                <Pill tone="negative">Sign-in turned off</Pill>
              ) : (
                <Pill tone="positive">Sign-in on</Pill>
              )}
              {p.closing ? <Pill tone="pending">Account closing</Pill> : null}
              {therapist ? (
                <Link
                  to={paths.admin('therapists', { q: therapist.id })}
                  className="text-sm font-semibold text-primary-800 underline"
                >
                  Profile in Therapists ({therapist.status})
                </Link>
              ) : null}
            </div>
          </div>
          <div className="flex max-w-xl flex-wrap justify-end gap-2">
            {teamMay('people', 'act') ? (
              <button
                type="button"
                className={buttonClasses('secondary', 'sm')}
                onClick={() => void exportData()}
              >
                Export their data
              </button>
            ) : null}
            {(mayActOnPerson(role, p.role)
              ? [
                  ...actionsOf(p, name),
                  ...(closing ? [closing] : []),
                  ...(person.data.secondFactor?.enabled && teamMay('roles')
                    ? [
                        {
                          title: t(M.resetFactor),
                          effect: t(M.resetFactorEffect, { name }),
                          confirmLabel: t(M.resetFactor),
                          path: `/api/admin/people/${p.id}/second-factor/reset`,
                          textField: { name: 'reason', label: t(M.reasonForAudit) },
                          danger: true,
                        },
                      ]
                    : []),
                ]
              : []
            ).map((a) => (
              <button
                key={a.path}
                type="button"
                className={buttonClasses(a.danger ? 'danger' : 'secondary', 'sm')}
                onClick={() => setAction(a)}
              >
                {a.confirmLabel}
              </button>
            ))}
          </div>
        </div>
        {closable && !closing && mayActOnPerson(role, p.role) ? (
          <p role="note" data-testid="close-is-owners" className="mt-3 text-sm text-slate-700">
            {t(M.closeIsOwners)}
          </p>
        ) : null}
        {p.closureRequestedAt && !p.closing ? (
          <p
            role="note"
            className="mt-3 rounded-control border border-warning-100 bg-warning-50 px-3 py-2 text-sm text-warning-800"
          >
            Asked the team to close their account on {formatIst(p.closureRequestedAt)} (see their
            messages below).
          </p>
        ) : null}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Username</dt>
            <dd className="break-all text-slate-900">{p.username}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Joined</dt>
            <dd className="text-slate-900">{formatIst(p.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Sessions in use</dt>
            <dd className="text-slate-900" data-testid="sessions-in-use">
              {sessions.active}
              {sessions.lastStartedAt ? ` · last started ${formatIst(sessions.lastStartedAt)}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t(M.provenPhone)}</dt>
            <dd className="text-slate-900" data-testid="proven-phone">
              {p.provenPhone
                ? t(M.provenOn, {
                    phone: p.provenPhone.phone,
                    date: formatIst(p.provenPhone.verifiedAt),
                  })
                : t(M.noProvenPhone)}
            </dd>
          </div>
          {person.data.secondFactor ? (
            <div>
              <dt className="text-slate-600">{t(M.secondFactor)}</dt>
              <dd className="text-slate-900" data-testid="second-factor">
                {person.data.secondFactor.enabled
                  ? t(M.factorOn, { left: person.data.secondFactor.recoveryCodesLeft })
                  : t(M.factorOff)}
              </dd>
            </div>
          ) : null}
          {p.disabledAt ? (
            <div className="sm:col-span-3">
              <dt className="text-slate-600">Sign-in turned off {formatIst(p.disabledAt)}</dt>
              <dd className="text-slate-900">{p.disabledReason}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <Block title="Bookings" count={bookings.length}>
          <Rows
            rows={bookings}
            id={(b) => b.id}
            empty="No bookings."
            render={(b) => (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {formatIst(b.startsAt)} · {b.as === 'client' ? 'with' : 'for'} {b.withName || '—'}{' '}
                  · {b.sessionType}
                  {b.phone ? ` · phone ${b.phone}` : ''}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-600">
                    {statusText(t, b.status)} · {b.payment}
                  </span>
                  {b.movable && teamMay('moveBookings') ? (
                    <RowAction onClick={() => setMoving(bookingParties(b, name))}>Move</RowAction>
                  ) : null}
                  {b.cancellable && teamMay('cancelBookings') ? (
                    <RowAction danger onClick={() => setCancelling(b.id)}>
                      Cancel session
                    </RowAction>
                  ) : null}
                </span>
              </div>
            )}
          />
        </Block>
        <Block title="Payments" count={payments.length}>
          <Rows
            rows={payments}
            id={(x) => x.id}
            empty="No payments."
            render={(x) => (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {formatPaise(x.amountPaise)} · {x.status}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-600">{formatIst(x.createdAt)}</span>
                  {x.refundable && teamMay('refunds') ? (
                    <RowAction danger onClick={() => setRefunding(x)}>
                      Refund
                    </RowAction>
                  ) : null}
                </span>
              </div>
            )}
          />
        </Block>
        <Block title="Refunds" count={refunds.length}>
          <Rows
            rows={refunds}
            id={(x) => x.id}
            empty="No refunds."
            render={(x) => (
              <div>
                {formatPaise(x.amountPaise)} · {x.status} · {formatIst(x.createdAt)}
                <div className="text-slate-600">{x.reason}</div>
              </div>
            )}
          />
        </Block>
        <Block title="Reports" count={reports.length}>
          <Rows
            rows={reports}
            id={(x) => x.id}
            empty="No reports filed."
            render={(x) => (
              <div>
                About {x.therapistName} · {x.status} · {formatIst(x.createdAt)}
                <p className="whitespace-pre-line text-slate-600">{x.message}</p>
              </div>
            )}
          />
        </Block>
        <Block title="Contact messages" count={messages.length}>
          <Rows
            rows={messages}
            id={(x) => x.id}
            empty="No messages."
            render={(x) => (
              <div>
                <span className="text-slate-600">{formatIst(x.createdAt)}</span>
                <p className="whitespace-pre-line">{x.message}</p>
              </div>
            )}
          />
        </Block>
      </div>
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <CaseNotes subject={`person:${p.id}`} />
      </div>
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
      {refunding ? (
        <GoodwillRefundDialog payment={refunding} to={name} onClose={() => setRefunding(null)} />
      ) : null}
      {moving ? <MoveDialog a={moving} onClose={() => setMoving(null)} /> : null}
      {cancelling ? (
        <CancelSessionDialog appointmentId={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </section>
  );
}
