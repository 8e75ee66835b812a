export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
