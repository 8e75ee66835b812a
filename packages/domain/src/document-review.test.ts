import { describe, expect, it } from 'vitest';
import {
  documentTypeLabel,
  inlineViewer,
  outstandingDocuments,
  showsVerifiedBadge,
} from './document-review';

describe('the Verified badge rule', () => {
  it('shows only while the verification stands and every document on file is accepted', () => {
    expect(showsVerifiedBadge(true, [])).toBe(true);
    expect(showsVerifiedBadge(true, ['accepted', 'accepted'])).toBe(true);
    expect(showsVerifiedBadge(true, ['accepted', 'pending'])).toBe(false);
    expect(showsVerifiedBadge(true, ['rejected'])).toBe(false);
    expect(showsVerifiedBadge(false, ['accepted'])).toBe(false);
    expect(showsVerifiedBadge(false, [])).toBe(false);
  });

  it('counts what keeps it hidden: waiting and asked-again documents', () => {
    expect(outstandingDocuments(['accepted', 'pending', 'rejected', 'pending'])).toBe(3);
    expect(outstandingDocuments(['accepted'])).toBe(0);
  });
});

describe('how a document is shown', () => {
  it('frames PDFs, shows pictures as images and nothing else inline', () => {
    expect(inlineViewer('application/pdf')).toBe('frame');
    expect(inlineViewer('image/png')).toBe('image');
    expect(inlineViewer('image/jpeg')).toBe('image');
    expect(inlineViewer('text/html')).toBeNull();
    expect(inlineViewer('image/svg+xml')).toBeNull();
    expect(documentTypeLabel('application/pdf')).toBe('PDF');
    expect(documentTypeLabel('application/zip')).toBe('File');
  });
});
