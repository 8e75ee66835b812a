import { FRIENDLY } from '@app/domain/failure-words';
import {
  APPLICATION_TEXT,
  type ApplicationDetails,
  type ApplicationDetailsBody,
  type ResubmitApplicationBody,
} from '@app/domain/schemas/therapist-application';
import type { Db } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { mailOf, type NoticeSender } from '../notifications/notifications.module';
import { renameAccount } from '../accounts/accounts.module';
import { THERAPIST_ERRORS } from './therapist-errors';
import {
  applicationRecords,
  NO_PROFILE,
  type OwnApplication,
} from '../therapists/therapists.module';

const { findOwnApplication, lockOwnApplication, updateApplication } = applicationRecords;

/** Only an application the team has not approved yet may change what the team checks. */
const EDITABLE: ReadonlyArray<OwnApplication['status']> = ['pending', 'changes_requested'];

const toDetails = (r: OwnApplication): ApplicationDetails => ({
  name: r.name,
  professionalTitle: r.professionalTitle,
  degree: r.degree,
  experience: r.experienceYears,
  editable: EDITABLE.includes(r.status),
});

const detailsView = (r: OwnApplication) => ({
  name: r.name,
  professionalTitle: r.professionalTitle,
  degree: r.degree,
  experienceYears: r.experienceYears,
});

export interface TherapistApplicationDeps {
  db: Db;
  notices: Pick<NoticeSender, 'mail'>;
  now?: () => Date;
  /** Wakes the mail worker once the team's mail is committed. */
  jobsQueued?: () => void;
}

/**
 * The therapist's side of the review loop: while their application waits, they correct what the
 * team checks (name, title, qualifications, experience); when the team asked for changes, they
 * resubmit, which puts the application back in the queue and mails the team.
 */
export function createTherapistApplication(deps: TherapistApplicationDeps) {
  const { db, notices } = deps;
  const now = deps.now ?? (() => new Date());

  function therapistOnly(caller: Caller) {
    if (caller.role !== 'therapist') throw forbidden(FRIENDLY.forbidden);
  }

  return {
    async details(caller: Caller): Promise<ApplicationDetails> {
      therapistOnly(caller);
      const row = await findOwnApplication(db, caller.accountId);
      if (!row) throw notFound(NO_PROFILE);
      return toDetails(row);
    },

    async saveDetails(caller: Caller, body: ApplicationDetailsBody) {
      therapistOnly(caller);
      const after = await db.transaction(async (tx) => {
        const before = await lockOwnApplication(tx, caller.accountId);
        if (!before) throw notFound(NO_PROFILE);
        if (!EDITABLE.includes(before.status)) throw conflict(THERAPIST_ERRORS.notEditable);
        const updated = await updateApplication(tx, before.id, {
          name: body.name,
          professionalTitle: body.professionalTitle,
          speciality: body.professionalTitle,
          degree: body.degree,
          experienceYears: body.experience,
        });
        await renameAccount(tx, caller.accountId, body.name);
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.application_updated',
          entity: 'therapist',
          entityId: before.id,
          data: { before: detailsView(before), after: detailsView(updated) },
        });
        return updated;
      });
      return {
        message:
          after.status === 'changes_requested'
            ? APPLICATION_TEXT.saved
            : APPLICATION_TEXT.savedPending,
        application: toDetails(after),
      };
    },

    async resubmit(caller: Caller, body: ResubmitApplicationBody) {
      therapistOnly(caller);
      const at = now();
      await db.transaction(async (tx) => {
        const before = await lockOwnApplication(tx, caller.accountId);
        if (!before) throw notFound(NO_PROFILE);
        if (before.status !== 'changes_requested')
          throw conflict(THERAPIST_ERRORS.notChangesRequested);
        await updateApplication(tx, before.id, {
          status: 'pending',
          statusReason: null,
          statusChangedAt: at,
        });
        await recordAudit(tx, {
          actorAccountId: caller.accountId,
          actorKind: 'therapist',
          action: 'therapist.resubmitted',
          entity: 'therapist',
          entityId: before.id,
          data: {
            before: { status: before.status, statusReason: before.statusReason },
            after: { status: 'pending', statusReason: null },
            ...(body.note ? { note: body.note } : {}),
          },
        });
        await notices.mail(tx, [
          mailOf('applicationResubmitted', before, before.statusReason, body.note),
        ]);
      });
      deps.jobsQueued?.();
      return { message: APPLICATION_TEXT.resubmitted };
    },
  };
}

export type TherapistApplication = ReturnType<typeof createTherapistApplication>;
