import path from 'node:path';

/** What global setup hands the browser tests: where the server runs and where it keeps its data. */
export type E2EState = { baseUrl: string; pid: number; dataDir: string };

export const STATE_FILE = path.resolve(__dirname, '../../node_modules/.cache/amn-e2e-state.json');
