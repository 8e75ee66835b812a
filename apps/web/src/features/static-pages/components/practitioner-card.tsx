import { Avatar } from '#components/ui/avatar';
import type { Practitioner } from '../content/about';
import { useT } from '#lib/i18n/i18n-context';

/** One of the two named practitioners on the about page. */
export function PractitionerCard({ practitioner: p }: { practitioner: Practitioner }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:flex-row sm:gap-5">
      <Avatar name={p.name} id={p.name} size={72} className="rounded-full" />
      <div>
        <h3 className="text-lg font-semibold">{p.name}</h3>
        <p className="text-sm font-medium text-primary-700">{t(p.role)}</p>
        <p className="mt-1 text-sm text-slate-600">{t(p.credentials)}</p>
        <p className="mt-3 text-[0.9375rem] text-slate-700">{t(p.text)}</p>
      </div>
    </li>
  );
}
