import type { HumanCheck } from './human-check';

/** The token Cloudflare's documented test site keys make the widget return. */
export const DEV_HUMAN_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** Offline stand-in: accepts exactly the dummy token, so forms still need the widget to run. */
export function createDevHumanCheck(): HumanCheck {
  return {
    async verify(token) {
      return token === DEV_HUMAN_TOKEN;
    },
  };
}
