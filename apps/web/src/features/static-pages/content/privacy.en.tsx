import { CrisisNumbers } from '#components/crisis-help/crisis-help';
import { SITE } from '#lib/site';
import type { LegalSection, PolicyText } from '../components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, username, email address and a securely hashed
          password.
        </li>
        <li>
          <strong>Booking details:</strong> the therapist, date and time, session type, your phone
          number and the note you add for the therapist.
        </li>
        <li>
          <strong>Payments:</strong> the amount and the payment provider&apos;s reference. Card
          details go straight to the payment provider; we never see or store them.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the contact form, and your email if you
          join the newsletter.
        </li>
        <li>
          <strong>Technical data:</strong> limited logs (such as IP address) to keep the service
          secure and prevent abuse. We do not log the content of your messages.
        </li>
      </ul>
    ),
  },
  {
    id: 'health-data',
    title: 'Health information is sensitive',
    body: (
      <>
        <p>
          The fact that you are looking for therapy, and anything you tell us about your concerns,
          is sensitive personal data. We collect only what is needed to book and run your sessions,
          use it only for that, and share it only with the therapist you book.
        </p>
        <p>
          Session notes are kept by your therapist under their own professional duty of
          confidentiality; we do not receive them.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>To create your account and sign you in.</li>
        <li>To book, confirm, change and cancel sessions, and to process refunds.</li>
        <li>To answer your questions and send emails you ask for (such as password resets).</li>
        <li>To keep the service safe, including human checks on our forms.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        Your booking details go to the therapist you choose. We use a payment provider, an email
        provider and a human-verification service only to deliver the service. We do not sell your
        data and do not use it for advertising.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Connections are encrypted, passwords are stored only as hashes, sign-in sessions expire and
        are revoked when you log out or reset your password, and only authorised team members can
        see the data they need.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <ul>
        <li>You can see and correct your profile at any time on My Profile.</li>
        <li>
          You can download a copy of your data at any time with Download my data on My Profile, or
          ask us for it or its correction; we answer data requests within 30 days.
        </li>
        <li>
          You can delete your account with Delete my account on My Profile, or ask us to. You are
          signed out at once, and your personal data is erased, normally within 15 days. Records of
          payments and refunds keep only their amounts, payment ids and dates, as the law requires.
        </li>
        <li>You can unsubscribe from the newsletter from any newsletter email.</li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: 'Age',
    body: (
      <p>
        Accounts are for people aged 18 or over. For a minor, a parent or guardian must hold the
        account and make the bookings.
      </p>
    ),
  },
  {
    id: 'emergency',
    title: 'In an emergency',
    body: (
      <p>
        We cannot respond to emergencies. If you or someone else is in danger, call{' '}
        <CrisisNumbers />.
      </p>
    ),
  },
];

export const text: PolicyText = {
  updated: '1 January 2026',
  intro: (
    <p>
      Looking for help with your mental health is personal. This policy explains, in plain words,
      what information {SITE.name} collects, why we need it and how we protect it.
    </p>
  ),
  sections: SECTIONS,
};
