import type { Config } from '../../config';
import { createOutboxProvider } from './outbox-provider';
import type { TextProvider } from './text-provider';
import { createTwilioProvider } from './twilio-provider';

/** Chosen once at start-up from the config. */
export function createTextProvider(config: Config['messaging']): TextProvider {
  return config.provider === 'twilio'
    ? createTwilioProvider({
        accountSid: config.twilio.accountSid,
        authToken: config.twilio.authToken,
        ...(config.twilio.apiUrl ? { apiUrl: config.twilio.apiUrl } : {}),
      })
    : createOutboxProvider(config.twilio.authToken);
}
