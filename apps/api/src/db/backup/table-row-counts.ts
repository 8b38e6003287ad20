type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the application's schemas (not PostgreSQL's own), as "schema.table". */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string; schema: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  return rows.map((r) => `${r.schema}.${r.name}`);
}

/** Row count of every table, keyed "schema.table". Names are schema-qualified: a dump resets search_path. */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [schema, name] = table.split('.') as [string, string];
    const [row] = await query<{ n: string }>(
      `select count(*)::text as n from ${quote(schema)}.${quote(name)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
