import { Link } from 'react-router';
import { ExternalLink } from '#components/ui/external-link';
import { ArrowRightIcon } from '#components/ui/icons';
import { SITE } from '#lib/site';
import { paths } from '#config/paths';

const res = (path: string) => `${SITE.resourcesUrl}${path}`;

const CONCERNS = [
  {
    label: 'Stress & Anxiety',
    slug: 'stress-anxiety',
    text: 'Worry, panic, overthinking, feeling on edge.',
  },
  { label: 'Depression', slug: 'depression', text: 'Low mood, loss of interest, feeling stuck.' },
  {
    label: 'Relationships',
    slug: 'relationships',
    text: 'Conflict, trust, communication, breakups.',
  },
  {
    label: 'Parenting',
    slug: 'parenting',
    text: 'Behaviour, routines, and your own wellbeing as a parent.',
  },
  {
    label: 'Family Counselling',
    slug: 'family-counselling',
    text: 'Tension at home, caregiving, life changes.',
  },
  { label: 'Workplace', slug: 'workplace', text: 'Burnout, pressure, career decisions.' },
] as const;

const ASSESSMENTS = [
  {
    name: 'GAD-7',
    topic: 'Anxiety',
    slug: 'gad-7',
    text: 'Seven questions on how often anxiety has bothered you in the last two weeks.',
  },
  {
    name: 'PHQ-9',
    topic: 'Depression',
    slug: 'phq-9',
    text: 'Nine questions often used by doctors as a first check on mood.',
  },
  {
    name: '7-item RAS',
    topic: 'Relationship',
    slug: 'relationship-assessment-scale',
    text: 'How satisfied you feel in your relationship, in seven items.',
  },
] as const;

const linkText =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:text-primary-900 hover:underline underline-offset-4';

/** Concern cards linking to the resources site. */
export function Concerns() {
  return (
    <section
      aria-labelledby="concerns-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <h2 id="concerns-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
        What would you like help with?
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Read about common concerns and how therapy can help.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONCERNS.map((c) => (
          <li key={c.slug}>
            <ExternalLink
              href={res(`/specialties/${c.slug}`)}
              icon={false}
              className="group flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 transition-shadow hover:shadow-raised-hover"
            >
              <span className="text-lg font-semibold text-slate-900 group-hover:text-primary-800">
                {c.label}
              </span>
              <span className="mt-1 text-[0.9375rem] text-slate-600">{c.text}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <Link to={paths.specialties()} className={`${linkText} mt-6`}>
        Explore Other Areas of Concern
        <ArrowRightIcon width={18} height={18} />
      </Link>
    </section>
  );
}

/** Free self-assessment quizzes on the resources site. */
export function SelfAssessments() {
  return (
    <section aria-labelledby="assess-heading" className="bg-slate-50">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <h2 id="assess-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Check in with yourself
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600">
          Short, private questionnaires used by professionals. They are not a diagnosis, but they
          can help you decide whether to talk to someone.
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {ASSESSMENTS.map((a) => (
            <li
              key={a.slug}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-5"
            >
              <span className="text-sm font-semibold text-accent-800">{a.topic}</span>
              <h3 className="mt-1 text-lg font-semibold">{a.name} test</h3>
              <p className="mt-1 flex-1 text-[0.9375rem] text-slate-600">{a.text}</p>
              <ExternalLink href={res(`/self-assessment/${a.slug}`)} className={`${linkText} mt-3`}>
                Take the {a.name} test
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const ARTICLES = [
  { title: 'How to tell if you need therapy', slug: 'do-i-need-therapy', topic: 'Getting started' },
  {
    title: 'Online or in-person therapy: which suits you?',
    slug: 'online-vs-in-person-therapy',
    topic: 'Therapy basics',
  },
  {
    title: 'Five grounding exercises for anxious moments',
    slug: 'grounding-exercises-for-anxiety',
    topic: 'Stress & Anxiety',
  },
] as const;

/** Article cards from the resources blog. */
export function BlogCards() {
  return (
    <section
      aria-labelledby="blog-heading"
      className="mx-auto w-full max-w-content px-4 py-14 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="blog-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            From our blog
          </h2>
          <p className="mt-2 text-slate-600">Practical reading from practitioners.</p>
        </div>
        <ExternalLink href={res('/blog')} className={linkText}>
          View All Articles
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
                <span className="text-sm font-medium text-primary-800">{a.topic}</span>
                <span className="mt-1 block text-lg leading-snug font-semibold text-slate-900 group-hover:text-primary-800">
                  {a.title}
                </span>
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
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
