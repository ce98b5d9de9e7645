import { BACKGROUND_REQUEST_HEADER, CHAT_CALL, SESSION_COOKIE_REQUEST_HEADER, SUPPORT_CALL, type Admin } from '@bo/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/auth/session-store.ts';
import { loadingOverlay } from '../loading-overlay.ts';
import { toast } from '../toast.ts';
import { ApiError } from './api-error.ts';
import { callApi, callPath } from './call.ts';
import { api } from './client.ts';

vi.mock('../toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

const admin: Admin = {
  id: 200,
  name: 'Nadia Staff',
  email: 'admin200@demo.test',
  role: 3,
  permissions: { modules: ['surveys'], main_page: 'surveys' },
  hex_color: '#1c7ed6',
  chat_status: 0,
  is_review_admin: false,
  support_review_status: null,
  is_support_tl: false,
  original_admin: null,
};

function answer(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(admin);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.error).mockClear();
  vi.unstubAllGlobals();
});

describe('api client (spec 03 §7)', () => {
  it('sends JSON and the query, no token (the session is the HttpOnly cookie), and returns the answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: [1] }));
    await expect(api.post('/api/things', { a: 1 }, { query: { page: 2, search: undefined } })).resolves.toEqual({ data: [1] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?page=2');
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get(SESSION_COOKIE_REQUEST_HEADER)).toBe('1');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('passes the AbortSignal through', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    const controller = new AbortController();
    await api.get('/api/me', { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it("on 401 hides loading, logs out and toasts 'Unauthenticated!'", async () => {
    loadingOverlay.show();
    fetchMock.mockResolvedValueOnce(answer(401, { errors: 'Unauthenticated!' }));
    const failure = api.get('/api/surveys');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, handled: true });
    expect(loadingOverlay.isVisible()).toBe(false);
    expect(sessionStore.get()).toEqual({ session: null, signedOutReason: 'expired' });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Unauthenticated!');
  });

  it('ignores a 401 answering a request made in an older session', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const stale = api.get('/api/surveys');
    sessionStore.signIn(admin);
    const newer = sessionStore.key();
    release(answer(401, { errors: 'Unauthenticated!' }));
    await expect(stale).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.key()).toBe(newer);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on 405 with user_information updates the admin and stops quietly', async () => {
    const updated = { ...admin, permissions: { modules: ['surveys', 'users'], main_page: 'surveys' } };
    fetchMock.mockResolvedValueOnce(answer(405, { user_information: updated }));
    const key = sessionStore.key();
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 405, handled: true });
    expect(sessionStore.admin()).toEqual(updated);
    expect(sessionStore.key()).toBe(key);
  });

  it('rejects other failures with the body', async () => {
    const body = { errors: { email: ['The email has already been taken.'] } };
    fetchMock.mockResolvedValueOnce(answer(422, body));
    await expect(api.post('/api/register', {})).rejects.toMatchObject({
      status: 422,
      handled: false,
      response: { status: 422, data: body },
    });
    expect(sessionStore.key()).not.toBeNull();
  });

  it('ends nothing on a 401 of a call outside any session (logout after the session is cleared, login)', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { errors: 'Unauthenticated!' }));
    await expect(api.post('/api/logout', undefined, { session: null })).rejects.toMatchObject({ status: 401, handled: false });
    expect(sessionStore.key()).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('marks a poll as background, so the gateway does not count it as use of the session', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { count: 3 })).mockResolvedValueOnce(answer(200, { count: 3 }));
    await api.get('/api/system-alerts/not-seen-count', { background: true });
    await api.get('/api/system-alerts/not-seen-count');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(BACKGROUND_REQUEST_HEADER)).toBe('1');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has(BACKGROUND_REQUEST_HEADER)).toBe(false);
  });
});

describe('callApi: a catalogue call by its schemas (issue 20)', () => {
  it('fills and encodes the path params, encodes the query, sends the body with the call method', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { message: 'Note added.', data: note }));
    const added = await callApi(SUPPORT_CALL.noteCreate, { params: { userId: 42 }, body: { text: 'hello' } });
    expect(added.data.uuid).toBe(note.uuid);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/support/api/users/42/notes');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"text":"hello"}');

    fetchMock.mockResolvedValueOnce(answer(200, { data: [], pagination: { current_page: 1, last_page: 1, per_page: 5, total: 0 } }));
    await callApi(SUPPORT_CALL.notes, { params: { userId: 7 }, query: { sort: 'desc', page: 1, all: undefined } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/support/api/users/7/notes/list?sort=desc&page=1');
    expect(callPath(CHAT_CALL.userNoteDelete.path, { appId: 3, userId: 'a/b c', noteId: 'n' })).toBe(
      '/chat/api/admin/apps/3/users/a%2Fb%20c/notes/n',
    );
  });

  it("rejects an answer that does not match the call's answer schema", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: 'not a list' }));
    await expect(callApi(SUPPORT_CALL.reviewHistory, { params: { userId: 1 } })).rejects.toThrow();
  });

  it('refuses to build a path with a param missing', () => {
    expect(() => callPath(SUPPORT_CALL.notes.path, {})).toThrow(':userId');
  });
});

const note = {
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  user_id: 42,
  text: 'hello',
  admin: { id: 200, name: 'Nadia Staff', hex_color: '#1c7ed6' },
  created_at: '2026-01-01T00:00:00.000Z',
};
