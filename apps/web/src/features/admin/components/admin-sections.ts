import type { ComponentType } from 'react';
import type { OverviewResponse } from '@app/domain/schemas/admin-ops';
import { teamMaySee, type TeamCapability, type TeamRole } from '@app/domain/team-roles';
import { ApplicationsSection } from './applications-section';
import { AppointmentsSection } from './appointments-section';
import { AuditSection } from './audit-section';
import { CancellationsSection } from './cancellations-section';
import { DeletionsSection } from './deletions-section';
import { DocumentsSection } from './documents-section';
import { ExportsSection } from './exports-section';
import { InvoicesSection } from './invoices-section';
import { MessagesSection } from './messages-section';
import { OverviewSection } from './overview-section';
import { PaymentsSection } from './payments-section';
import { PeopleSection } from './people-section';
import { ReportsSection } from './reports-section';
import { SecuritySection } from './security-section';
import { TherapistsSection } from './therapists-section';

type Counts = OverviewResponse['counts'];

export type AdminSection = {
  /** The path segment under /admin ('' for the overview). */
  slug: string;
  label: string;
  Component: ComponentType;
  /** Shown to the roles that may at least read this (decision 0046). */
  capability: TeamCapability;
  /** Items waiting for the team, shown as a badge. */
  count?: (c: Counts) => number;
};

/** The console's sections, in navigation order: one entry each, side menu and phone menu alike. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: '', label: 'Overview', Component: OverviewSection, capability: 'overview' },
  {
    slug: 'applications',
    label: 'Applications',
    Component: ApplicationsSection,
    capability: 'therapists',
    count: (c) => c.applications,
  },
  {
    slug: 'documents',
    label: 'Documents',
    Component: DocumentsSection,
    capability: 'documents',
    count: (c) => c.documents,
  },
  { slug: 'people', label: 'People', Component: PeopleSection, capability: 'people' },
  {
    slug: 'therapists',
    label: 'Therapists',
    Component: TherapistsSection,
    capability: 'therapists',
  },
  {
    slug: 'reports',
    label: 'Reports',
    Component: ReportsSection,
    capability: 'reports',
    count: (c) => c.reports,
  },
  {
    slug: 'cancellations',
    label: 'Cancellations',
    Component: CancellationsSection,
    capability: 'appointments',
    count: (c) => c.cancellationRequests,
  },
  {
    slug: 'appointments',
    label: 'Appointments',
    Component: AppointmentsSection,
    capability: 'appointments',
  },
  {
    slug: 'payments',
    label: 'Payments',
    Component: PaymentsSection,
    capability: 'payments',
    count: (c) => c.deadJobs + c.failedRefunds,
  },
  { slug: 'exports', label: 'Exports', Component: ExportsSection, capability: 'exports' },
  { slug: 'invoices', label: 'Invoices', Component: InvoicesSection, capability: 'exports' },
  {
    slug: 'messages',
    label: 'Messages',
    Component: MessagesSection,
    capability: 'messages',
    count: (c) => c.messages,
  },
  { slug: 'audit', label: 'Audit log', Component: AuditSection, capability: 'audit' },
  {
    slug: 'account-deletions',
    label: 'Account deletions',
    Component: DeletionsSection,
    capability: 'deletions',
  },
  // Every team member's own sign-in security (and the owners' rule): open to all who see the overview.
  {
    slug: 'security',
    label: 'Sign-in security',
    Component: SecuritySection,
    capability: 'overview',
  },
];

/** The sections a role may open, in navigation order. */
export const sectionsFor = (role: TeamRole | null) =>
  ADMIN_SECTIONS.filter((s) => teamMaySee(role, s.capability));
