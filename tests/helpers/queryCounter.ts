import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Which statements an app sends to its database, as reads and writes (issue 12 item 6: per-request plugins must be
 * cheap; issue 58: a queue's page reads the same few whatever it shows). A statement is counted when its result comes
 * back, once: a subquery built on the counted database passes `transformQuery` too, under a query id of its own whose
 * result never comes, so counting there would count the subqueries as statements.
 */
export class QueryCounter implements KyselyPlugin {
  readonly kinds: ('read' | 'write')[] = [];
  readonly #built = new Map<string, 'read' | 'write'>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    const read = node.kind === 'SelectQueryNode' || (node.kind === 'RawNode' && /^\s*select\b/i.test(node.sqlFragments[0] ?? ''));
    this.#built.set(args.queryId.queryId, read ? 'read' : 'write');
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const built = this.#built.get(args.queryId.queryId);
    this.#built.delete(args.queryId.queryId);
    // A statement written once as text (server/db/fixedStatements.ts) goes to the database compiled, past
    // transformQuery: only its result is seen here, and it wrote when it changed rows (a select changes none).
    this.kinds.push(built ?? ((args.result.numAffectedRows ?? 0n) > 0n ? 'write' : 'read'));
    return args.result;
  }
}
