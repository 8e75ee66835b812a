import { Avatar } from '#components/ui/avatar';
import type { AppointmentView } from '../lib/appointment-view';

/** Who, when and how: the appointment a dialog is about. */
export function AppointmentSummary({ view }: { view: AppointmentView }) {
  const { item } = view;
  return (
    <div className="mt-4 flex items-center gap-3 rounded-control border border-slate-200 bg-slate-50 p-3">
      <Avatar
        src={item.docData.image}
        name={item.docData.name}
        id={item.docData.name}
        size={44}
        className="rounded-full"
      />
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold text-slate-900">{item.docData.name}</p>
        <p className="text-slate-700">{view.dateText}</p>
        <p className="text-slate-700">
          {view.timeText} · {view.modeText}
        </p>
      </div>
    </div>
  );
}
