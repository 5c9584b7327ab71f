import { DurableObject } from 'cloudflare:workers';

/**
 * One Idempotency-Key (draft-ietf-httpapi-idempotency-key-header; UCP cart-rest.md "Specific
 * Header Requirements"): the request it was first sent with, and, once answered, the answer,
 * kept 24 h. One object per key, so two requests with the same key reach the same object, one
 * after the other: a Durable Object delivers no other call while this one reads and writes its
 * storage, so a key is never taken twice.
 */

/** An answer as it is replayed: status, type and body (the JSON agents get). */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type KeyClaim =
  | { state: 'first' }
  | { state: 'replay'; answer: StoredAnswer }
  /** The key came with another request (another method, path or body). */
  | { state: 'conflict' }
  /** The first request with this key is still being answered. */
  | { state: 'in_flight' };

type Entry = { fingerprint: string; claimedAt: number } & ({ answer: StoredAnswer } | { answer?: undefined });

const ENTRY = 'entry';

const IDEMPOTENCY = {
  /** draft-ietf-httpapi-idempotency-key-header and UCP: a key and its answer are kept at least 24 h. */
  keepMs: 24 * 60 * 60 * 1000,
  /**
   * A first request that never reported its answer (its isolate ended) stops holding the key after
   * this; no agent call takes near it (the commerce calls time out well before).
   */
  inFlightMs: 60 * 1000,
} as const;

export class IdempotencyKeys extends DurableObject<Env> {
  /** Takes the key for a request (its fingerprint), or says what the key already holds. */
  async claim(fingerprint: string, now: number): Promise<KeyClaim> {
    const entry = await this.ctx.storage.get<Entry>(ENTRY);
    const stale = entry && !entry.answer && now - entry.claimedAt > IDEMPOTENCY.inFlightMs;
    if (!entry || stale) {
      await this.ctx.storage.put<Entry>(ENTRY, { fingerprint, claimedAt: now });
      await this.ctx.storage.setAlarm(now + IDEMPOTENCY.keepMs);
      return { state: 'first' };
    }
    if (entry.fingerprint !== fingerprint) return { state: 'conflict' };
    return entry.answer ? { state: 'replay', answer: entry.answer } : { state: 'in_flight' };
  }

  /** Keeps the first request's answer for the replays; `null` lets the key go (the request failed on our side: a retry should run). */
  async settle(fingerprint: string, answer: StoredAnswer | null): Promise<void> {
    const entry = await this.ctx.storage.get<Entry>(ENTRY);
    if (entry?.fingerprint !== fingerprint || entry.answer) return;
    if (answer) await this.ctx.storage.put<Entry>(ENTRY, { ...entry, answer });
    else await this.ctx.storage.deleteAll();
  }

  /** 24 h after the key was first used: forgotten. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
