/**
 * Attachments drawn when a mail is sent rather than stored with it: an invoice PDF is made from
 * its issued record by the delivery job, so the transaction that issues it (and holds its number
 * series) never waits for a PDF to be drawn. A stored entry names its source and an id.
 */
export interface FileAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}
export interface DrawnAttachment {
  filename: string;
  contentType: string;
  source: { kind: string; id: string };
}
export type StoredAttachment = FileAttachment | DrawnAttachment;

/**
 * Draws one attachment (its file name may be more precise than the stored one, e.g. an invoice's
 * number), or answers null when its record is gone: the mail then goes without it.
 */
export type AttachmentSource = (id: string) => Promise<FileAttachment | null>;

export function createMailAttachmentSources() {
  const sources = new Map<string, AttachmentSource>();
  return {
    register(kind: string, source: AttachmentSource) {
      sources.set(kind, source);
    },
    /** The stored attachments as files; a drawn one whose source is unknown or gone is left out. */
    async resolve(stored: StoredAttachment[]): Promise<FileAttachment[]> {
      const files: FileAttachment[] = [];
      for (const a of stored) {
        if (!('source' in a)) {
          files.push(a);
          continue;
        }
        const drawn = await sources.get(a.source.kind)?.(a.source.id);
        if (drawn) files.push(drawn);
      }
      return files;
    },
  };
}

export type MailAttachmentSources = ReturnType<typeof createMailAttachmentSources>;
