import type { ReactNode } from 'react';
import type { UserData } from '@app/domain/schemas/account';
import { MESSAGES } from '@app/domain/messages';

function Value({ value }: { value: string }) {
  return value.trim() !== '' ? (
    <>{value}</>
  ) : (
    <span className="text-slate-500 italic">{MESSAGES.profile.notProvided}</span>
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
  return (
    <dl className="divide-y divide-slate-100">
      <Row label="First Name">
        <Value value={profile.firstName} />
      </Row>
      <Row label="Last Name">
        <Value value={profile.lastName} />
      </Row>
      <Row label="Username">
        <Value value={profile.username} />
      </Row>
      <Row
        label={
          <>
            Email <span className="font-normal text-slate-500">(Cannot be changed)</span>
          </>
        }
      >
        <Value value={profile.email} />
      </Row>
    </dl>
  );
}
