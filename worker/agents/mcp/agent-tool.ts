import type { Context } from 'hono';
import { z, type ZodMiniType } from 'zod/mini';
import type { AppEnv } from '../../env.ts';
import { answerOnce } from '../idempotency/key-claims.ts';
import { parseUcpRequest } from '../ucp/ucp-request.ts';

/**
 * An MCP tool of the shop (UCP catalog/mcp.md, cart-mcp.md): its listing as `tools/list` shows it
 * and its call, which reads the arguments with the very schema the listing's `inputSchema` was
 * made from and then runs the REST binding's operation. Built once per isolate: a listing holds
 * nothing of a request, so `tools/list` is answered from memory.
 */
export interface AgentTool {
  /** MCP "Tools": name, title, description, inputSchema, annotations. */
  listing: {
    name: string;
    title: string;
    description: string;
    inputSchema: { type: 'object'; [key: string]: unknown };
    annotations: { readOnlyHint: boolean; idempotentHint: boolean; destructiveHint: false; openWorldHint: false };
  };
  /** 400 `invalid_request` naming the arguments that do not fit, else the operation's UCP body. */
  call: (c: Context<AppEnv>, args: unknown) => Promise<object>;
}

/**
 * mcp.openrpc.json `meta`: the agent's profile (the REST binding's `UCP-Agent` header), accepted
 * and not read, as REST reads no `UCP-Agent` (docs/assistants.md "Negotiation"), so optional here
 * too; and an idempotency key, which the tools that change a cart honour.
 */
const metaSchema = z.looseObject({
  'ucp-agent': z.optional(z.looseObject({ profile: z.string() })),
  'idempotency-key': z.optional(z.string()),
});

const withMeta = z.looseObject({ meta: z.optional(metaSchema) });

/** mcp.openrpc.json `meta["idempotency-key"]`: a tool that changes a cart runs once under it (../idempotency/). */
function idempotencyKeyOf(given: unknown): string | undefined {
  const parsed = withMeta.safeParse(given);
  return parsed.success ? parsed.data.meta?.['idempotency-key'] : undefined;
}

/** Said by every tool: the person buys, on the site, after confirming their own age. */
export const ADULTS_ONLY =
  'Wine is sold to adults (18+) only. No tool buys or places an order: the person finishes on the shop’s site, where they confirm their own age and pay.';

export interface ToolText {
  title: string;
  description: string;
}

/** A tool's arguments: `meta` and the operation's own (`catalog`, `cart`, `id`…). */
export function toolArgs<Shape extends Record<string, ZodMiniType>>(shape: Shape) {
  return z.looseObject({ meta: z.optional(metaSchema), ...shape });
}

/** A tool reading `args` (made by toolArgs); `readOnly` for the catalog's and get_cart's, which change nothing. */
export function defineTool<Args>(
  name: string,
  text: ToolText,
  args: ZodMiniType<Args>,
  readOnly: boolean,
  run: (c: Context<AppEnv>, args: Args) => Promise<object>,
): AgentTool {
  const { $schema: _dialect, ...inputSchema } = z.toJSONSchema(args, { io: 'input' });
  return {
    listing: {
      name,
      ...text,
      inputSchema: { ...inputSchema, type: 'object' },
      // a cart's writes are not idempotent without a key: the same create_cart twice makes two carts
      annotations: { readOnlyHint: readOnly, idempotentHint: readOnly, destructiveHint: false, openWorldHint: false },
    },
    call: async (c, given) => {
      const parsed = parseUcpRequest(args, given);
      const key = readOnly ? undefined : idempotencyKeyOf(given);
      if (key === undefined) return run(c, parsed);
      return answerOnce(c, key, `mcp ${name}`, JSON.stringify(given), () => run(c, parsed));
    },
  };
}
