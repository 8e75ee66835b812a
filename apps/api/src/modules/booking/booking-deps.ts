import type { SiteInfo } from '../../shared/site-info';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { CacheStore } from '../../adapters/cache/cache-store';
import type { MailAttachmentSources } from '../../shared/mail/mail-attachments';
import type { VideoRooms } from '../../adapters/video-rooms/video-rooms';
import type { AccountContacts } from '../accounts/accounts.module';
import type {
  AvailabilityRecords,
  FeaturedPlacement,
  TherapistBookingFacts,
} from '../therapists/therapists.module';
import type { NoticeSender } from '../notifications/notifications.module';
import type { InvoiceSettings } from './invoices/invoice-data';

export interface BookingModuleDeps {
  db: Db;
  provider: PaymentProvider;
  jobs: JobRunner;
  therapists: TherapistBookingFacts;
  /** Featured plans extend the therapist's placement through the therapists module. */
  placement: FeaturedPlacement;
  accounts: AccountContacts;
  site: SiteInfo;
  payments: { keyId: string; keySecret: string; webhookSecret: string };
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** The therapists module's availability read model, kept in step from here. */
  availabilityRecords?: AvailabilityRecords;
  /** Where profiles' booked slots are cached, and their per-therapist versions. */
  bookedSlotsCache?: { store: CacheStore; version: (therapistId: string) => Promise<string> };
  now?: () => Date;
  /** Where online sessions meet (defaults to public rooms on meet.jit.si). */
  videoRooms?: VideoRooms;
  /** The notification service: each notice's mail and the text messages its person allows. */
  notices: NoticeSender;
  /** The seller and tax settings of tax invoices and credit notes. */
  invoiceSettings: InvoiceSettings;
  /** Where mails' invoice attachments are drawn when they are sent. */
  mailAttachments?: MailAttachmentSources;
}

/** What every room of the booking module is built from: the module's deps, its clock and wake-up. */
export type RoomDeps = BookingModuleDeps & { now: () => Date; jobsQueued: () => void };
