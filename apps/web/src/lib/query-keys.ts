/**
 * Query keys more than one feature reads or refreshes. The caller's appointments are refreshed by
 * the booking pages after a payment and read by My Appointments.
 */
export const APPOINTMENTS_KEY = ['account', 'appointments'] as const;
