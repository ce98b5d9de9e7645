import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { apiCalls, FACTOR_MESSAGES, GATEWAY_CALL, STEP_UP_REASON, STEP_UP_WINDOW_MS } from '@bo/contract';
import { bearer, emailOf, PASSWORD, signIn, startTestGateway, type TestGateway } from './helper.ts';

const stepUpNames = (): string[] => apiCalls.filter((c) => c.stepUp).map((c) => c.name);

/** Issue 24 item 5: money, access, switching and personal data need a sign-in or re-authentication within 10 minutes. */
describe('step-up', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({
      admins: [
        { id: 1, role: 1, modules: [] },
        { id: 8, role: 3, modules: ['users', 'user_details'] },
      ],
    });
  });
  afterAll(async () => {
    await gw.close();
  });

  it('classifies the calls in the catalogue: credits, status changes, access edits, switch account, personal data', () => {
    const names = stepUpNames();
    for (const name of [
      'userActions.goodwillCredit',
      'userActions.offerEventCreditNow',
      'userActions.offerEventHide',
      'userActions.status',
      'userActions.statusApprovalApprove',
      'userActions.supplierBan',
      'admins.updateAccess',
      GATEWAY_CALL.switchAccount,
      GATEWAY_CALL.passwordResetLink,
      GATEWAY_CALL.resetFactors,
      'userDetails.personalData',
    ])
      expect(names, name).toContain(name);
    // Reading pages and the re-authentication itself never need it.
    expect(names).not.toContain(GATEWAY_CALL.reauthenticate);
    expect(names).not.toContain(GATEWAY_CALL.me);
    expect(apiCalls.filter((c) => c.stepUp && c.permission === 'public')).toEqual([]);
  });

  it('answers 401 with the reason past 10 minutes, and lets the password or a code renew it', async () => {
    const token = await signIn(gw.app, 8);
    const personal = () => gw.app.inject({ method: 'GET', url: '/api/user/5/personal-data', headers: bearer(token) });
    // A fresh sign-in counts as recent.
    expect((await personal()).statusCode).toBe(200);
    gw.clock.now += STEP_UP_WINDOW_MS + 1000;
    const stale = await personal();
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ errors: FACTOR_MESSAGES.reauthRequired, reason: STEP_UP_REASON });
    expect(gw.records.at(-1)).toMatchObject({ path: '/api/user/5/personal-data', decision: 'deny', reason: 'step-up', admin_id: 8 });
    // The session itself is alive: other calls go on.
    expect((await gw.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);

    const reauth = (payload: Record<string, string>) =>
      gw.app.inject({ method: 'POST', url: '/api/account/reauthenticate', headers: bearer(token), payload });
    const wrong = await reauth({ password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { password: [FACTOR_MESSAGES.reauthOneOf] } });
    const empty = await reauth({});
    expect(empty.statusCode).toBe(400);
    expect((await personal()).statusCode).toBe(401);

    const ok = await reauth({ password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(Date.parse(ok.json().authenticated_at)).toBe(gw.clock.now);
    expect((await personal()).statusCode).toBe(200);

    // With an authenticator: a code renews it; a wrong or reused code does not.
    const started = await gw.app.inject({ method: 'POST', url: '/api/account/totp', headers: bearer(token) });
    const secret = started.json().secret as string;
    const codeNow = () => generate({ secret, epoch: Math.floor(gw.clock.now / 1000) });
    const enrolCode = await codeNow();
    await gw.app.inject({ method: 'POST', url: '/api/account/totp/confirm', headers: bearer(token), payload: { code: enrolCode } });
    gw.clock.now += STEP_UP_WINDOW_MS + 1000;
    expect((await personal()).statusCode).toBe(401);
    expect((await reauth({ code: '000000' })).json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeWrong] } });
    expect((await personal()).statusCode).toBe(401);
    const code = await codeNow();
    expect((await reauth({ code })).statusCode).toBe(200);
    expect((await reauth({ code })).json()).toEqual({ errors: { code: [FACTOR_MESSAGES.codeReused] } });
    expect((await personal()).statusCode).toBe(200);
  });

  it('keeps the time of the sign-in across a switch: switching never renews it', async () => {
    const token = await signIn(gw.app, 1);
    const switched = await gw.app.inject({ method: 'POST', url: '/api/switch-account', headers: bearer(token), payload: { admin_id: 8 } });
    expect(switched.statusCode).toBe(200);
    const asEight = switched.json().token as string;
    gw.clock.now += STEP_UP_WINDOW_MS + 1000;
    const back = await gw.app.inject({ method: 'POST', url: '/api/switch-account/back', headers: bearer(asEight) });
    expect(back.statusCode).toBe(200);
    const again = await gw.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: bearer(back.json().token as string),
      payload: { admin_id: 8 },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().reason).toBe(STEP_UP_REASON);
    const reset = await gw.app.inject({ method: 'DELETE', url: '/api/admins/8/factors', headers: bearer(back.json().token as string) });
    expect(reset.statusCode).toBe(401);
    // A sign-in is recent again.
    const fresh = await gw.app.inject({ method: 'POST', url: '/api/login', payload: { email: emailOf(1), password: PASSWORD } });
    const later = await gw.app.inject({
      method: 'POST',
      url: '/api/switch-account',
      headers: bearer(fresh.json().token as string),
      payload: { admin_id: 8 },
    });
    expect(later.statusCode).toBe(200);
  });
});
