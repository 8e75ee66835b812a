import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_STATES } from '@app/domain/document-review';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
import { therapists } from '../therapists/therapists.schema';

// The therapist applications module's table: the files applicants and therapists upload.

/** The team's review of a document on file (decision 0048); photos go live at once ('accepted'). */
export const uploadReviewState = pgEnum('upload_review_state', DOCUMENT_STATES);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    therapistId: uuid('therapist_id').references(() => therapists.id, { onDelete: 'cascade' }),
    /** 'photo' (public, re-encoded) or 'qualification_document' (private). */
    kind: text('kind').notNull(),
    /** The name the file had on the uploader's machine: shown and used for downloads only. */
    fileName: text('file_name').notNull().default(''),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Qualification documents are private to admins. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    reviewState: uploadReviewState('review_state').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** Why the team asked for the document again (shown to and mailed to the therapist). */
    reviewReason: text('review_reason'),
  },
  (t) => [
    index('uploads_therapist_idx').on(t.therapistId),
    // The review queue: documents in one state, in upload order.
    index('uploads_document_review_idx')
      .on(t.reviewState, t.createdAt)
      .where(sql`${t.kind} = 'qualification_document'`),
  ],
);
