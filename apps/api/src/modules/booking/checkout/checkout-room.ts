import type { RoomDeps } from '../booking-deps';
import type { PaymentsRoom } from '../payments/payments-room';
import { createAvailabilityModel } from './availability-model.service';
import { createAvailabilityService } from './availability.service';
import { createCheckout } from './checkout.service';
import { registerReservationExpiry } from './reservation-expiry';
import { createReservationsService } from './reservations.service';

/**
 * The checkout room: which slots are open (and the therapists module's read model of them kept in
 * step), slot claims and reservations, and the orders a payment fulfils.
 */
export function createCheckoutRoom(deps: RoomDeps, payments: Pick<PaymentsRoom, 'fulfilment'>) {
  const { db, provider, now, log } = deps;
  const availability = createAvailabilityService({
    db,
    therapists: deps.therapists,
    bookedSlotsCache: deps.bookedSlotsCache,
    now,
  });
  const availabilityModel = deps.availabilityRecords
    ? createAvailabilityModel({ db, availability, records: deps.availabilityRecords, now, log })
    : null;
  const reservations = createReservationsService({
    db,
    provider,
    availability,
    accounts: deps.accounts,
    therapists: deps.therapists,
    keyId: deps.payments.keyId,
    now,
    log,
  });
  const checkout = createCheckout({
    db,
    provider,
    availability,
    fulfilment: payments.fulfilment,
    reservations,
    accounts: deps.accounts,
    keyId: deps.payments.keyId,
    keySecret: deps.payments.keySecret,
    now,
    log,
  });
  return {
    availability,
    availabilityModel,
    checkout,
    registerJobs() {
      registerReservationExpiry(deps.jobs, { db, now, log });
      availabilityModel?.registerJobs(deps.jobs);
    },
  };
}
