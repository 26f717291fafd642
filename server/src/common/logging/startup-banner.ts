import path from 'node:path';

export interface BannerFacts {
  host: string | undefined;
  port: number;
  embeddedDatabase: boolean;
  databaseUrl: string;
  dataDir: string;
  adminEmail: string;
  /** Only on a first start without ADMIN_PASSWORD. */
  generatedPassword?: string;
}

/** A connection URL without its password. */
export function maskDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql://…';
  }
}

function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((line) => `| ${line.padEnd(width)} |`), edge].join('\n');
}

/**
 * The few lines a person starting the server needs: where it is, which
 * database it uses, and on a first start the generated superadmin password,
 * framed so nobody misses it among the log lines.
 */
export function startupBanner(facts: BannerFacts): { text: string; url: string; database: string } {
  const allInterfaces = facts.host === undefined || facts.host === '0.0.0.0' || facts.host === '::';
  const shownHost = allInterfaces ? 'localhost' : facts.host!.includes(':') ? `[${facts.host}]` : facts.host!;
  const url = `http://${shownHost}:${facts.port}`;
  const database = facts.embeddedDatabase ? `embedded PostgreSQL in ${path.join(facts.dataDir, 'postgres')}` : maskDatabaseUrl(facts.databaseUrl);
  const lines = [
    '',
    `Admin panel ready at ${url}/login${allInterfaces ? ' (listening on all interfaces)' : ''}`,
    `  GraphQL IDE  ${url}/graphql    REST reference  ${url}/adminapi/docs`,
    `  Database     ${database}`,
    '',
  ];
  if (facts.generatedPassword) {
    lines.push(
      framed([
        'FIRST START: a superadmin was created.',
        '',
        `  Email:     ${facts.adminEmail}`,
        `  Password:  ${facts.generatedPassword}`,
        '',
        'This password is shown only this once. Sign in and keep it safe',
        '(set ADMIN_PASSWORD to choose it yourself on a fresh database).',
      ]),
      '',
    );
  }
  return { text: `${lines.join('\n')}\n`, url, database };
}
