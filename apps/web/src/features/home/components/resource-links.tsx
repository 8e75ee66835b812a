import { Link } from 'react-router';
import { ExternalLink } from '#components/ui/external-link';
import { ArrowRightIcon } from '#components/ui/icons';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';
import { defineMessages, type MessageDescriptor } from '@app/domain/i18n/define';
import { displayName } from '@app/domain/i18n/display-names';
import type { Translator } from '@app/domain/i18n/translator';
import { useT } from '#lib/i18n/i18n-context';

const res = (path: string) => `${SITE.resourcesUrl}${path}`;

const M = defineMessages({
  stressText: {
    id: 'home.concerns.stressText',
    defaultMessage: 'Worry, panic, overthinking, feeling on edge.',
  },
  depressionText: {
    id: 'home.concerns.depressionText',
    defaultMessage: 'Low mood, loss of interest, feeling stuck.',
  },
  relationshipsText: {
    id: 'home.concerns.relationshipsText',
    defaultMessage: 'Conflict, trust, communication, breakups.',
  },
  parentingText: {
    id: 'home.concerns.parentingText',
    defaultMessage: 'Behaviour, routines, and your own wellbeing as a parent.',
  },
  familyText: {
    id: 'home.concerns.familyText',
    defaultMessage: 'Tension at home, caregiving, life changes.',
  },
  workplaceText: {
    id: 'home.concerns.workplaceText',
    defaultMessage: 'Burnout, pressure, career decisions.',
  },
  concernsHeading: {
    id: 'home.concerns.heading',
    defaultMessage: 'What would you like help with?',
  },
  concernsLead: {
    id: 'home.concerns.lead',
    defaultMessage: 'Read about common concerns and how therapy can help.',
  },
  otherConcerns: { id: 'home.concerns.other', defaultMessage: 'Explore Other Areas of Concern' },
  anxietyTopic: { id: 'home.assess.anxietyTopic', defaultMessage: 'Anxiety' },
  depressionTopic: { id: 'home.assess.depressionTopic', defaultMessage: 'Depression' },
  relationshipTopic: { id: 'home.assess.relationshipTopic', defaultMessage: 'Relationship' },
  gadText: {
    id: 'home.assess.gadText',
    defaultMessage: 'Seven questions on how often anxiety has bothered you in the last two weeks.',
  },
  phqText: {
    id: 'home.assess.phqText',
    defaultMessage: 'Nine questions often used by doctors as a first check on mood.',
  },
  rasText: {
    id: 'home.assess.rasText',
    defaultMessage: 'How satisfied you feel in your relationship, in seven items.',
  },
  assessHeading: { id: 'home.assess.heading', defaultMessage: 'Check in with yourself' },
  assessLead: {
    id: 'home.assess.lead',
    defaultMessage:
      'Short, private questionnaires used by professionals. They are not a diagnosis, but they can help you decide whether to talk to someone.',
  },
  testName: { id: 'home.assess.testName', defaultMessage: '{name} test' },
  takeTest: { id: 'home.assess.takeTest', defaultMessage: 'Take the {name} test' },
  needTherapy: { id: 'home.blog.needTherapy', defaultMessage: 'How to tell if you need therapy' },
  onlineOrInPerson: {
    id: 'home.blog.onlineOrInPerson',
    defaultMessage: 'Online or in-person therapy: which suits you?',
  },
  grounding: {
    id: 'home.blog.grounding',
    defaultMessage: 'Five grounding exercises for anxious moments',
  },
  gettingStarted: { id: 'home.blog.gettingStarted', defaultMessage: 'Getting started' },
  basics: { id: 'home.blog.basics', defaultMessage: 'Therapy basics' },
  blogHeading: { id: 'home.blog.heading', defaultMessage: 'From our blog' },
  blogLead: { id: 'home.blog.lead', defaultMessage: 'Practical reading from practitioners.' },
  allArticles: { id: 'home.blog.allArticles', defaultMessage: 'View All Articles' },
});

const CONCERNS = [
  { label: 'Stress & Anxiety', slug: 'stress-anxiety', text: M.stressText },
  { label: 'Depression', slug: 'depression', text: M.depressionText },
  { label: 'Relationships', slug: 'relationships', text: M.relationshipsText },
  { label: 'Parenting', slug: 'parenting', text: M.parentingText },
  { label: 'Family Counselling', slug: 'family-counselling', text: M.familyText },
  { label: 'Workplace', slug: 'workplace', text: M.workplaceText },
] as const;

