/** How a closure request's inbox message begins (the team's person page looks for it). */
export const CLOSURE_REQUEST_LEAD = 'Account closure request:';

/** The inbox message a therapist's or admin's closure request files for the team. */
export function closureRequestMessage(role: string, note: string): string {
  return [`${CLOSURE_REQUEST_LEAD} please close my ${role} account.`, note ? `Note: ${note}` : '']
    .filter(Boolean)
    .join('\n');
}
