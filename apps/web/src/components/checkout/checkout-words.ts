import { defineMessages } from '@app/domain/i18n/define';

/**
 * What the checkout itself says, whichever page opened it (namespace common: every page that pays
 * has it loaded).
 */
export const CHECKOUT_WORDS = defineMessages({
  cancelled: { id: 'common.checkout.cancelled', defaultMessage: 'Payment cancelled' },
  slotTaken: {
    id: 'common.checkout.slotTaken',
    defaultMessage: 'Selected slot is no longer available. Please choose another time.',
  },
  gatewayLoadFailed: {
    id: 'common.checkout.gatewayLoadFailed',
    defaultMessage: 'Failed to load payment gateway',
  },
  gatewayNotLoaded: {
    id: 'common.checkout.gatewayNotLoaded',
    defaultMessage: 'Payment gateway not loaded. Please refresh the page.',
  },
  gatewayOpenFailed: {
    id: 'common.checkout.gatewayOpenFailed',
    defaultMessage: 'Failed to open payment gateway',
  },
  verificationFailed: {
    id: 'common.checkout.verificationFailed',
    defaultMessage: 'Payment verification failed. Please contact support.',
  },
});
