import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

/** What global setup hands the browser tests: where the server runs and where it keeps its data. */
export type E2EState = {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** Bearer token of the staff export (GET /api/admin/submissions). */
  adminToken: string;
  /** Where the SMTP peer writes the mails it receives (one JSON file each). */
  mailDir: string;
};

const root = path.resolve(__dirname, '../..');
const checkoutId = crypto.createHash('sha1').update(root).digest('hex').slice(0, 12);

/** One state file per checkout, so two checkouts can run their browser tests at once. */
export const STATE_FILE = path.join(os.tmpdir(), `amn-e2e-${checkoutId}.json`);
