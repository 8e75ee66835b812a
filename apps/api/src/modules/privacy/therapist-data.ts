import type { MyDataTherapist } from '@app/domain/schemas/privacy';
import {
  toWireTherapistAppointment,
  type TherapistAppointment,
} from '@app/domain/schemas/dashboard';
import type { Caller } from '../../plugins/auth';
import type {
  TherapistApplication,
  TherapistDocuments,
} from '../therapist-applications/therapist-applications.module';
import type { TherapistDashboard } from '../therapists/therapists.module';

export interface TherapistDataDeps {
  dashboard: TherapistDashboard;
  application: TherapistApplication;
  documents: TherapistDocuments;
  /** The sessions as the therapist's dashboard lists them. */
  sessions: { list(caller: Caller): Promise<TherapistAppointment[]> };
}

/**
 * A therapist's part of their data download, each piece from the module that owns it: the
 * profile and its review state, the documents' details (the files stay private downloads), the
 * weekly hours and the sessions.
 */
export function createTherapistData(deps: TherapistDataDeps) {
  return {
    async exportFor(caller: Caller): Promise<MyDataTherapist> {
      const [me, profile, application, documents, weeklyHours, sessions] = await Promise.all([
        deps.dashboard.me(caller),
        deps.dashboard.profile(caller),
        deps.application.details(caller),
        deps.documents.list(caller),
        deps.dashboard.hours(caller).then((h) => h.timeSlots),
        deps.sessions.list(caller),
      ]);
      return {
        profile: {
          ...profile,
          name: me.name,
          slug: me.slug,
          professionalTitle: application.professionalTitle,
          degree: application.degree,
          experience: application.experience,
          status: me.status,
          statusReason: me.statusReason,
          verified: me.verified,
        },
        documents: documents.documents,
        weeklyHours,
        sessions: sessions.map(toWireTherapistAppointment),
      };
    },
  };
}

export type TherapistData = ReturnType<typeof createTherapistData>;
