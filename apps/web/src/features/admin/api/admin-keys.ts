/** Every admin query key starts here, so one action refreshes every list it may change. */
export const ADMIN_KEY = ['admin'] as const;
