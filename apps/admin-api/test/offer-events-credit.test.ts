import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_EVENT_MESSAGES as M, ZOfferEventCreditAnswer, ZOfferEventHideAnswer } from '@bo/contract';
import { auditRows, buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
let userId: number;
let offerId: number;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
  const { rows } = await stack.db.query<{ id: string }>('SELECT id FROM admin.users WHERE status = 1 AND id > 200 ORDER BY id LIMIT 1');
  userId = Number(rows[0]!.id);
  const offer = await stack.db.query<{ id: number }>('SELECT id FROM admin.offers ORDER BY id LIMIT 1');
  offerId = offer.rows[0]!.id;
});
afterAll(async () => {
  await stack?.close();
});

const DAY = 86_400_000;
interface EventState {
  status: number;
  credit_status: number;
  credit_date: Date | null;
  is_hidden?: boolean;
  disqualification?: [number, string];
}

/** An offer event of the test user in the given credit state. */
async function eventIn(state: EventState): Promise<number> {
  const { rows } = await stack.db.query<{ id: string }>(
    `INSERT INTO admin.offer_events (offer_id, user_id, event_id, status, credit_status, credit_date, is_hidden, disqualification_flag, disqualification_reason)
     VALUES ($1, $2, 'evt_credit_test_' || gen_random_uuid(), $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      offerId,
      userId,
      state.status,
      state.credit_status,
      state.credit_date,
      state.is_hidden ?? false,
      state.disqualification?.[0] ?? null,
      state.disqualification?.[1] ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

async function eventRow(id: number) {
  const { rows } = await stack.db.query(
    'SELECT status, credit_status, credit_date, is_hidden, disqualification_flag, disqualification_reason FROM admin.offer_events WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

const future = () => new Date(Date.now() + 3 * DAY);
const past = () => new Date(Date.now() - DAY);

async function expectRefused(id: number, action: 'credit-now' | 'hide', errors: string) {
  const before = await eventRow(id);
  const auditBefore = (await auditRows(stack.db, userId, `offer_event_${action === 'hide' ? 'hide' : 'credit_now'}`)).length;
  const res = await stack.direct('POST', `/api/offer-events/${id}/${action}`);
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ errors });
  expect(await eventRow(id)).toEqual(before);
  expect((await auditRows(stack.db, userId, `offer_event_${action === 'hide' ? 'hide' : 'credit_now'}`)).length).toBe(auditBefore);
}

describe('POST /api/offer-events/:id/credit-now', () => {
  it('credits a pending event: credited, status 1, unhidden, disqualification cleared, answers credit_date, audited', async () => {
    const id = await eventIn({ status: 0, credit_status: 0, credit_date: future() });
    const res = await stack.direct('POST', `/api/offer-events/${id}/credit-now`, undefined, 15);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = ZOfferEventCreditAnswer.parse(res.body);
    expect(Math.abs(new Date(answer.credit_date).getTime() - Date.now())).toBeLessThan(60_000);
    expect(answer.data).toMatchObject({
      id,
      credit_status: 1,
      status: 1,
      is_hidden: false,
      disqualification_flag: null,
      disqualification_reason: null,
    });
    const audit = await auditRows(stack.db, userId, 'offer_event_credit_now');
    expect(audit.at(-1)).toMatchObject({ admin_id: 15, before: { id, credit_status: 0 }, after: { id, credit_status: 1 } });
  });

  it('credits a hidden event (unhides it, clears the hidden-by-admin flag) and a rejected one', async () => {
    const hidden = await eventIn({
      status: 0,
      credit_status: 0,
      credit_date: future(),
      is_hidden: true,
      disqualification: [7, M.hiddenReason],
    });
    const res = await stack.direct('POST', `/api/offer-events/${hidden}/credit-now`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await eventRow(hidden)).toMatchObject({
      credit_status: 1,
      status: 1,
      is_hidden: false,
      disqualification_flag: null,
      disqualification_reason: null,
    });
    const rejected = await eventIn({ status: 2, credit_status: 0, credit_date: null });
    expect((await stack.direct('POST', `/api/offer-events/${rejected}/credit-now`)).status).toBe(200);
  });

  it('refuses an event already credited or already due for credit with 409, changing nothing', async () => {
    await expectRefused(await eventIn({ status: 1, credit_status: 1, credit_date: past() }), 'credit-now', M.alreadyCredited);
    await expectRefused(await eventIn({ status: 0, credit_status: 0, credit_date: past() }), 'credit-now', M.alreadyDue);
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await stack.direct('POST', '/api/offer-events/999999999/credit-now');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: M.notFound(999_999_999) });
  });
});

describe('POST /api/offer-events/:id/hide', () => {
  it("hides a pending event with flag 7 and 'Hidden by admin', audited", async () => {
    const id = await eventIn({ status: 1, credit_status: 0, credit_date: future() });
    const res = await stack.direct('POST', `/api/offer-events/${id}/hide`, undefined, 50);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZOfferEventHideAnswer.parse(res.body).data).toMatchObject({
      id,
      credit_status: 0,
      is_hidden: true,
      disqualification_flag: 7,
      disqualification_reason: 'Hidden by admin',
    });
    expect(await eventRow(id)).toMatchObject({ is_hidden: true, disqualification_flag: 7, disqualification_reason: 'Hidden by admin' });
    expect((await auditRows(stack.db, userId, 'offer_event_hide')).at(-1)).toMatchObject({ admin_id: 50, after: { id, is_hidden: true } });
  });

  it('refuses a credited, an already hidden and a due event with 409, changing nothing', async () => {
    await expectRefused(await eventIn({ status: 1, credit_status: 1, credit_date: past() }), 'hide', M.alreadyCredited);
    await expectRefused(await eventIn({ status: 0, credit_status: 0, credit_date: future(), is_hidden: true }), 'hide', M.alreadyHidden);
    await expectRefused(await eventIn({ status: 0, credit_status: 0, credit_date: past() }), 'hide', M.alreadyDue);
  });
});

describe('offer-event credit through the gateway (offer_event_credit: 1, 5, 15, 26, 50)', () => {
  it('lets admin 26 credit now and hide', async () => {
    const credit = await eventIn({ status: 0, credit_status: 0, credit_date: future() });
    expect((await stack.viaGateway(26, 'POST', `/api/offer-events/${credit}/credit-now`)).status).toBe(200);
    const hide = await eventIn({ status: 0, credit_status: 0, credit_date: future() });
    expect((await stack.viaGateway(26, 'POST', `/api/offer-events/${hide}/hide`)).status).toBe(200);
    expect(await eventRow(hide)).toMatchObject({ is_hidden: true });
  });

  it('refuses admins 11, 32 (user credit only) and staff 200 with 403, changing nothing', async () => {
    const id = await eventIn({ status: 0, credit_status: 0, credit_date: future() });
    const before = await eventRow(id);
    for (const admin of [11, 32, 200]) {
      for (const action of ['credit-now', 'hide']) {
        const res = await stack.viaGateway(admin, 'POST', `/api/offer-events/${id}/${action}`);
        expect(res.status, `admin ${admin} ${action}`).toBe(403);
        expect(res.body).toEqual({ errors: 'You do not have the permission: offer_event_credit' });
      }
    }
    expect(await eventRow(id)).toEqual(before);
  });
});
