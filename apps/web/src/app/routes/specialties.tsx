import { Link } from 'react-router';
import { CONCERN_CATEGORIES, SPECIALITY_TAGS } from '@app/domain/catalogues';
import { PageHead } from '../../components/seo/page-head';

const chip =
  'inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-[0.9375rem] text-slate-800 transition-colors hover:border-primary-700 hover:text-primary-800';

const href = (value: string) => `/therapists?speciality=${encodeURIComponent(value)}`;

function TagList({
  id,
  title,
  text,
  items,
}: {
  id: string;
  title: string;
  text: string;
  items: readonly string[];
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <ul className="mt-5 flex flex-wrap gap-2.5">
        {items.map((item) => (
          <li key={item}>
            <Link to={href(item)} className={chip}>
              {item}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /specialties: every concern category and speciality tag, each opening the filtered listing. */
export function SpecialtiesRoute() {
  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
      <PageHead
        title="Specialties and Areas of Concern"
        description="Browse therapists in India by area of concern and by speciality: anxiety, depression, relationships, trauma, CBT, couples therapy and more."
        canonicalPath="/specialties"
      />
      <div className="mx-auto max-w-content">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Specialties</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Choose what you would like help with to see therapists who work with it.
        </p>
        <TagList
          id="concerns"
          title="Areas of concern"
          text={`${CONCERN_CATEGORIES.length} areas people most often come to therapy for.`}
          items={CONCERN_CATEGORIES}
        />
        <TagList
          id="specialities"
          title="Specialities and services"
          text={`${SPECIALITY_TAGS.length} approaches, client groups and services our therapists list.`}
          items={SPECIALITY_TAGS}
        />
      </div>
    </div>
  );
}
