import { describe, expect, it } from 'vitest';
import { newsletterResponseSchema } from '../../../src/contracts/newsletter.ts';
import { expectClientError, postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

const subscribers = (email: string) => testEnv.DB.prepare('SELECT email, name, token FROM newsletter_subscribers WHERE email = ?').bind(email).all();

describe('POST /api/newsLetter', () => {
  it('stores the subscriber (spec §7 body: email, name, token null)', async () => {
    const response = await postJson('/api/newsLetter', { name: 'Ana Souza', email: 'ana@example.com.br', token: null });
    expect(response.status).toBe(200);
    expect(newsletterResponseSchema.parse(await response.json())).toEqual({ email: 'ana@example.com.br', subscribed: true });
    expect((await subscribers('ana@example.com.br')).results).toEqual([{ email: 'ana@example.com.br', name: 'Ana Souza', token: null }]);
  });

  it('answers a repeated address (any case, spaces) exactly as a new one, and never renames the subscriber', async () => {
    const first = await postJson('/api/newsLetter', { name: 'Bia', email: 'bia@example.com' });
    const again = await postJson('/api/newsLetter', { name: ' Intrusa ', email: '  BIA@Example.com ' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    const rows = (await subscribers('bia@example.com')).results;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Bia' });
  });

  it("requires name and email with the spec's message (spec §5, §8)", async () => {
    for (const body of [{ email: 'c@example.com' }, { name: 'Caio' }, { name: '', email: 'c@example.com' }, { name: 'Caio', email: '   ' }, {}]) {
      const error = await expectClientError(postJson('/api/newsLetter', body), 400);
      expect(error.message).toBe('Nome e Email são obrigatórios!');
    }
  });

  it('checks the e-mail format and field types', async () => {
    for (const email of ['sem-arroba', 'a@b', 'a@@b.com', 'a b@c.com', "x'--", 'a@b.com; DROP TABLE newsletter_subscribers']) {
      const error = await expectClientError(postJson('/api/newsLetter', { name: 'Dani', email }), 400);
      expect(error.message, email).toBe('Email inválido');
    }
    await expectClientError(postJson('/api/newsLetter', { name: 42, email: 'd@example.com' }), 400);
    await expectClientError(postJson('/api/newsLetter', { name: 'x'.repeat(200), email: 'd@example.com' }), 400);
    await expectClientError(postJson('/api/newsLetter', { name: 'Dani', email: 'd@example.com', token: 7 }), 400);
    const { count } = (await testEnv.DB.prepare("SELECT count(*) AS count FROM newsletter_subscribers WHERE name = 'Dani'").first<{ count: number }>())!;
    expect(count).toBe(0);
  });

  it('stores SQL metacharacters as plain text', async () => {
    const email = "o'brien--@example.com";
    expect((await postJson('/api/newsLetter', { name: "Robert'); DROP TABLE newsletter_subscribers;--", email })).status).toBe(200);
    expect((await subscribers(email)).results[0]).toMatchObject({ name: "Robert'); DROP TABLE newsletter_subscribers;--" });
  });

  it('refuses huge and non-JSON bodies', async () => {
    await expectClientError(postJson('/api/newsLetter', JSON.stringify({ name: 'E', email: 'e@example.com', token: 'x'.repeat(20_000) })), 413);
    await expectClientError(postJson('/api/newsLetter', 'name=E', { 'content-type': 'text/plain' }), 415);
    await expectClientError(postJson('/api/newsLetter', '{"name":'), 400);
  });
});
