import pg from 'pg';

/**
 * The address of a benchmark's own database on DATABASE_URL's PostgreSQL server, made there the first time, so
 * that a run neither touches the database DATABASE_URL names nor regenerates its data on the next run.
 */
export async function databaseBeside(name: string): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL to a PostgreSQL server');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
