import sharp from 'sharp';
import { encodeJoinFields, type TherapistJoinInput } from '@app/domain/schemas/therapist-join';
import { DEV_HUMAN_TOKEN } from '../adapters/human-check/dev';
import type { App } from '../app';

/** A complete, valid join payload (text fields). */
export const validJoin = (overrides: Partial<TherapistJoinInput> = {}): TherapistJoinInput => ({
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  password: 'secret-pass',
  phone: '9876543210',
  gender: 'Female',
  professionalTitle: 'Clinical Psychologist',
  degree: 'M.Phil Clinical Psychology, NIMHANS',
  experience: '7',
  fees: '1500',
  about: 'I help adults with anxiety and low mood.',
  specialities: ['Anxiety', 'Depression'],
  languages: ['English', 'Kannada'],
  sessionModes: ['Online', 'In-Person'],
  expertise: ['Stress & Anxiety'],
  location: { city: 'bengaluru' },
  address: { line1: '12 MG Road', line2: 'Ashok Nagar', pincode: '560001' },
  timeSlots: { Mon: ['09:00', '10:00', '11:00'], Thu: ['17:00'] },
  turnstileToken: DEV_HUMAN_TOKEN,
  ...overrides,
});

export type TestFile = { name: string; type: string; data: Buffer };

/** A real JPEG carrying EXIF data (camera make and an orientation). */
export async function jpegWithExif(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a9' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Private Person' } })
    .toBuffer();
}

/** A valid PNG of random pixels, so it does not compress below `bytes`. */
export async function noisyPng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows executable: 'MZ', the DOS stub, then the PE header. */
export const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return b;
})();

/** Sends a join application as the browser does: multipart with the text fields and files. */
export async function postJoin(
  app: App,
  fields: Array<[string, string]>,
  files: { image?: TestFile; documents?: TestFile[] } = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  if (files.image) {
    form.append(
      'image',
      new Blob([files.image.data], { type: files.image.type }),
      files.image.name,
    );
  }
  for (const d of files.documents ?? []) {
    form.append('qualificationDocuments', new Blob([d.data], { type: d.type }), d.name);
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/doctor/join',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

export const joinFields = (overrides: Partial<TherapistJoinInput> = {}) =>
  encodeJoinFields(validJoin(overrides));
