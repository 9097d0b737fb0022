import type { Browser, Page } from 'playwright-core';
import { baseUrl, newContext } from './harness';
import { E2E_ADMIN_TOKEN } from './state';

export type Exported = { id: string; type: string; createdAt: string; values: Record<string, unknown> };

/** A form page, opened with the cookie banner accepted and the scripts settled. */
export async function openForm(browser: Browser, path: string): Promise<Page> {
  const context = await newContext(browser, { consent: true });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** What the staff export holds for a form type. */
export async function exportedSubmissions(type: string): Promise<Exported[]> {
  const response = await fetch(`${baseUrl()}/api/admin/submissions?type=${encodeURIComponent(type)}&format=json`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok) throw new Error(`Staff export answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Exported[];
}

/** A unique address per run, to find this test's submission in the export. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example.nl`;
}
