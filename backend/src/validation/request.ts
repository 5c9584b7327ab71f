import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { BadRequestError, InvalidFieldsError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';
import { readBodyWithin } from '../../../src/core/rules/body-size.ts';
import { fieldErrors } from '../../../src/contracts/admin/api.ts';

/** Largest JSON body any endpoint accepts (the biggest, productsCart's 100 ids, is under 2 KB). */
const MAX_BODY_BYTES = 16 * 1024;

/** The first problem zod found: the field's dotted path (`wines.3`, `email`) and zod's issue code. */
interface FieldIssue {
  path: string;
  code: string;
}

/** Chooses the pt-BR message for a refused field; undefined falls back to naming the field. */
export type IssueMessage = (issue: FieldIssue) => string | undefined;

function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; code: string }> }): FieldIssue {
  const issue = error.issues[0];
  return { path: issue?.path.map(String).join('.') ?? '', code: issue?.code ?? 'custom' };
}

function validate<T>(schema: ZodMiniType<T>, input: unknown, code: string, messageFor?: IssueMessage): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = firstIssue(parsed.error);
  const message = messageFor?.(issue) ?? (issue.path ? `Campo inválido: ${issue.path}` : 'Requisição inválida');
  throw new BadRequestError(code, message);
}

/**
 * Reads a JSON body of at most MAX_BODY_BYTES (413 beyond, counted on the bytes actually read, so
 * a missing or lying Content-Length does not help) and validates it: 415 for another media type,
 * 400 for malformed JSON or a body the schema refuses.
 */
export async function readJsonBody<T>(c: Context, schema: ZodMiniType<T>, messageFor?: IssueMessage): Promise<T> {
  return validate(schema, await readJson(c), 'invalid_body', messageFor);
}

/**
 * The same body, refused field by field (the admin API: every failing field with its own
 * message, from the schema's checks): 400 `invalid_body` with `fields`.
 */
export async function readJsonFields<T>(c: Context, schema: ZodMiniType<T>, message: string): Promise<T> {
  const parsed = schema.safeParse(await readJson(c));
  if (parsed.success) return parsed.data;
  const { fields, general } = fieldErrors(parsed.error.issues);
  throw new InvalidFieldsError(Object.keys(fields).length > 0 ? message : (general ?? message), fields);
}

async function readJson(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) throw new UnsupportedMediaTypeError();
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  const text = await readLimitedText(c.req.raw);
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('invalid_json', 'O corpo da requisição não é um JSON válido');
  }
}

async function readLimitedText(request: Request): Promise<string> {
  if (!request.body) return '';
  const bytes = await readBodyWithin(request.body, MAX_BODY_BYTES);
  if (!bytes) throw new PayloadTooLargeError();
  return new TextDecoder().decode(bytes);
}

/** Validates the query string (the last value of a repeated parameter wins). */
export function readQuery<T>(c: Context, schema: ZodMiniType<T>): T {
  return validate(schema, c.req.query(), 'invalid_query');
}

/** Validates one path parameter. */
export function readParam<T>(c: Context, name: string, schema: ZodMiniType<T>, message: string): T {
  return validate(schema, c.req.param(name), 'invalid_parameter', () => message);
}

/** Validates one request header (missing counts as empty). */
export function readHeader<T>(c: Context, name: string, schema: ZodMiniType<T>, message: string): T {
  return validate(schema, c.req.header(name) ?? '', 'invalid_header', () => message);
}

/**
 * A raw body of at most `limit` bytes, counted as it streams (a missing or lying Content-Length
 * does not help), or null when larger.
 */
export async function readRawBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null;
  return request.body ? readBodyWithin(request.body, limit) : new Uint8Array();
}

/**
 * A page's posted form (application/x-www-form-urlencoded or multipart), its text fields trimmed; a
 * body that is not the form it claims to be counts as an empty one, which each page answers as a
 * form missing its fields (never a 5xx).
 */
export async function postedForm(c: Context): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : '']));
  } catch {
    return {};
  }
}
