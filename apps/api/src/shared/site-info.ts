/** What the site says of itself in mails, invites and feeds: its name, address and where to write. */
export interface SiteInfo {
  name: string;
  publicUrl: string;
  supportEmail: string;
  /** The calendar invites' organiser (NO_REPLY_EMAIL); the support address when not given. */
  noReplyEmail?: string;
  /** The number the contact form's acknowledgement gives (SUPPORT_PHONE). */
  supportPhone?: string;
}
