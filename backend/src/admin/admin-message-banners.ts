import {
  type AdminMessageBanner,
  type AdminMessageBannerList,
  MESSAGE_BANNER_FIELDS,
  type MessageBannerCreate,
  type MessageBannerEdit,
} from '../../../src/contracts/admin/banners.ts';
import { type AdminTable, booleanJson, changedFields, editStatements, isUniqueViolation } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';

/**
 * The back office's header strip messages (migration 0001; `GET /api/messageBanner` answers the
 * shop the active ones by position). Each write and its audit row are one D1 batch.
 */
const MESSAGES: AdminTable<(typeof MESSAGE_BANNER_FIELDS)[number]> = {
  table: 'message_banners',
  key: 'id',
  entity: 'message_banner',
  json: { active: booleanJson('active') },
};

interface MessageRow {
  id: number;
  text: string;
  position: number;
  active: number;
}

const toAdminMessage = (row: MessageRow): AdminMessageBanner => ({ ...row, active: row.active === 1 });

const selectOne = (db: D1Database, id: number) => db.prepare('SELECT id, text, position, active FROM message_banners WHERE id = ?').bind(id);

function messageOf(result: D1Result | undefined): AdminMessageBanner {
  const row = result?.results[0] as MessageRow | undefined;
  if (!row) throw new Error('message banner missing after its write');
  return toAdminMessage(row);
}

/** Every message, inactive ones too, in the shop's order. */
export async function listMessages(db: D1Database): Promise<AdminMessageBannerList> {
  const { results } = await db.prepare('SELECT id, text, position, active FROM message_banners ORDER BY position, id').all<MessageRow>();
  return { messages: results.map(toAdminMessage) };
}

/**
 * Creates the message under the next id (named by its audit row, so chosen before the batch),
 * last in the strip unless a position is given; a parallel creation that took the id is retried.
 */
export async function createMessage(db: D1Database, message: MessageBannerCreate, actor: string, now: Date): Promise<AdminMessageBanner> {
  for (let attempt = 1; ; attempt++) {
    const next = await db
      .prepare('SELECT coalesce(max(id), 0) + 1 AS id, coalesce(max(position), 0) + 1 AS position FROM message_banners')
      .first<{ id: number; position: number }>();
    const id = next?.id ?? 1;
    const stored = { text: message.text, position: message.position ?? next?.position ?? 1, active: message.active };
    try {
      const [, , created] = await db.batch([
        auditStatement(db, { at: now, actor, action: 'create', entity: MESSAGES.entity, entityId: String(id), before: null, after: stored }),
        db
          .prepare('INSERT INTO message_banners (id, text, position, active) VALUES (?, ?, ?, ?)')
          .bind(id, stored.text, stored.position, stored.active ? 1 : 0),
        selectOne(db, id),
      ]);
      return messageOf(created);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'message_banners.id')) continue;
      throw error;
    }
  }
}

/** Applies the owner's edit and records it in one batch. Null when the message does not exist. */
export async function editMessage(db: D1Database, id: number, edit: MessageBannerEdit, actor: string, now: Date): Promise<AdminMessageBanner | null> {
  const row = await selectOne(db, id).first<MessageRow>();
  if (!row) return null;
  const current = toAdminMessage(row);
  const changed = changedFields(MESSAGE_BANNER_FIELDS, edit, current);
  if (changed.length === 0) return current;
  const [, , updated] = await db.batch([...editStatements(db, MESSAGES, id, edit, changed, { actor, now }), selectOne(db, id)]);
  return messageOf(updated);
}
