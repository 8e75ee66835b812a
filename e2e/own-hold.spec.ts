import { expect, test, type APIRequestContext, type Page } from './fixtures';
import {
  freshSlot,
  holdByApi,
  holdRequests,
  newClient,
  showDay,
  signIn,
  type Slot,
  openDaysOf,
} from './booking-helpers';

/** The last open time of the last open day in the booking window: far from where a picker starts. */
function farSlot({ therapist }: Slot): Slot {
  const days = openDaysOf(therapist);
  const day = days.findLast((d) => d.times.length > 0);
  if (!day || day === days.find((d) => d.times.length > 0)) throw new Error('one open day only');
  return { therapist, day, time: day.times.at(-1)! };
}

const chosenDay = (page: Page) =>
  page.getByRole('list', { name: 'Dates' }).locator('button[aria-pressed="true"]');

/** A client who left the checkout of `held` open, on the booking page with their hold held back. */
async function openWithHoldOnItsWay(page: Page, request: APIRequestContext) {
  const client = await newClient(request);
  const held = farSlot(await freshSlot(request, 13));
  await holdByApi(request, client, held);
  await signIn(page, client);
  const release = await holdRequests(page, '**/api/user/slot-hold/**');
  const arrived = page.waitForResponse('**/api/user/slot-hold/**');
  await page.goto(`/booking/${held.therapist.slug}`);
  // The times are there at once, before the client's own hold is known.
  await expect(page.getByTestId('time-slots')).toBeVisible();
  await expect(page.locator('[data-held]')).toHaveCount(0);
  return { held, arrived, release };
}

test('signed in, the times are drawn at once and the picker moves to the own hold once it is known', async ({
  page,
  request,
}) => {
  const { held, arrived, release } = await openWithHoldOnItsWay(page, request);
  release();
  await arrived;
  const chip = page.locator(`[data-testid="time-slots"] [data-time="${held.time}"]`);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toHaveAttribute('data-held', 'true');
  await expect(chosenDay(page)).toHaveAccessibleName(new RegExp(`^${held.day.weekday} `));
});

test('a day chosen while the own hold is on its way stays chosen when it arrives', async ({
  page,
  request,
}) => {
  const { held, arrived, release } = await openWithHoldOnItsWay(page, request);
  const other = (await page.getByRole('list', { name: 'Dates' }).getByRole('button').all())[1]!;
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  release();
  await arrived;
  // The hold is still marked as the client's own on its day; the chosen day is not taken away.
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="time-slots"] [aria-pressed="true"]')).toHaveCount(0);
  await showDay(page, held.day);
  await expect(
    page.locator(`[data-testid="time-slots"] [data-time="${held.time}"]`),
  ).toHaveAttribute('data-held', 'true');
});
