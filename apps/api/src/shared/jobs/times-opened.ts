import { randomUUID } from 'node:crypto';
import { TIMES_OPENED, timesOpenedKey, type TimesOpenedEvent } from '@app/domain/times-opened';
import type { Db, Tx } from '../../db/client';
import { enqueueJob } from './job-queue';

/**
 * Writes the `therapist.times-opened` event inside the change's own transaction: it is acted on
 * exactly when the change commits. `changeKey` names the change (an appointment and its moment)
 * so a retried change writes it once; without one, each call is its own change.
 */
export function announceTimesOpened(
  tx: Db | Tx,
  event: TimesOpenedEvent,
  changeKey: string = randomUUID(),
) {
  return enqueueJob(tx, {
    type: TIMES_OPENED,
    payload: event as unknown as Record<string, unknown>,
    dedupeKey: timesOpenedKey(event, changeKey),
  });
}
