import type { FastifyInstance } from 'fastify';
import type { CacheStore } from '../../adapters/cache/cache-store';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAvailabilityRecords } from './listing/availability-records.service';
import { createTherapistBookingFacts } from './ports/booking-facts.service';
import { createFeaturedPlacement } from './ports/featured-placement.service';
import { availabilityVersionSource, listingVersionSource } from './listing/listing-version';
import { createListingIndex } from './listing/listing-index.service';
import { createOpenTimesMemory } from './listing/open-times.service';
import { therapistDashboardRoutes } from './dashboard/therapist-dashboard.routes';
import { createTherapistDashboard } from './dashboard/therapist-dashboard.service';
import { therapistsRoutes } from './therapists.routes';
import { createLikeCounts } from './ports/like-counts.service';
import { createTherapistLabels } from './ports/therapist-labels.service';
import { timeOffRoutes } from './dashboard/time-off.routes';
import { createTimeOff, type SessionsAhead } from './dashboard/time-off.service';
import {
  createTherapistsService,
  type ListingAvailability,
  type ListingLikes,
} from './therapists.service';

export interface TherapistsModuleDeps {
  database: Database;
  config: Pick<Config, 'listingCutoff'>;
  /** Where listing answers are cached (in-process, or Redis when configured). */
  cache: CacheStore;
  log: { warn(obj: object, msg: string): void };
  now?: () => Date;
}

/**
 * Therapist profiles, weekly hours and featured placement: the owner of the therapist tables.
 * Booking is built after it (it asks for the booking facts); the public directory shows booked
 * slots, so it is built from booking's availability and the likes module's marks once both exist
 * (`directory`).
 */
export function createTherapistsModule(deps: TherapistsModuleDeps) {
  const { db } = deps.database;
  const listingVersion = listingVersionSource(deps.database);
  const availabilityVersion = availabilityVersionSource(deps.database);
  const listingIndex = createListingIndex({
    db,
    listingCutoff: deps.config.listingCutoff,
    log: deps.log,
  });
  const openTimes = createOpenTimesMemory({ db });
  const dashboard = createTherapistDashboard({ db });
  const labels = createTherapistLabels(db);
  return {
    /** How other modules show a therapist they refer to: name, slug, photo, fee, address. */
    labels,
    /** What booking needs to know of a therapist: state, fees, modes, address, weekly hours. */
    bookingFacts: createTherapistBookingFacts(db, labels),
    /** The availability read model the listing searches; the booking module keeps it in step. */
    availabilityRecords: createAvailabilityRecords(db),
    /** Featured plans extend a therapist's placement. */
    placement: createFeaturedPlacement(db),
    /** The likes counter and what the likes module may know of a therapist. */
    likeCounts: createLikeCounts(db),
    /** A therapist's own profile (documents and photos of the applications module change it). */
    dashboard,
    /** The public listing and profile pages, and the therapist dashboard's routes. */
    directory(
      availability: ListingAvailability,
      likedAmong: ListingLikes,
      sessionsAhead: SessionsAhead,
    ) {
      const listing = createTherapistsService({
        db,
        listingCutoff: deps.config.listingCutoff,
        availability,
        likedAmong,
        cache: deps.cache,
        readVersion: listingVersion.read,
        readAvailabilityVersion: availabilityVersion.read,
        listingIndex,
        openTimes,
        now: deps.now,
      });
      return {
        /** A profile as the server-drawn page shows it. */
        forPage: listing.forPage,
        async registerRoutes(app: FastifyInstance) {
          // The first searches are answered in memory, not by a scan of every listed therapist.
          let warmed: Promise<void> = Promise.resolve();
          app.addHook('onReady', async () => {
            const opening = openTimes.at(0).then(
              () => {},
              (err: unknown) => deps.log.warn({ err }, 'reading the open times failed'),
            );
            warmed = Promise.all([listingIndex.rebuild(), opening]).then(() => {});
          });
          app.decorate('listingWarmed', () => warmed);
          await app.register(therapistsRoutes, { therapists: listing });
          await app.register(therapistDashboardRoutes, { dashboard });
          await app.register(timeOffRoutes, {
            timeOff: createTimeOff({
              db,
              ownId: dashboard.ownId,
              sessionsAhead,
              now: deps.now ?? (() => new Date()),
            }),
          });
        },
      };
    },
    close: async () => {
      listingIndex.close();
      await Promise.all([listingVersion.close(), availabilityVersion.close()]);
    },
  };
}

export type TherapistsModule = ReturnType<typeof createTherapistsModule>;
export type { TherapistBookingFacts, TherapistForBooking } from './ports/booking-facts.service';
export type { FeaturedPlacement } from './ports/featured-placement.service';
export type {
  AvailabilityRecord,
  AvailabilityRecords,
} from './listing/availability-records.service';
export type { LikeCounts } from './ports/like-counts.service';
export type { TherapistLabel, TherapistLabels } from './ports/therapist-labels.service';
export type { TherapistDashboard } from './dashboard/therapist-dashboard.service';
export type { SessionsAhead } from './dashboard/time-off.service';
// Inside the application's own transaction: the pending profile an applicant submits.
export { createPendingProfile } from './ports/therapist-profiles.service';
// The therapist records the admin team's review reads and changes (therapist-applications).
export * as reviewRecords from './ports/therapist-review.queries';
// The application details a therapist edits before approval (therapist-applications).
export * as applicationRecords from './ports/therapist-application.queries';
export type { OwnApplication } from './ports/therapist-application.queries';
export { NO_PROFILE } from './dashboard/therapist-dashboard.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the listing index and open times, read at start, are in memory. */
    listingWarmed(): Promise<void>;
  }
}
