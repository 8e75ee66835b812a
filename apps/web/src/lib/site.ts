import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';

/**
 * Site-wide facts shown in the header and footer. Defaults mirror the API's config defaults
 * (apps/api/src/config.ts); VITE_* variables override them at build time.
 */

const env = import.meta.env;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const SITE = {
  name: 'Manas Care',
  tagline: "India's most trusted therapists, all under one roof.",
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@manascare.example',
  supportPhone: env.VITE_SUPPORT_PHONE || '+91 90000 12345',
  postalAddress:
    env.VITE_POSTAL_ADDRESS ||
    '2nd Floor, Sai Towers, Dwaraka Nagar, Visakhapatnam, Andhra Pradesh 530016',
  resourcesUrl: trimSlash(env.VITE_RESOURCES_URL || 'https://resources.manascare.example'),
} as const;

/**
 * Help for someone in crisis: India's national mental-health helpline (Tele-MANAS, free, round the
 * clock, in many languages) and the emergency number. Every page that names them reads them here.
 */
export const CRISIS_LINES = {
  teleManas: ['14416', '1-800-891-4416'],
  emergency: '112',
} as const;

/** `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export type ResourceLink = {
  label: MessageDescriptor;
  href: string;
  description: MessageDescriptor;
};

const RESOURCE_WORDS = defineMessages({
  selfAssessment: { id: 'common.nav.selfAssessment', defaultMessage: 'Self-assessment' },
  selfAssessmentDescription: {
    id: 'common.nav.selfAssessmentDescription',
    defaultMessage: 'Short, private check-ins on how you feel',
  },
  blog: { id: 'common.nav.blog', defaultMessage: 'Blog' },
  blogDescription: {
    id: 'common.nav.blogDescription',
    defaultMessage: 'Articles from practitioners',
  },
  mindfulness: { id: 'common.nav.mindfulness', defaultMessage: 'Mindfulness practices' },
  mindfulnessDescription: {
    id: 'common.nav.mindfulnessDescription',
    defaultMessage: 'Guided exercises you can try today',
  },
});

/**
 * External pages on the resources site (spec §2: self-assessment, blog, mindfulness). Its reading on
 * specialties is reached from the site's own Specialties page, so one name means one page.
 */
export const RESOURCE_LINKS: readonly ResourceLink[] = [
  {
    label: RESOURCE_WORDS.selfAssessment,
    href: `${SITE.resourcesUrl}/self-assessment`,
    description: RESOURCE_WORDS.selfAssessmentDescription,
  },
  {
    label: RESOURCE_WORDS.blog,
    href: `${SITE.resourcesUrl}/blog`,
    description: RESOURCE_WORDS.blogDescription,
  },
  {
    label: RESOURCE_WORDS.mindfulness,
    href: `${SITE.resourcesUrl}/mindfulness-practices`,
    description: RESOURCE_WORDS.mindfulnessDescription,
  },
];

/** The resources site's reading on areas of concern, linked from /specialties. */
export const SPECIALTIES_READING_URL = `${SITE.resourcesUrl}/specialties`;

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube';

/** Social profiles. The handles are placeholders until the real accounts are confirmed. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/manascare' },
  { network: 'x', label: 'X (formerly Twitter)', href: 'https://x.com/manascare' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/manascare' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/manascare' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@manascare' },
];
