import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yIssues } from './a11y';
import { bookByApi, freshSlot, newClient, signIn } from './booking-helpers';

test.describe('tax invoices', () => {
  test('a client downloads the invoice of a paid booking from My Appointments', async ({
    page,
    request,
  }) => {
    const client = await newClient(request);
    const slot = await freshSlot(request, 18);
    const appointmentId = await bookByApi(request, client, slot);
    const list = await request.get('/api/user/invoices', { headers: { token: client.token } });
    const [invoice] = ((await list.json()) as { invoices: { number: string; id: string }[] })
      .invoices;
    expect(invoice).toBeDefined();

    await signIn(page, client);
    await page.goto('/my-appointments');
    const card = page.locator(`[data-appointment-id="${appointmentId}"]`);
    const button = card.getByRole('button', { name: `Download invoice ${invoice!.number}` });
    await expect(button).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${invoice!.number.replaceAll('/', '-')}.pdf`);
    const pdf = await readFile((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The saved file is the invoice the API serves for this payment (font subsets get fresh
    // random tags on each drawing, so the bytes differ but not the length).
    const served = await request.get(`/api/user/invoices/${invoice!.id}.pdf`, {
      headers: { token: client.token },
    });
    expect(pdf.length).toBe((await served.body()).length);
  });
});
