import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { MailCatcher } from './mail-catcher';

describe('the cluster’s SMTP catcher', () => {
  let directory: string;
  let catcher: MailCatcher;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'satchel-catcher-'));
    catcher = await MailCatcher.start(directory);
  });
  afterEach(async () => {
    await catcher.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('keeps each message as a file and lists its headers at GET /messages', async () => {
    const transport = createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'shop@satchel.local',
      to: 'asha@example.com',
      subject: 'Your order #7 is confirmed',
      messageId: '<order-7.confirmation.asha@satchel.local>',
      text: 'Thank you',
    });
    transport.close();

    const listed = await fetch(`http://127.0.0.1:${catcher.httpPort}/messages`).then((r) => r.json());
    expect(listed).toEqual([
      expect.objectContaining({
        id: 1,
        to: 'asha@example.com',
        subject: 'Your order #7 is confirmed',
        messageId: '<order-7.confirmation.asha@satchel.local>',
      }),
    ]);
    expect(await readdir(directory)).toEqual(['000001.eml']);
  });

  it('outlives a sender whose connection is reset between envelope and message (a killed worker)', async () => {
    const socket = connect(catcher.smtpPort, '127.0.0.1');
    socket.on('error', () => undefined);
    let heard = '';
    socket.on('data', (chunk) => (heard += chunk.toString()));
    /** Waits for the server's next complete reply (its last line is "NNN text"). */
    const reply = async () => {
      while (!/^\d{3} .*\r\n/m.test(heard)) await new Promise((resolve) => setTimeout(resolve, 10));
      heard = '';
    };
    await reply(); // greeting
    for (const line of ['EHLO worker', 'MAIL FROM:<shop@satchel.local>', 'RCPT TO:<a@example.com>']) {
      socket.write(`${line}\r\n`);
      await reply();
    }
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const listed = await fetch(`http://127.0.0.1:${catcher.httpPort}/messages`).then((r) => r.json());
    expect(listed).toEqual([]);
  });
});
