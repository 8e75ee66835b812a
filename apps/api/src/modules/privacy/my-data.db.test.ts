import { describe, expect, it } from 'vitest';
import { myDataResponse } from '@app/domain/schemas/privacy';
import { useTestApp } from '../../test/harness';
import { clientWithData, getMyData } from '../../test/privacy-test-kit';

const ctx = useTestApp();

describe('GET /api/user/my-data', () => {
  it("downloads the caller's account, bookings, money, reports and messages, and nobody else's", async () => {
    const mine = await clientWithData(ctx, 'mine');
    const other = await clientWithData(ctx, 'other');

    const res = await getMyData(ctx, mine.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = myDataResponse.parse(res.json());

    expect(data.account).toMatchObject({ id: mine.account.id, email: mine.account.email });
    expect(data.appointments).toEqual([
      expect.objectContaining({
        id: mine.appointmentId,
        firstName: 'Firstmine',
        email: mine.account.email,
        phone: '9876500000',
        message: 'Notes of mine',
        payment: 'paid',
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        appointmentId: mine.appointmentId,
        providerOrderId: mine.orderId,
        amountPaise: 9900,
        status: 'captured',
      }),
    ]);
    expect(data.refunds).toEqual([]);
    expect(data.reports.map((r) => r.message)).toEqual(['Report by mine']);
    expect(data.likes.map((l) => l.therapistSlug)).toEqual([mine.t.slug]);
    expect(data.contactMessages.map((m) => m.message)).toEqual(['Question from mine']);
    expect(data.newsletter?.email).toBe(mine.account.email);

    const text = res.body;
    for (const foreign of [
      other.account.id,
      other.account.email,
      other.appointmentId,
      other.orderId,
      'Firstother',
      'Report by other',
      'Question from other',
    ])
      expect(text).not.toContain(foreign);
  });

  it('answers 401 without a session', async () => {
    const res = await getMyData(ctx);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});