const ASSESSMENTS = [
  { name: 'GAD-7', topic: M.anxietyTopic, slug: 'gad-7', text: M.gadText },
  { name: 'PHQ-9', topic: M.depressionTopic, slug: 'phq-9', text: M.phqText },
  {
    name: '7-item RAS',
    topic: M.relationshipTopic,
    slug: 'relationship-assessment-scale',
    text: M.rasText,
  },
] as const;

const linkText =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4';

/** Concern cards linking to the resources site. */
export function Concerns() {
  const t = useT();
  return (
    <section
      aria-labelledby="concerns-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <h2 id="concerns-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t(M.concernsHeading)}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{t(M.concernsLead)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONCERNS.map((c) => (
          <li key={c.slug}>
            <ExternalLink
              href={res(`/specialties/${c.slug}`)}
              icon={false}
              className="group flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 transition-shadow hover:shadow-raised-hover"
            >
              <span className="text-lg font-semibold text-slate-900 group-hover:text-primary-800">
                {displayName(t, 'concern', c.label)}
              </span>
              <span className="mt-1 text-[0.9375rem] text-slate-600">{t(c.text)}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <Link to={paths.specialties()} className={`${linkText} mt-6`}>
        {t(M.otherConcerns)}
        <ArrowRightIcon width={18} height={18} />
      </Link>
    </section>
  );
}

/** Free self-assessment quizzes on the resources site. */
export function SelfAssessments() {
  const t = useT();
  return (
    <section aria-labelledby="assess-heading" className="bg-slate-50">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <h2 id="assess-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t(M.assessHeading)}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">{t(M.assessLead)}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {ASSESSMENTS.map((a) => (
            <li
              key={a.slug}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-5"
            >
              <span className="text-sm font-semibold text-accent-800">{t(a.topic)}</span>
              <h3 className="mt-1 text-lg font-semibold">{t(M.testName, { name: a.name })}</h3>
              <p className="mt-1 flex-1 text-[0.9375rem] text-slate-600">{t(a.text)}</p>
              <ExternalLink href={res(`/self-assessment/${a.slug}`)} className={`${linkText} mt-3`}>
                {t(M.takeTest, { name: a.name })}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const ARTICLES = [
  { title: M.needTherapy, slug: 'do-i-need-therapy', topic: M.gettingStarted },
  { title: M.onlineOrInPerson, slug: 'online-vs-in-person-therapy', topic: M.basics },
  {
    title: M.grounding,
    slug: 'grounding-exercises-for-anxiety',
    topic: { concern: 'Stress & Anxiety' },
  },
] as const;

/** Article cards from the resources blog. */
export function BlogCards() {
  const t = useT();
  return (
    <section
      aria-labelledby="blog-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="blog-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t(M.blogHeading)}
          </h2>
          <p className="mt-2 text-slate-600">{t(M.blogLead)}</p>
        </div>
        <ExternalLink href={res('/blog')} className={linkText}>
          {t(M.allArticles)}
        </ExternalLink>
      </div>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {ARTICLES.map((a, i) => (
          <li key={a.slug}>
            <ExternalLink
              href={res(`/blog/${a.slug}`)}
              icon={false}
              className="group flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white transition-shadow hover:shadow-raised-hover"
            >
              <ArticleArt index={i} />
              <span className="p-5">
                <span className="text-sm font-medium text-primary-800">{topicOf(a.topic, t)}</span>
                <span className="mt-1 block text-lg leading-snug font-semibold text-slate-900 group-hover:text-primary-800">
                  {t(a.title)}
                </span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A topic is either words of its own or an area of concern by its catalogue name. */
function topicOf(topic: MessageDescriptor | { concern: string }, t: Translator): string {
  return 'concern' in topic ? displayName(t, 'concern', topic.concern) : t(topic);
}

const ART = [
  ['#ccfbf1', '#0f766e', '#fed7aa'],
  ['#ffedd5', '#c2410c', '#99f6e4'],
  ['#e0f2fe', '#0f766e', '#fde68a'],
] as const;

/** A quiet abstract header per card (decorative). */
function ArticleArt({ index }: { index: number }) {
  const [bg, fg, dot] = ART[index % ART.length] ?? ART[0];
  return (
    <svg
      viewBox="0 0 320 120"
      width="320"
      height="120"
      aria-hidden="true"
      focusable="false"
      className="h-28 w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="120" fill={bg} />
      <circle cx={60 + index * 90} cy="90" r="56" fill={fg} opacity="0.18" />
      <circle cx={250 - index * 40} cy="36" r="22" fill={dot} />
      <path d={`M0 ${96 - index * 8}q80-36 160 0t160 0v40H0z`} fill={fg} opacity="0.25" />
    </svg>
  );
}
