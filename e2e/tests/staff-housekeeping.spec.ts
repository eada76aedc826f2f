import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, guestWithStay, logIn, staffHeaders } from '../support/site';

/** Where the API writes its mail: MAIL_OUTBOX_DIR when the run sets it, else the API's default folder. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? join(__dirname, '..', '..', '.data', 'outbox');
const PASSWORD = 'Haveli#Rooms2026';

/** The token of the latest invitation the API mailed to `email`. */
function invitationToken(email: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  const pattern = /accept-invitation\?token=([\w-]+)/;
  const mail = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as { to: string; text: string })
    .filter((one) => one.to === email && pattern.test(one.text))
    .at(-1);
  return mail ? (pattern.exec(mail.text)?.[1] ?? null) : null;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a housekeeper cleans and inspects an arrival’s dirty room on a phone; the front desk sees it ready', async ({
  page,
  browser,
}) => {
  // A guest arriving today, whose room the last guest left dirty; a new housekeeper it is assigned to.
  const guest = await guestWithStay(page.request, { name: 'Ira Kapoor', password: PASSWORD });
  const headers = await staffHeaders(page);
  const stay = (await (
    await page.request.get(`/api/staff/stays/${guest.reference}`, { headers })
  ).json()) as { rooms: { room: { id: number; room_no: string } }[] };
  const { id: roomId, room_no: roomNo } = stay.rooms[0]!.room;
  const keeper = { name: 'Sunita Devi', email: `rooms-${Date.now()}@haveli.example` };
  const invited = await page.request.post('/api/staff/invitations', {
    headers,
    data: { ...keeper, role: 'housekeeping' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id: keeperId } = (await invited.json()) as { id: number };
  await expect
    .poll(() => invitationToken(keeper.email), { message: `an invitation in ${OUTBOX}` })
    .not.toBeNull();
  const accepted = await page.request.post('/api/auth/accept-invitation', {
    data: { token: invitationToken(keeper.email), password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const prepared = await page.request.put(`/api/staff/housekeeping/rooms/${roomId}`, {
    headers,
    data: { state: 'dirty', housekeeper_id: keeperId },
  });
  expect(prepared.status(), await prepared.text()).toBe(200);

  // The housekeeper signs in on a phone, lands in the back office and opens their rooms.
  await logIn(page, keeper.email, PASSWORD);
  await expect(page).toHaveURL(/\/staff$/);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Housekeeping' })
    .click();
  await expect(page.getByRole('button', { name: 'My rooms' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: `Room ${roomNo}` });
  await expect(card.getByText('Arrival today')).toBeVisible();
  await expect(card.getByText('Dirty', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Mark clean (room ${roomNo})` }).click();
  await card.getByRole('button', { name: `Mark inspected (room ${roomNo})` }).click();
  await expect(card.getByText('Inspected', { exact: true })).toBeVisible();
  await expect(card.getByText(`Set by ${keeper.name}`)).toBeVisible();
  await expectAccessible(page, '/staff/housekeeping', { widths: [390] });

  // The front desk's list of today's arrivals says the room is ready.
  const desk = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await logIn(desk, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(desk.getByTestId('header-name')).not.toHaveText('Guest');
  await desk.goto(
    `/staff/bookings?guest=Ira%20Kapoor&from=${guest.checkIn}&to=${guest.checkIn}&state=expected`,
  );
  const row = desk.getByRole('row', { name: new RegExp(guest.reference) });
  await expect(row.getByText('Ready', { exact: true })).toBeVisible();
});
