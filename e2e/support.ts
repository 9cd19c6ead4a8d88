import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The back office's journeys sign in as this admin, created on start (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'owner@satchel.test', password: 'owner-e2e-password' };

/**
 * No serious or critical accessibility violations on the page as it stands. A toast in its 300 ms
 * fade-out is left out: half-transparent for a moment, it would read as low contrast.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('.toast--leaving').analyze();
  const bad = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;

/**
 * The newest e-mail the server wrote to disk (the embedded default's mail) for this address with
 * this subject, waited for.
 */
export async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  const dir = join(process.env.E2E_DATA_DIR!, 'mail');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(join(dir, file)));
          const to = Array.isArray(mail.to) ? mail.to.map((one) => one.text).join(', ') : mail.to?.text;
          if (to === address && mail.subject === subject) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
