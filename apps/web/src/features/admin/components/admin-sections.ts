import type { ComponentType } from 'react';
import type { OverviewResponse } from '@app/domain/schemas/admin-ops';
import { ApplicationsSection } from './applications-section';
import { AppointmentsSection } from './appointments-section';
import { AuditSection } from './audit-section';
import { CancellationsSection } from './cancellations-section';
import { DeletionsSection } from './deletions-section';
import { DocumentsSection } from './documents-section';
import { ExportsSection } from './exports-section';
import { MessagesSection } from './messages-section';
import { OverviewSection } from './overview-section';
import { PaymentsSection } from './payments-section';
import { PeopleSection } from './people-section';
import { ReportsSection } from './reports-section';
import { TherapistsSection } from './therapists-section';

type Counts = OverviewResponse['counts'];

export type AdminSection = {
  /** The path segment under /admin ('' for the overview). */
  slug: string;
  label: string;
  Component: ComponentType;
  /** Items waiting for the team, shown as a badge. */
  count?: (c: Counts) => number;
};

/** The console's sections, in navigation order: one entry each, side menu and phone menu alike. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: '', label: 'Overview', Component: OverviewSection },
  {
    slug: 'applications',
    label: 'Applications',
    Component: ApplicationsSection,
    count: (c) => c.applications,
  },
  {
    slug: 'documents',
    label: 'Documents',
    Component: DocumentsSection,
    count: (c) => c.documents,
  },
  { slug: 'people', label: 'People', Component: PeopleSection },
  { slug: 'therapists', label: 'Therapists', Component: TherapistsSection },
  { slug: 'reports', label: 'Reports', Component: ReportsSection, count: (c) => c.reports },
  {
    slug: 'cancellations',
    label: 'Cancellations',
    Component: CancellationsSection,
    count: (c) => c.cancellationRequests,
  },
  { slug: 'appointments', label: 'Appointments', Component: AppointmentsSection },
  {
    slug: 'payments',
    label: 'Payments',
    Component: PaymentsSection,
    count: (c) => c.deadJobs + c.failedRefunds,
  },
  { slug: 'exports', label: 'Exports', Component: ExportsSection },
  { slug: 'messages', label: 'Messages', Component: MessagesSection, count: (c) => c.messages },
  { slug: 'audit', label: 'Audit log', Component: AuditSection },
  { slug: 'account-deletions', label: 'Account deletions', Component: DeletionsSection },
];
