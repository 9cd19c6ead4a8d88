import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpServer } from '../../../test/smtp';
import { FileMailTransport, SmtpMailTransport } from './mail-transport';

/** A short message from the shop. */
const message = (subject: string) => ({
  from: 'shop@satchel.local',
  to: 'shopper@satchel.local',
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

describe('FileMailTransport', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'satchel-mail-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('makes its directory for the first message, and again when it was removed', async () => {
    const dir = join(root, 'mail', 'out');
    const transport = new FileMailTransport(dir);
    try {
      const first = await transport.send(message('First'));
      expect(first).toMatch(/^written to /);
      await transport.send(message('Second'));
      expect(await readdir(dir)).toHaveLength(2);
      await rm(join(root, 'mail'), { recursive: true });
      const third = await transport.send(message('Third'));
      const [file] = await readdir(dir);
      expect(third).toBe(`written to ${join(dir, file)}`);
      expect(await readFile(join(dir, file), 'utf8')).toContain('Subject: Third');
    } finally {
      transport.close();
    }
  });

  it('writes text quoted-printable, even text mostly outside Latin (nodemailer would choose base64)', async () => {
    const transport = new FileMailTransport(root);
    try {
      const greeting = 'नमस्ते आशा, आपका ऑर्डर पैक हो रहा है';
      await transport.send({ ...message('Namaste'), html: `<p>${greeting}</p>`, text: greeting });
      const [file] = await readdir(root);
      const written = await readFile(join(root, file), 'utf8');
      expect(written.match(/^Content-Transfer-Encoding: .*$/gm)).toEqual([
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Transfer-Encoding: quoted-printable',
      ]);
    } finally {
      transport.close();
    }
  });

  it('fails when the directory cannot be made', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, '');
    const transport = new FileMailTransport(join(file, 'mail'));
    try {
      await expect(transport.send(message('Nowhere'))).rejects.toThrow();
    } finally {
      transport.close();
    }
  });
});

describe('SmtpMailTransport', () => {
  it('sends one message after another over the one connection it keeps, and sends again after the server refused one', async () => {
    const smtp = await startSmtpServer();
    const transport = new SmtpMailTransport(smtp.url);
    try {
      for (const subject of ['One', 'Two', 'Three']) await transport.send(message(subject));
      expect(smtp.state.connections).toBe(1);
      smtp.state.refusing = true;
      await expect(transport.send(message('Refused'))).rejects.toThrow(/Mailbox busy/);
      smtp.state.refusing = false;
      await transport.send(message('Four'));
      expect(smtp.received.map((mail) => mail.subject)).toEqual(['One', 'Two', 'Three', 'Four']);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('fails a message whose connection the server closes before greeting, and one sent after close', async () => {
    let connections = 0;
    const closing = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
    const { port } = closing.address() as AddressInfo;
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`);
    try {
      await expect(transport.send(message('Cut off'))).rejects.toThrow();
      // Not queued again on new connections.
      expect(connections).toBe(1);
    } finally {
      transport.close();
      await new Promise((resolve) => closing.close(resolve));
    }
    await expect(transport.send(message('Too late'))).rejects.toThrow('The SMTP transport is closed');
  });

  it('gives up on a server that accepts the connection and never greets, within its timeouts', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`, { connectMs: 300, idleMs: 1_000 });
    try {
      const started = Date.now();
      await expect(transport.send(message('Unheard'))).rejects.toThrow(/Greeting never received/);
      // nodemailer's own greeting timeout is 30 s.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      transport.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
