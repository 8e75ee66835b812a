// Every table, gathered from the module or shared part that owns it, for drizzle-kit, the migrations,
// the seed and the tests. Code in a module reaches its own tables through its own schema file.
export * from '../modules/accounts/accounts.schema';
export * from '../modules/therapists/therapists.schema';
export * from '../modules/likes/likes.schema';
export * from '../modules/booking/booking.schema';
export * from '../modules/reports/reports.schema';
export * from '../modules/contact/contact.schema';
export * from '../modules/newsletter/newsletter.schema';
export * from '../modules/therapist-applications/therapist-applications.schema';
export * from '../modules/calendar-feeds/calendar-feeds.schema';
export * from '../modules/case-notes/case-notes.schema';
export * from '../shared/jobs/jobs.schema';
export * from '../shared/mail/outbox.schema';
export * from '../shared/audit/audit.schema';
export * from '../adapters/payments/simulated-ledger.schema';
export * from '../modules/notifications/notifications.schema';
export * from '../modules/waitlist/waitlist.schema';
