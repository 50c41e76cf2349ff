import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { type Database, queryRows, type TenantScope, type Tx } from '../../src/server/db/client.ts';

/** A node of EXPLAIN's JSON plan, with the figures the plan checks read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface Statement {
  text: string;
  values: unknown[];
}

export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** Rows a scan node looked at: those it returned and those its conditions threw away, in all its loops. */
export function rowsRead(node: PlanNode): number {
  const perLoop = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  return perLoop * (node['Actual Loops'] ?? 1);
}

/** The statement a repository function sends (its last), with its parameters, without running it. */
export async function statementOf(run: (tx: Tx) => Promise<unknown>): Promise<Statement> {
  let sent: Statement | undefined;
  const recorder = drizzle(async (text, values, method) => {
    sent = { text, values };
    // tx.execute answers what the driver returns, which the app's drivers wrap in { rows }.
    return { rows: method === 'execute' ? ({ rows: [] } as unknown as unknown[]) : [] };
  });
  await run(recorder as unknown as Tx);
  if (!sent) throw new Error('no statement was sent');
  return sent;
}

const literalOf = (value: unknown) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`);

/** The statement with its values written in, as a statement planned for its values each call is planned. */
export const withValues = (statement: Statement) =>
  statement.text.replace(/\$(\d+)/g, (_, n: string) => literalOf(statement.values[Number(n) - 1]));

/** The plan PostgreSQL runs `query` with, run: its actual rows, and with `buffers` the pages each node read. */
export async function explain(tx: Tx, query: string, { buffers = false } = {}): Promise<PlanNode> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(tx, sql.raw(`explain (analyze, buffers ${buffers}, format json) ${query}`));
  const document = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return (document as { Plan: PlanNode }[])[0]?.Plan as PlanNode;
}

/** The same run as psql prints it, with the pages each node read. */
export async function explainText(tx: Tx, query: string): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain (analyze, buffers) ${query}`));
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/**
 * Works with the statement prepared as the app's connection prepares it, executed six times, after which PostgreSQL
 * may keep a generic plan; `work` is given the EXECUTE to explain.
 */
export async function withPreparedStatement<T>(tx: Tx, statement: Statement, work: (execute: string) => Promise<T>): Promise<T> {
  const execute = `execute plan_check(${statement.values.map(literalOf).join(', ')})`;
  await tx.execute(sql.raw(`prepare plan_check as ${statement.text}`));
  try {
    for (let run = 0; run < 6; run++) await tx.execute(sql.raw(execute));
    return await work(execute);
  } finally {
    await tx.execute(sql.raw('deallocate plan_check'));
  }
}

/**
 * The plans PostgreSQL runs a statement with as the app's role in its scope: the plan a prepared statement settles on
 * (see withPreparedStatement), and the generic one it would switch to whenever that looks cheaper. A statement
 * planned for its values each time (search) is explained with them.
 */
export async function plansOf(db: Database, scope: TenantScope, statement: Statement): Promise<PlanNode[]> {
  return db.withTenant(scope, async (tx) => {
    if (statement.text.includes('/* plan each call */')) return [await explain(tx, withValues(statement))];
    return withPreparedStatement(tx, statement, async (execute) => {
      const chosen = await explain(tx, execute);
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      return [chosen, await explain(tx, execute)];
    });
  });
}
