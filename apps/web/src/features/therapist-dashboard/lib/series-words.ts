import { defineMessages } from '@app/domain/i18n/define';

/** The dashboard's words for a standing weekly series (namespace dashboard). */
export const SERIES_WORDS = defineMessages({
  badge: { id: 'dashboard.series.badge', defaultMessage: 'Weekly series' },
  acceptAll: {
    id: 'dashboard.series.acceptAll',
    defaultMessage: 'Accept all in this series ({count})',
  },
  accepting: { id: 'dashboard.series.accepting', defaultMessage: 'Accepting…' },
  accepted: {
    id: 'dashboard.series.accepted',
    defaultMessage: '{count, plural, one {# session accepted.} other {# sessions accepted.}}',
  },
});
