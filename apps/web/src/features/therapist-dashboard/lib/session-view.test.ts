import { describe, expect, it } from 'vitest';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { TherapistAppointment } from '@app/domain/schemas/dashboard';
import { groupByTab, sessionView, therapistStatus } from './session-view';

const item = (over: Partial<TherapistAppointment> = {}): TherapistAppointment => ({
  id: 'a1',
  clientName: 'Aarav Mehta',
  sessionType: 'online',
  slotDate: '26_11_2026',
  slotTime: '10:00',
  startsAt: '2026-11-26T04:30:00.000Z',
  message: '',
  payment: true,
  isApproved: false,
  isCompleted: false,
  sessionStatus: null,
  cancelled: false,
  cancelledBy: null,
  cancellationStatus: null,
  cancellationRequestedBy: null,
  feeRupees: 1500,
  refund: null,
  acceptBy: '2026-11-24T04:30:00.000Z',
  access: { videoRoom: null, venue: null },
  createdAt: '2026-11-23T04:30:00.000Z',
  proposal: null,
  seriesId: null,
  ...over,
});

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe('the therapist card', () => {
  it('asks for acceptance before the deadline, in IST', () => {
    const view = sessionView(item(), NOW);
    expect(view.status.label).toBe('Awaiting your acceptance');
    expect(view.actions).toEqual(['accept', 'decline', 'propose-times']);
    expect(view.dateText).toBe('Thu, 26 Nov 2026');
    expect(view.timeText).toBe('10:00 AM IST');
    expect(view.acceptByText).toBe(
      'Accept by 24 Nov, 10:00 AM IST, or the booking is cancelled and the client refunded in full.',
    );
  });

  it('reads in Hindi with hi-IN dates and times, still in IST', () => {
    const view = sessionView(item(), NOW, translatorFor('hi'));
    expect(view.status.label).toBe('आपकी स्वीकृति बाक़ी');
    expect(view.dateText).toBe('गुरु, 26 नव॰ 2026');
    expect(view.timeText).toBe('सुबह 10:00 बजे (भारतीय समय)');
    expect(view.modeText).toBe('ऑनलाइन');
    expect(view.acceptByText).toBe(
      '24 नव॰, सुबह 10:00 बजे (भारतीय समय) तक स्वीकार करें, वरना बुकिंग रद्द हो जाएगी और क्लाइंट को पूरा रिफ़ंड मिलेगा।',
    );
  });

  it('says no acceptance deadline while a proposal of new times is open', () => {
    const proposal = {
      id: 'p1',
      slots: [{ slotDate: '27_11_2026', slotTime: '11:00' }],
      lapsesAt: '2026-11-25T16:30:00.000Z',
      createdAt: '2026-11-23T09:00:00.000Z',
    };
    expect(sessionView(item({ proposal }), NOW).acceptByText).toBeNull();
  });

  it('offers the marks only after their grace periods, and says from when', () => {
    const accepted = item({ isApproved: true, acceptBy: null });
    const at = (minutes: number) => new Date(Date.parse(accepted.startsAt) + minutes * 60_000);
    expect(sessionView(accepted, at(-1)).markFromText).toBeNull();
    const early = sessionView(accepted, at(5));
    expect(early.actions).toEqual([]);
    expect(early.markFromText).toBe(
      'You can mark this session not attended from 10:15 AM IST and completed from 10:45 AM IST.',
    );
    const late = sessionView(accepted, at(15));
    expect(late.actions).toEqual(['not-attended']);
    expect(late.markFromText).toBe('You can mark this session completed from 10:45 AM IST.');
    const done = sessionView(accepted, at(45));
    expect(done.actions).toEqual(['complete', 'not-attended']);
    expect(done.markFromText).toBeNull();
  });

  it('names who cancelled and whose request is pending', () => {
    expect(therapistStatus(item({ cancelled: true, cancelledBy: 'system' })).label).toBe(
      'Not accepted in time',
    );
    expect(
      therapistStatus(
        item({ cancelled: true, cancelledBy: 'therapist', cancellationRequestedBy: 'therapist' }),
      ).label,
    ).toBe('Cancelled at your request');
    expect(therapistStatus(item({ cancelled: true, cancelledBy: 'admin' })).label).toBe(
      'Cancelled by our team',
    );
    // The client said no to the times the therapist proposed: nobody asked to cancel.
    const declined = {
      cancelled: true,
      cancelledBy: 'therapist',
      cancellationStatus: 'approved',
      cancellationRequestedBy: 'therapist',
    } as const;
    expect(therapistStatus(item(declined)).label).toBe('Cancelled at your request');
    expect(therapistStatus(item({ ...declined, proposalDeclined: true })).label).toBe(
      'Client declined your new times',
    );
    expect(
      therapistStatus(
        item({ isApproved: true, cancellationStatus: 'pending', cancellationRequestedBy: 'user' }),
      ).label,
    ).toBe('Client asked to cancel');
  });

  it('sorts upcoming soonest first and the rest latest first', () => {
    const soon = item({ id: 'soon', startsAt: '2026-11-24T04:30:00.000Z' });
    const later = item({ id: 'later' });
    const gone = item({ id: 'gone', cancelled: true });
    const groups = groupByTab([later, gone, soon], NOW);
    expect(groups.upcoming.map((v) => v.item.id)).toEqual(['soon', 'later']);
    expect(groups.cancelled.map((v) => v.item.id)).toEqual(['gone']);
  });
});
