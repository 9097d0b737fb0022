import path from 'node:path';

/** Server configuration, read from the environment (DESIGN.md "Server contract"). */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  buildDir: string;
};

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    buildDir: path.resolve(env.BUILD_DIR || 'build'),
  };
}
