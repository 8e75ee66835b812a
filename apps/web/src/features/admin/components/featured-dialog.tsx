import { useState } from 'react';
import type { AdminTherapist } from '@app/domain/schemas/admin';
import { ConfirmDialog } from './confirm-dialog';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Features a therapist until the end of a chosen day (IST), or ends the featured state. */
export function FeaturedDialog({
  therapist: t,
  onClose,
}: {
  therapist: AdminTherapist;
  onClose: () => void;
}) {
  const [day, setDay] = useState(inDays(30));
  const [confirming, setConfirming] = useState<'feature' | 'unfeature' | null>(null);
  if (confirming) {
    const until = `${day}T23:59:59+05:30`;
    return (
      <ConfirmDialog
        onClose={onClose}
        action={
          confirming === 'feature'
            ? {
                title: `Feature ${t.name}?`,
                effect: `${t.name} can appear in the featured section of the home page until ${day} (IST).`,
                confirmLabel: 'Feature',
                path: `/api/admin/therapists/${t.id}/featured`,
                body: { featured: true, expiresAt: until },
              }
            : {
                title: `Stop featuring ${t.name}?`,
                effect: 'The profile leaves the featured section of the home page.',
                confirmLabel: 'Stop featuring',
                path: `/api/admin/therapists/${t.id}/featured`,
                body: { featured: false, expiresAt: null },
              }
        }
      />
    );
  }
  return (
    <ConfirmDialog
      onClose={onClose}
      action={{
        title: `Featured state of ${t.name}`,
        effect: (
          <div className="space-y-3">
            <p>{t.featured ? 'Currently featured.' : 'Not featured.'}</p>
            <label className="block text-sm font-medium text-slate-800">
              Featured until (IST day)
              <input
                type="date"
                value={day}
                min={inDays(1)}
                onChange={(e) => setDay(e.target.value)}
                className="mt-1 block min-h-11 rounded-control border border-slate-300 px-3"
              />
            </label>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="min-h-11 rounded-control bg-primary-700 px-4 font-semibold text-white"
                onClick={() => setConfirming('feature')}
              >
                Feature until {day}
              </button>
              {t.featured ? (
                <button
                  type="button"
                  className="min-h-11 rounded-control border border-slate-300 px-4 font-semibold"
                  onClick={() => setConfirming('unfeature')}
                >
                  Stop featuring
                </button>
              ) : null}
            </div>
          </div>
        ),
        confirmLabel: 'Close',
        path: '',
      }}
    />
  );
}
