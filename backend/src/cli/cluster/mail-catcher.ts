import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One message as the catcher received it: the headers a test or an operator looks for. */
export interface CaughtMail {
  id: number;
  messageId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  subject: string | undefined;
  receivedAt: string;
}

/**
 * An SMTP server on loopback that keeps every message (as .eml files in `directory`) and lists
 * them over HTTP (`GET /messages`, JSON): the cluster's stand-in for the compose file's mailpit.
 */
export class MailCatcher {
  private constructor(
    private readonly caught: CaughtMail[],
    private readonly smtp: SMTPServer,
    private readonly http: Server,
    readonly smtpPort: number,
    readonly httpPort: number,
  ) {}

  static async start(directory: string): Promise<MailCatcher> {
    await mkdir(directory, { recursive: true });
    const caught: CaughtMail[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          keep(caught, raw, directory)
            .then(() => callback())
            .catch((error: Error) => callback(error));
        });
      },
    });
    const http = createServer((request, response) => {
      if (request.method === 'GET' && request.url === '/messages') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(caught));
      } else {
        response.writeHead(404).end();
      }
    });
    // A sender killed mid-message resets its connection; smtp-server reports that as an 'error'
    // event, which would otherwise end this process. The message simply never arrived.
    smtp.on('error', () => undefined);
    const smtpPort = await listen(smtp.server, 0);
    const httpPort = await listen(http, 0);
    return new MailCatcher(caught, smtp, http, smtpPort, httpPort);
  }

  messages(): CaughtMail[] {
    return [...this.caught];
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.smtp.close(() => resolve()));
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

/** Keeps a message: its file, and its headers in the list. */
async function keep(caught: CaughtMail[], raw: Buffer, directory: string): Promise<void> {
  const headers = parseHeaders(raw.toString('utf8'));
  const mail: CaughtMail = {
    id: caught.length + 1,
    messageId: headers.get('message-id'),
    from: headers.get('from'),
    to: headers.get('to'),
    subject: headers.get('subject'),
    receivedAt: new Date().toISOString(),
  };
  // Listed first, so that messages arriving together get ids of their own.
  caught.push(mail);
  await writeFile(join(directory, `${String(mail.id).padStart(6, '0')}.eml`), raw);
}

/** The header block of a message, unfolded, by lower-case name (the first of each). */
function parseHeaders(message: string): Map<string, string> {
  const block = message.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function listen(server: Server | import('node:net').Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}
