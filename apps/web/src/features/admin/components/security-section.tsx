import { useId, useState, type FormEvent } from 'react';
import { SECOND_FACTOR_MESSAGES as M } from '@app/domain/schemas/second-factor';
import { buttonClasses } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { TextField } from '#components/ui/form-field';
import { errorMessage } from '#lib/api-client';
import { useT } from '#lib/i18n/i18n-context';
import { showError, showSuccess } from '#lib/toast';
import {
  useConfirmSecondFactor,
  useSecondFactorStatus,
  useSetTeamSecurity,
  useStartSecondFactor,
  useTeamSecurity,
} from '../api/second-factor';
import { useTeamRole } from '../lib/team-role';

/**
 * The recovery codes just made, kept in this page's memory only (never stored): the console
 * reloads around the section once the factor is on, and they are shown until the page is left.
 */
let justMade: readonly string[] | null = null;

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const t = useT();
  return (
    <section aria-labelledby="recovery-title" className="mt-6 rounded-card border p-4">
      <h3 id="recovery-title" className="text-lg font-semibold text-slate-900">
        {t(M.recoveryTitle)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t(M.recoveryHelp)}</p>
      <ul aria-label={t(M.recoveryTitle)} className="mt-3 grid gap-1 font-mono sm:grid-cols-2">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}

/** Setting up the authenticator app: the secret as text and as an otpauth link, then a first code. */
function SetUp({ onConfirmed }: { onConfirmed: (codes: readonly string[]) => void }) {
  const t = useT();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const secretId = useId();
  const uriId = useId();

  if (!start.data) {
    return (
      <button
        type="button"
        className={buttonClasses('primary', 'md', 'mt-6')}
        disabled={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onError: (e) => showError(errorMessage(e), { id: 'second-factor' }),
          })
        }
      >
        {start.isPending ? t(M.starting) : t(M.start)}
      </button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setFailure(t(M.invalidCode));
      return;
    }
    confirm.mutate(code.trim(), {
      onSuccess: (data) => {
        justMade = data.recoveryCodes;
        showSuccess(t(M.turnedOn), { id: 'second-factor' });
        onConfirmed(data.recoveryCodes);
      },
      onError: (e) => setFailure(errorMessage(e)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid max-w-xl gap-4" aria-label={t(M.start)}>
      <p className="text-sm text-slate-700">{t(M.scanOr)}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
        alt={t(M.qrAlt)}
        width={192}
        height={192}
        className="rounded-card border border-slate-200 bg-white p-2"
        data-testid="second-factor-qr"
      />
      <p className="text-sm text-slate-700">{t(M.addToApp)}</p>
      <div className="grid gap-1">
        <span id={secretId} className="text-sm font-medium text-slate-900">
          {t(M.secretLabel)}
        </span>
        <code aria-labelledby={secretId} className="break-all rounded bg-slate-100 p-2 text-base">
          {start.data.secret}
        </code>
      </div>
      <div className="grid gap-1">
        <span id={uriId} className="text-sm font-medium text-slate-900">
          {t(M.uriLabel)}
        </span>
        <a
          aria-describedby={uriId}
          href={start.data.uri}
          className="break-all text-sm text-primary-800 underline"
        >
          {start.data.uri}
        </a>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={t(M.codeLabel)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <button
        type="submit"
        disabled={confirm.isPending}
        className={buttonClasses('primary', 'md', 'justify-self-start')}
      >
        {confirm.isPending ? t(M.confirming) : t(M.confirm)}
      </button>
    </form>
  );
}

/** The owners' rule: every team member signs in with a second factor. */
function TeamRule() {
  const t = useT();
  const rule = useTeamSecurity(true);
  const save = useSetTeamSecurity();
  if (!rule.data) return null;
  return (
    <label className="mt-8 flex items-center gap-3 text-slate-900">
      <input
        type="checkbox"
        className="size-5"
        checked={rule.data.requireSecondFactor}
        disabled={save.isPending}
        onChange={(e) =>
          save.mutate(e.target.checked, {
            onSuccess: () => showSuccess(t(M.requireSaved), { id: 'team-security' }),
            onError: (err) => showError(errorMessage(err), { id: 'team-security' }),
          })
        }
      />
      {t(M.requireLabel)}
    </label>
  );
}

/** The caller's own sign-in security, and for owners the team's rule (decision 0060). */
export function SecuritySection({
  forced = false,
  onConfirmed,
}: {
  forced?: boolean;
  onConfirmed?: () => void;
}) {
  const t = useT();
  const role = useTeamRole();
  const status = useSecondFactorStatus();
  const [codes, setCodes] = useState<readonly string[] | null>(() => justMade);
  return (
    <div>
      <h2 className="text-xl font-semibold text-slate-900">{t(M.title)}</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t(M.intro)}</p>
      {forced || (status.data?.required && !status.data.enabled) ? (
        <p role="status" className="mt-4 rounded-card bg-amber-50 p-3 text-amber-900">
          {t(M.requiredNotice)}
        </p>
      ) : null}
      {status.data ? (
        <p className="mt-4 text-slate-800">
          {status.data.enabled
            ? t(M.enabled, { count: status.data.recoveryCodesLeft })
            : t(M.notEnabled)}
        </p>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {status.data && !status.data.enabled && !codes ? (
        <SetUp
          onConfirmed={(made) => {
            setCodes(made);
            onConfirmed?.();
          }}
        />
      ) : null}
      {role === 'owner' && status.data?.enabled ? <TeamRule /> : null}
    </div>
  );
}
