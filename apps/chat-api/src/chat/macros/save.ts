import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from '@bo/server-kit';
import { CHAT_EVENT, CHAT_MESSAGES, type Macro } from '@bo/contract';
import type { ChatDeps } from '../deps.ts';
import { publishChatEvent } from '../publish.ts';
import { loadMacro } from './load.ts';

const UNIQUE_VIOLATION = '23505';
const titleTaken = () => unprocessable({ title: [CHAT_MESSAGES.macroTitleTaken] });

async function assertTitleFree(deps: ChatDeps, title: string, exceptUuid: string | null): Promise<void> {
  const { rows } = await deps.db.query('SELECT 1 FROM chat.macros WHERE lower(title) = lower($1) AND ($2::uuid IS NULL OR uuid <> $2)', [
    title,
    exceptUuid,
  ]);
  if (rows.length > 0) throw titleTaken();
}

/** The unique index decides races the pre-check cannot see. */
async function guardTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw titleTaken();
    throw error;
  }
}

export async function createMacro(deps: ChatDeps, input: { title: string; text: string }, adminId: number): Promise<Macro> {
  await assertTitleFree(deps, input.title, null);
  const uuid = randomUUID();
  await guardTitle(() =>
    deps.db.query('INSERT INTO chat.macros (uuid, title, text, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)', [
      uuid,
      input.title,
      input.text,
      adminId,
    ]),
  );
  const macro = (await loadMacro(deps.db, uuid)) as Macro;
  await publishChatEvent(deps, CHAT_EVENT.macroSaved, { macro, created: true });
  return macro;
}

export async function updateMacro(deps: ChatDeps, uuid: string, input: { title: string; text: string }, adminId: number): Promise<Macro> {
  if (!(await loadMacro(deps.db, uuid))) throw notFound(CHAT_MESSAGES.macroNotFound);
  await assertTitleFree(deps, input.title, uuid);
  await guardTitle(() =>
    deps.db.query('UPDATE chat.macros SET title = $2, text = $3, updated_by = $4, updated_at = now() WHERE uuid = $1', [
      uuid,
      input.title,
      input.text,
      adminId,
    ]),
  );
  const macro = (await loadMacro(deps.db, uuid)) as Macro;
  await publishChatEvent(deps, CHAT_EVENT.macroSaved, { macro, created: false });
  return macro;
}
