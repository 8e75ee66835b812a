/**
 * Every rate limit of the API in one place (decision 0034). Indian mobile carriers put many
 * people behind one shared address (CGNAT), so limits count per account or per target email
 * first; a per-address limit is only a coarse guard far above what a shared address produces,
 * and where a human check fits, an address past its share is asked for one instead of refused.
 */

const FIFTEEN_MINUTES = '15 minutes';
const TEN_MINUTES = '10 minutes';
const HOUR = '1 hour';

export const BUDGETS = {
  login: {
    timeWindow: FIFTEEN_MINUTES,
    /** Per email sent: past it, each try needs the human check (decision 0012). */
    humanCheckPerEmail: 10,
    /** Per address: past it, each try needs the human check. */
    humanCheckPerAddress: 100,
    /** Per address: refused (429) past it, even with the check. */
    perAddress: 1000,
  },
  forgotPassword: {
    timeWindow: FIFTEEN_MINUTES,
    humanCheckPerEmail: 5,
    humanCheckPerAddress: 50,
    perAddress: 500,
  },
  /** Sign-up always carries a passed human check. */
  register: { timeWindow: HOUR, perAddress: 300 },
  /** The link's 256-bit token is what protects these. */
  resetPassword: { timeWindow: FIFTEEN_MINUTES, perAddress: 200 },
  verifyResetToken: { timeWindow: FIFTEEN_MINUTES, perAddress: 300 },
  /** Signed-in calls that create orders, verify payments or cancel: per account and route. */
  payments: { timeWindow: FIFTEEN_MINUTES, perAccount: 30, perAddress: 600 },
  appointmentChanges: { timeWindow: FIFTEEN_MINUTES, perAccount: 30, perAddress: 600 },
  myData: { timeWindow: FIFTEEN_MINUTES, perAccount: 10, perAddress: 300 },
  deleteAccount: { timeWindow: FIFTEEN_MINUTES, perAccount: 5, perAddress: 100 },
  closeAccountRequest: { timeWindow: HOUR, perAccount: 5, perAddress: 100 },
  report: { timeWindow: HOUR, perAccount: 5, perAddress: 300 },
  /** Human-checked on every send; the per-email limit caps the mail one inbox gets. */
  contact: { timeWindow: TEN_MINUTES, perEmail: 5, perAddress: 100 },
  newsletter: { timeWindow: TEN_MINUTES, perEmail: 5, perAddress: 200 },
  /**
   * A private calendar feed, polled by calendar apps every few hours: counted per feed address,
   * with a coarse per-address guard against trying addresses.
   */
  calendarFeed: { timeWindow: HOUR, perFeed: 120, perAddress: 3000 },
  calendarFeedRotation: { timeWindow: HOUR, perAccount: 20, perAddress: 600 },
  /**
   * One-time codes to prove a phone: each sends a text, so they are counted per account and per
   * number (nobody floods one phone from many accounts). Wrong codes lock a code after 5 tries.
   */
  phoneCode: { timeWindow: HOUR, perAccount: 5, perNumber: 5, perAddress: 300 },
  phoneVerify: { timeWindow: FIFTEEN_MINUTES, perAccount: 30, perAddress: 600 },
  notificationPreferences: { timeWindow: FIFTEEN_MINUTES, perAccount: 60, perAddress: 600 },
  /** Delivery receipts and replies from the text provider, signed by it. */
  textProviderWebhook: { timeWindow: '1 minute', perAddress: 3000 },
  /** Human-checked on every send. */
  therapistApplication: { timeWindow: HOUR, perAddress: 100 },
} as const;
