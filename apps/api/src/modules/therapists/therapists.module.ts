import type { FastifyInstance } from 'fastify';
import type { CacheStore } from '../../adapters/cache/cache-store';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createAvailabilityRecords } from './listing/availability-records.service';
import { createTherapistBookingFacts } from './ports/booking-facts.service';
import { createFeaturedPlacement } from './ports/featured-placement.service';
import { createTherapistStanding } from './ports/therapist-standing.service';
import {
  availabilityVersionSource,
  listingRevisionSource,
  listingVersionSource,
} from './listing/listing-version';
import { createListingEngine } from './listing/listing-engine.service';
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
  const listingRevision = listingRevisionSource(deps.database);
  const availabilityVersion = availabilityVersionSource(deps.database);
  const engine = createListingEngine({
    db,
    listingCutoff: deps.config.listingCutoff,
    log: deps.log,
  });
  const readEngineVersions = async () => {
    const [listing, availability] = await Promise.all([
      listingRevision.read(),
      availabilityVersion.read(),
    ]);
    return { listing, availability };
  };
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
    /** The admin team's review decides; this writes approval, suspension, verification, featuring. */
    standing: createTherapistStanding(db),
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
        engine,
        readEngineVersions,
        now: deps.now,
      });
      return {
        /** A profile as the server-drawn page shows it. */
        forPage: listing.forPage,
        async registerRoutes(app: FastifyInstance) {
          // Every therapist and open time is read at start, then followed row by row: the first
          // searches wait for that read, never answer from an empty engine.
          let warmed: Promise<void> = Promise.resolve();
          app.addHook('onReady', async () => {
            warmed = readEngineVersions()
              .then((versions) => engine.load(versions))
              .catch((err: unknown) =>
                deps.log.warn({ err }, 'reading the listing at start failed'),
              );
          });
          app.decorate('listingWarmed', () => warmed);
          app.decorate('listingEngineStats', () => engine.stats());
          await app.register(therapistsRoutes, {
            therapists: listing,
            now: deps.now ?? (() => new Date()),
          });
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
      await Promise.all([
        listingVersion.close(),
        listingRevision.close(),
        availabilityVersion.close(),
      ]);
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
export type {
  ReviewVerb,
  TherapistRecord,
  TherapistStanding,
  TherapistStatus,
} from './ports/therapist-standing.service';
// The application details a therapist edits before approval (therapist-applications).
export * as applicationRecords from './ports/therapist-application.queries';
export type { OwnApplication } from './ports/therapist-application.queries';
export { NO_PROFILE } from './dashboard/therapist-dashboard.service';

import type { EngineStats } from './listing/listing-engine.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the listing engine has read every therapist and open time at start. */
    listingWarmed(): Promise<void>;
    /** What the listing engine has done since start (catch-ups, rows, their durations). */
    listingEngineStats(): EngineStats & { therapists: number };
  }
}
