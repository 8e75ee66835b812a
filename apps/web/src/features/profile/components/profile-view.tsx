import type { ReactNode } from 'react';
import type { UserData } from '@app/domain/schemas/account';
import { PROFILE as W } from '../lib/profile-words';
import { defineMessages } from '@app/domain/i18n/define';
import { useT } from '#lib/i18n/i18n-context';

const M = defineMessages({
  phone: { id: 'profile.phone', defaultMessage: 'Phone' },
});

function Value({ value }: { value: string }) {
  const t = useT();
  return value.trim() !== '' ? (
    <>{value}</>
  ) : (
    <span className="text-slate-500 italic">{t(W.notProvided)}</span>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-base break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The saved profile, read-only. */
export function ProfileView({ profile }: { profile: UserData }) {
  const t = useT();
  return (
    <dl className="divide-y divide-slate-100">
      <Row label={t(W.firstName)}>
        <Value value={profile.firstName} />
      </Row>
      <Row label={t(W.lastName)}>
        <Value value={profile.lastName} />
      </Row>
      <Row label={t(W.username)}>
        <Value value={profile.username} />
      </Row>
      <Row
        label={
          <>
            {t(W.email)} <span className="font-normal text-slate-500">{t(W.cannotChange)}</span>
          </>
        }
      >
        <Value value={profile.email} />
      </Row>
      {/* The phone typed at the first booking, when the account had none before. */}
      <Row label={t(M.phone)}>
        <Value value={profile.phone ?? ''} />
      </Row>
    </dl>
  );
}
