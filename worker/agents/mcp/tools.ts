import type { AgentTool } from './agent-tool.ts';
import { CART_TOOLS } from './cart-tools.ts';
import { CATALOG_TOOLS } from './catalog-tools.ts';

/** Every tool of the shop's MCP server, by name. */
export const AGENT_TOOLS: ReadonlyMap<string, AgentTool> = new Map([...CATALOG_TOOLS, ...CART_TOOLS].map((tool) => [tool.listing.name, tool]));

/** `tools/list`'s answer, the same for everyone. */
export const AGENT_TOOL_LIST = [...AGENT_TOOLS.values()].map((tool) => tool.listing);
