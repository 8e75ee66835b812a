import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { accounts } from '../accounts/accounts.schema';
import { therapists } from '../therapists/therapists.schema';

// The therapist applications module's table: the files applicants and therapists upload.

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
  },
  (t) => [index('uploads_therapist_idx').on(t.therapistId)],
);
