import { showsVerifiedBadge, type DocumentState } from '@app/domain/document-review';
import type { Tx } from '../../db/client';
import type { TherapistRecord, TherapistStanding } from '../therapists/therapists.module';
import { statesOf } from './document-review.queries';

/**
 * Puts the Verified badge in step with the team's verification and the documents on file
 * (decision 0048), inside the transaction that changed either, on a row the caller locked with
 * `standing.lock`. Every write that touches a document or the verification ends here, so the
 * badge is never a separate step that could be forgotten. The badge lives on the therapist row
 * the listing reads: its listing-version trigger (migrations 0003, 0013) drops every cached
 * search page, profile and featured list in the same commit.
 */
export async function keepBadgeInStep(
  standing: Pick<TherapistStanding, 'setVerified'>,
  tx: Tx,
  row: TherapistRecord,
  granted: boolean = row.verificationGranted,
): Promise<{ after: TherapistRecord; states: DocumentState[] }> {
  const states = await statesOf(tx, row.id);
  const verified = showsVerifiedBadge(granted, states);
  if (verified === row.verified && granted === row.verificationGranted)
    return { after: row, states };
  const after = await standing.setVerified(tx, row.id, { verified, granted });
  return { after, states };
}
