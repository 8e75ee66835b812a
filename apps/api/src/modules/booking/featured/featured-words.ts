import { defineMessages } from '@app/domain/i18n/define';

/** What buying a featured plan answers the therapist, in the caller's language. */
export const FEATURED_WORDS = defineMessages({
  /** The dashboard's own words for it (id shared with the web's). */
  paid: {
    id: 'dashboard.featured.paid',
    defaultMessage: 'Payment successful! Your profile is featured.',
  },
  noProfile: {
    id: 'errors.therapist.noProfile',
    defaultMessage: 'No therapist profile belongs to this account.',
  },
  notApproved: {
    id: 'errors.featured.notApproved',
    defaultMessage:
      'Featured plans can be bought once your profile is approved and live. Your profile is not approved yet.',
  },
  planNotFound: { id: 'errors.featured.planNotFound', defaultMessage: 'Featured plan not found' },
  processing: {
    id: 'errors.featured.processing',
    defaultMessage:
      'Your payment is still being processed. Your featured plan starts as soon as it completes.',
  },
});
