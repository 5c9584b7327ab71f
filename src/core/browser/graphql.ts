import { graphqlResponseSchema, requestBody, type GraphqlOperation } from '../../contracts/graphql/operation.ts';
import { readJson, RequestError, send } from './request.ts';

/** The edge's GraphQL proxy: the browser sends only the documents of src/contracts/graphql (DECISIONS 1). */
const GRAPHQL_PATH = '/graphql';

/**
 * Runs one storefront operation through the edge (which adds the store token and the shopper's
 * session token) and answers its parsed `data`. A GraphQL error becomes a RequestError of kind
 * `graphql` carrying `extensions.code` (CKT106, CKT113, SHP101, …) and the other extensions.
 */
export function runOperation<Variables, Data>(operation: GraphqlOperation<Variables, Data>, variables: Variables): Promise<Data> {
  return send(GRAPHQL_PATH, { method: 'POST', body: requestBody(operation, variables) }, async (response) => {
    const json = await readJson(response, GRAPHQL_PATH);
    const parsed = graphqlResponseSchema(operation.data).safeParse(json);
    const first = parsed.success ? parsed.data.errors?.[0] : undefined;
    if (first) {
      const { code, ...details } = first.extensions ?? {};
      throw new RequestError('graphql', `${operation.operationName}: ${first.message}`, response.status, code ?? null, details);
    }
    if (!response.ok) throw new RequestError('http', `${operation.operationName} answered ${response.status}`, response.status);
    if (!parsed.success || !parsed.data.data) throw new RequestError('contract', `${operation.operationName} broke its contract`, response.status);
    return parsed.data.data;
  });
}
