import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { readSlotQuery } from '#components/slot-picker/slot-url';
import { AppointmentReview } from './appointment-review';
import { paths } from '#config/paths';

/** What the profile's booking panel hands to /appointment-review. */
const reviewState = z.object({
  therapistId: z.string().min(1).max(64),
  slug: z.string().min(1).max(120).optional(),
  slotDate: z.string().max(20).optional(),
  slotTime: z.string().max(5).optional(),
  sessionType: z.enum(['online', 'in-person']).optional(),
});

/**
 * /appointment-review: the review from the navigation state, its choice written into the address
 * so the page can be reloaded or shared. Without state: /appointment/{docId}, or the directory.
 */
export function ReviewFromNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parsed = reviewState.safeParse(location.state);
  const state = parsed.success ? parsed.data : null;

  useEffect(() => {
    if (!state || params.get('docId') === state.therapistId) return;
    const search = new URLSearchParams({ docId: state.therapistId });
    if (state.slotDate) search.set('date', state.slotDate);
    if (state.slotTime) search.set('time', state.slotTime);
    if (state.sessionType) search.set('mode', state.sessionType);
    void navigate({ search: `?${search.toString()}` }, { replace: true, state: location.state });
  }, [state, params, navigate, location.state]);

  if (!state) {
    const therapistId = params.get('docId');
    return (
      <Navigate
        to={
          therapistId ? paths.appointment(therapistId, readSlotQuery(params)) : paths.therapists()
        }
        replace
      />
    );
  }
  return (
    <AppointmentReview
      choice={{
        therapistId: state.therapistId,
        slug: state.slug ?? null,
        slotDate: state.slotDate ?? null,
        slotTime: state.slotTime ?? null,
        sessionType: state.sessionType ?? null,
      }}
    />
  );
}

/** /appointment/{docId}?date=&time=&mode=: the same review, from the address alone. */
export function ReviewFromAddress() {
  const { therapistId = '' } = useParams();
  const [params] = useSearchParams();
  const q = readSlotQuery(params);
  return (
    <AppointmentReview
      key={`${therapistId} ${q.date} ${q.time} ${q.mode}`}
      choice={{ therapistId, slug: null, slotDate: q.date, slotTime: q.time, sessionType: q.mode }}
    />
  );
}
