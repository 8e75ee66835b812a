import { defineMessages } from '@app/domain/i18n/define';

/**
 * What the dashboard's saves answer, in the caller's language: the same messages the dashboard
 * shows itself (ids shared with the web's words, so the Hindi is written once).
 */
export const DASHBOARD_ANSWERS = defineMessages({
  profileSaved: {
    id: 'dashboard.profile.saved',
    defaultMessage: 'Profile saved. The changes are live.',
  },
  hoursSaved: {
    id: 'dashboard.hours.saved',
    defaultMessage: 'Weekly hours saved. Booked sessions stay as they are.',
  },
});
