import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { eventually, jobsIdle, type TestApp } from './test-app';

/**
 * The e-mails a test app has written to disk (mail with no SMTP_URL), read as a mailbox: each
 * call gives the messages to one address not given before.
 */
export function mailbox(t: TestApp) {
  const dir = join(t.config.dataDir, 'mail');
  const seen = new Set<string>();

  /** The e-mails to `to` written since the last call, once the jobs have run. */
  async function newMails(to: string): Promise<ParsedMail[]> {
    await jobsIdle(t);
    const found: ParsedMail[] = [];
    for (const file of (await readdir(dir).catch(() => [] as string[])).sort()) {
      if (seen.has(file)) continue;
      const mail = await simpleParser(await readFile(join(dir, file)));
      if (mail.to && !Array.isArray(mail.to) && mail.to.text === to) {
        seen.add(file);
        found.push(mail);
      }
    }
    return found;
  }

  /** Waits for the next e-mails to `to` (at least one). */
  function nextMails(to: string): Promise<ParsedMail[]> {
    return eventually(async () => {
      const found = await newMails(to);
      return found.length ? found : undefined;
    });
  }

  return { newMails, nextMails };
}
