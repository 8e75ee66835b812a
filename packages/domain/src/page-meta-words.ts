import { defineMessages } from './i18n/define';

/** The words of each page's <head> (title, description, keywords), for the server and the app. */
export const META = defineMessages({
  homeTitle: { id: 'meta.homeTitle', defaultMessage: 'Find Trusted Therapists in India' },
  homeDescription: {
    id: 'meta.homeDescription',
    defaultMessage:
      'Find a trusted mental-health therapist in India. Compare specialities, languages and fees in rupees, and book an online or in-person session.',
  },
  homeKeywords: {
    id: 'meta.homeKeywords',
    defaultMessage: 'therapist in India, online counselling, psychologist, mental health, therapy',
    description: 'Comma-separated search keywords',
  },
  listingTitle: { id: 'meta.listingTitle', defaultMessage: 'Find Your Therapist in India' },
  listingDescription: {
    id: 'meta.listingDescription',
    defaultMessage:
      'Browse mental-health therapists in India. Compare specialities, languages, session modes and fees in rupees, then book an online or in-person session.',
  },
  listingKeywords: {
    id: 'meta.listingKeywords',
    defaultMessage: 'therapist, counsellor, psychologist, online therapy, India',
    description: 'Comma-separated search keywords',
  },
  titledListingTitle: {
    id: 'meta.titledListingTitle',
    defaultMessage: '{title} in India: Find Your Therapist',
  },
  titledListingDescription: {
    id: 'meta.titledListingDescription',
    defaultMessage:
      'Find a {title} in India. Compare languages, session modes and fees in rupees, then book an online or in-person session with a {title}.',
  },
  aboutTitle: { id: 'meta.aboutTitle', defaultMessage: 'About Us' },
  aboutDescription: {
    id: 'meta.aboutDescription',
    defaultMessage:
      '{site} connects people across India with qualified therapists, in their language, online or in person, with clear fees.',
  },
  contactTitle: { id: 'meta.contactTitle', defaultMessage: 'Contact Us' },
  contactDescription: {
    id: 'meta.contactDescription',
    defaultMessage:
      'Questions about finding a therapist, booking or your account? Write to the {site} team and we will reply soon.',
  },
  specialtiesTitle: {
    id: 'meta.specialtiesTitle',
    defaultMessage: 'Specialties and Areas of Concern',
  },
  specialtiesDescription: {
    id: 'meta.specialtiesDescription',
    defaultMessage:
      'Browse therapists in India by area of concern and by speciality: anxiety, depression, relationships, trauma, CBT, couples therapy and more.',
  },
  privacyTitle: { id: 'meta.privacyTitle', defaultMessage: 'Privacy Policy' },
  privacyDescription: {
    id: 'meta.privacyDescription',
    defaultMessage:
      'What {site} collects, why, how health information is protected, and your rights over your data.',
  },
  termsTitle: { id: 'meta.termsTitle', defaultMessage: 'Terms and Conditions' },
  termsDescription: {
    id: 'meta.termsDescription',
    defaultMessage:
      'The terms for using {site}: eligibility, bookings and fees, therapists, and your responsibilities.',
  },
  refundsTitle: { id: 'meta.refundsTitle', defaultMessage: 'Cancellation and Refunds Policy' },
  refundsDescription: {
    id: 'meta.refundsDescription',
    defaultMessage:
      'When the {site} booking fee is refunded, how to cancel, and how long refunds take.',
  },
  signInTitle: { id: 'meta.signInTitle', defaultMessage: 'Sign in' },
  signInDescription: {
    id: 'meta.signInDescription',
    defaultMessage:
      'Sign in or create an account to book sessions with verified therapists across India.',
  },
  forgotTitle: { id: 'meta.forgotTitle', defaultMessage: 'Forgot password' },
  forgotDescription: {
    id: 'meta.forgotDescription',
    defaultMessage: 'Request a link to reset your password.',
  },
  resetTitle: { id: 'meta.resetTitle', defaultMessage: 'Reset password' },
  resetDescription: {
    id: 'meta.resetDescription',
    defaultMessage: 'Choose a new password for your account.',
  },
  myProfileTitle: { id: 'meta.myProfileTitle', defaultMessage: 'My Profile' },
  myProfileDescription: {
    id: 'meta.myProfileDescription',
    defaultMessage: 'Manage your account information and preferences.',
  },
  myAppointmentsTitle: { id: 'meta.myAppointmentsTitle', defaultMessage: 'My Appointments' },
  myAppointmentsDescription: {
    id: 'meta.myAppointmentsDescription',
    defaultMessage: 'Your sessions, payments and cancellation requests.',
  },
  reviewTitle: { id: 'meta.reviewTitle', defaultMessage: 'Review your appointment' },
  reviewDescription: {
    id: 'meta.reviewDescription',
    defaultMessage: 'Review and pay for your session.',
  },
  verifyTitle: { id: 'meta.verifyTitle', defaultMessage: 'Confirming your payment' },
  verifyDescription: { id: 'meta.verifyDescription', defaultMessage: 'Confirming your payment.' },
  joinTitle: { id: 'meta.joinTitle', defaultMessage: 'Join as Therapist' },
  joinDescription: {
    id: 'meta.joinDescription',
    defaultMessage:
      'Apply to list your practice on {site}. Clients across India find, book and pay for sessions online; your profile goes live after approval.',
  },
  dashboardTitle: { id: 'meta.dashboardTitle', defaultMessage: 'Therapist dashboard' },
  dashboardDescription: {
    id: 'meta.dashboardDescription',
    defaultMessage: 'Your sessions, hours and bookings.',
  },
  adminTitle: { id: 'meta.adminTitle', defaultMessage: 'Admin' },
  adminDescription: { id: 'meta.adminDescription', defaultMessage: 'The admin console.' },
  bookingTitle: { id: 'meta.bookingTitle', defaultMessage: 'Book a session with {name}' },
  bookingDescription: {
    id: 'meta.bookingDescription',
    defaultMessage: 'Choose a time and book an online or in-person session with {name}.',
  },
  profileDescription: {
    id: 'meta.profileDescription',
    defaultMessage:
      'Book an online or in-person session with {name}{title, select, none {} other {, {title}}}{city, select, none {} other { in {city}}}. Languages: {languages}.',
  },
  noscript: {
    id: 'meta.noscript',
    defaultMessage: '{site} needs JavaScript to show therapists and book sessions.',
  },
  notFoundTitle: { id: 'meta.notFoundTitle', defaultMessage: 'Page Not Found' },
  notFoundDescription: {
    id: 'meta.notFoundDescription',
    defaultMessage: 'Sorry, the page you are looking for does not exist.',
  },
});
