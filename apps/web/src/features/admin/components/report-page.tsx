import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button';
import { useReport } from '../api/admin-cases';
import { formatIst } from '../lib/admin-format';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { CaseNotes } from './case-notes';
import { Pill } from './bits';
import { reportDecision, reportLinks } from './report-links';
import { SuspendDialog } from './suspend-dialog';
import { BackLink, DetailState } from './detail-states';
import { useTeamMay } from '../lib/team-role';

const link = 'text-sm font-semibold text-primary-800 underline';

function Linked({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <div className="mt-1 space-y-1 text-sm text-slate-900">{children}</div>
    </div>
  );
}

/** One report: the message, what it links to, the decisions and the team's notes. */
export function ReportPage({ id, backTo }: { id: string; backTo: string }) {
  const report = useReport(id);
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const [suspending, setSuspending] = useState(false);
  const teamMay = useTeamMay();
  const back = <BackLink to={backTo}>← Back to reports</BackLink>;
  if (report.isPending) return <DetailState back={back} title="Report" loading={['h-32']} />;
  if (report.isError) return <DetailState back={back} title="Report" error={report.error} />;

  const { report: r, therapist, appointment, reporter } = report.data;
  const links = reportLinks(r);
  const open = r.status === 'open';
  return (
    <section aria-labelledby="admin-section-title" className="space-y-4">
      {back}
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="admin-section-title" className="text-xl font-semibold text-slate-900">
              Report about {r.therapistName}
            </h2>
            <p className="mt-1 text-sm text-slate-600">Received {formatIst(r.createdAt)}</p>
            <div className="mt-2">
              <Pill tone={open ? 'pending' : r.status === 'resolved' ? 'positive' : 'neutral'}>
                {open ? 'Open' : r.status === 'resolved' ? 'Resolved' : 'Dismissed'}
              </Pill>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {open && teamMay('reports') ? (
              <>
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  onClick={() => setAction(reportDecision(r, 'resolve'))}
                >
                  Resolve report
                </button>
                <button
                  type="button"
                  className={buttonClasses('secondary', 'sm')}
                  onClick={() => setAction(reportDecision(r, 'dismiss'))}
                >
                  Dismiss report
                </button>
              </>
            ) : null}
            {therapist?.status === 'approved' && teamMay('therapists') ? (
              <button
                type="button"
                className={buttonClasses('danger', 'sm')}
                onClick={() => setSuspending(true)}
              >
                Suspend therapist
              </button>
            ) : null}
          </div>
        </div>
        <p className="mt-4 whitespace-pre-line text-slate-900" data-testid="report-message">
          {r.message || '(The reporter’s words were erased with their account.)'}
        </p>
        {!open ? (
          <p className="mt-3 text-sm text-slate-700">
            Team note ({formatIst(r.resolvedAt)}): {r.resolutionNote}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Linked title="Therapist">
          {therapist ? (
            <>
              <p className="font-semibold">{therapist.name}</p>
              <p>
                <Pill tone={therapist.status === 'approved' ? 'positive' : 'negative'}>
                  {therapist.status === 'approved' ? 'Listed' : therapist.status}
                </Pill>
              </p>
              <Link to={links.therapist} className={link}>
                Open in Therapists
              </Link>
            </>
          ) : (
            <p>{r.therapistName}</p>
          )}
        </Linked>
        <Linked title="Session">
          {appointment && links.appointment ? (
            <>
              <p className="font-semibold">{formatIst(appointment.startsAt)}</p>
              <p className="text-slate-700">
                {appointment.sessionType === 'online' ? 'Online' : 'In-person'} ·{' '}
                {appointment.status} · {appointment.payment}
              </p>
              <Link to={links.appointment} className={link}>
                Open in Appointments
              </Link>
            </>
          ) : (
            <p className="text-slate-700">The reporter had no session with this therapist.</p>
          )}
        </Linked>
        <Linked title="Reporter">
          {reporter && links.reporter ? (
            <>
              <p className="font-semibold">{reporter.name}</p>
              <p className="break-all text-slate-700">{reporter.email}</p>
              <Link to={links.reporter} className={link}>
                Open their page
              </Link>
            </>
          ) : (
            <p className="text-slate-700">The account is gone.</p>
          )}
        </Linked>
      </div>
      <div className="rounded-card border border-slate-200 bg-white p-4">
        <CaseNotes subject={`report:${r.id}`} />
      </div>
      {action ? <ConfirmDialog action={action} onClose={() => setAction(null)} /> : null}
      {suspending && therapist ? (
        <SuspendDialog therapist={therapist} reportId={r.id} onClose={() => setSuspending(false)} />
      ) : null}
    </section>
  );
}
