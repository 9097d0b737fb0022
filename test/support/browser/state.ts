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
  /**
   * How far the server's clock (TODAY=E2E_TODAY) runs ahead of the real one, fixed when it started:
   * counted again later, it would move by a day once the Dutch date turns during the run.
   */
  clockOffset: number;
};

const root = path.resolve(__dirname, '../../..');
const checkoutId = crypto.createHash('sha1').update(root).digest('hex').slice(0, 12);

/** One state file per checkout, so two checkouts can run their browser tests at once. */
export const STATE_FILE = path.join(os.tmpdir(), `amn-e2e-${checkoutId}.json`);

/**
 * The minimum fill time of the browser tests' server (MIN_FILL_TIME_MS): short, so no test waits
 * out the production 3 s, yet above zero, so the bot check still runs.
 */
export const E2E_MIN_FILL_TIME_MS = 100;

/**
 * The day the browser tests' server works on (TODAY) and their browsers' clocks show: in the 2027
 * round's Doorstroomtoets registration window and before its Proeftoets days, whatever the real date.
 */
export const E2E_TODAY = '2026-10-15';

/** The staff-export token the browser tests' server runs with (ADMIN_TOKEN needs at least 24 characters). */
export const E2E_ADMIN_TOKEN = 'e2e-staff-export-token-0123456789';
