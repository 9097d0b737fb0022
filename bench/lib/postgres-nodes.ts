import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';

/** The PostgreSQL server the bench may use: DATABASE_URL_TEST's, else the local one (trust auth). */
export const PG_ADMIN_URL = process.env.DATABASE_URL_TEST
  ? process.env.DATABASE_URL_TEST.replace(/\/[^/]*$/, '/postgres')
  : 'postgres://postgres@127.0.0.1:5432/postgres';

const psql = (sql: string) => spawnSync('psql', [PG_ADMIN_URL, '-qc', sql], { encoding: 'utf8', timeout: 10_000 });

export function postgresReachable(): boolean {
  return psql('select 1').status === 0;
}

/** A database of its own for one bench run, dropped again by `drop`. */
export function benchDatabase(): { url: string; drop(): void } {
  const name = `amn_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  if (psql(`CREATE DATABASE ${name}`).status !== 0) throw new Error(`could not create the database ${name}`);
  return {
    url: PG_ADMIN_URL.replace(/\/postgres$/, `/${name}`),
    drop: () => void psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type Spread = { perSecond: number; p99: number; non2xx: number; errors: number };

/**
 * The same load spread over several nodes at once (each gets its share of the connections):
 * answers per second summed, and the worst p99 of them, as a client behind a balancing proxy sees it.
 */
export async function spreadLoad(optionsPerNode: autocannon.Options[]): Promise<Spread> {
  const results = await Promise.all(optionsPerNode.map((options) => autocannon(options)));
  return {
    perSecond: results.reduce((sum, result) => sum + result['2xx'] / result.duration, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

export const nodeDataDir = (base: string, name: string) => path.join(base, `node-${name}`);
