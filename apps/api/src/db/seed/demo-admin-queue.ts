/**
 * A little work waiting in the admin console on first start: one application to review, one open
 * report, one contact message and one newsletter subscriber. Written by seed.ts with the rest of
 * the demo data; the pending applicant is never listed until an admin approves it.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { contactMessages, newsletterSubscribers, reports, therapists } from '../schema';

export const DEMO_APPLICANT = {
  slug: 'dr-meera-pillai-demo-applicant',
  name: 'Dr. Meera Pillai',
  email: 'meera.pillai@demo.manascare.example',
};

const HOUR_MS = 3_600_000;

export async function insertDemoAdminQueue(
  tx: Tx,
  demo: { clientId: string; reportedSlug: string | undefined; now: Date },
): Promise<void> {
  const ago = (hours: number) => new Date(demo.now.getTime() - hours * HOUR_MS);
  await tx
    .insert(therapists)
    .values({
      slug: DEMO_APPLICANT.slug,
      name: DEMO_APPLICANT.name,
      email: DEMO_APPLICANT.email,
      phone: '9876501234',
      imageUrl: `/api/media/portraits/${DEMO_APPLICANT.slug}.webp`,
      professionalTitle: 'Counselling Psychologist',
      speciality: 'Counselling Psychologist',
      specialities: ['Anxiety', 'Relationships'],
      expertise: ['CBT'],
      languages: ['English', 'Malayalam'],
      sessionModes: ['Online'],
      gender: 'Female',
      feeRupees: 1200,
      degree: 'M.Phil Clinical Psychology',
      experienceYears: 6,
      about: 'I help adults with anxiety and relationship concerns using CBT.',
      city: 'Kochi',
      state: 'Kerala',
      status: 'pending',
      createdAt: ago(5),
      listedAt: ago(5),
    })
    .onConflictDoNothing();
  if (demo.reportedSlug) {
    const [reported] = await tx
      .select({ id: therapists.id, name: therapists.name })
      .from(therapists)
      .where(sql`${therapists.slug} = ${demo.reportedSlug}`);
    if (reported)
      await tx.insert(reports).values({
        accountId: demo.clientId,
        therapistId: reported.id,
        therapistName: reported.name,
        message: 'The session started 20 minutes late and the therapist did not apologise.',
        createdAt: ago(30),
      });
  }
  await tx.insert(contactMessages).values({
    firstName: 'Rohan',
    lastName: 'Desai',
    email: 'rohan.desai@example.com',
    message: 'Do your therapists offer sessions in Marathi? I could not find a filter for it.',
    createdAt: ago(20),
  });
  await tx
    .insert(newsletterSubscribers)
    .values({ email: 'newsletter.reader@example.com', createdAt: ago(48) })
    .onConflictDoNothing();
}
