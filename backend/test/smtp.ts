import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free port that keeps what it accepts. It can refuse for a while
 * (`refusing`), or hold its answer to a message (`holding`): the sender then waits on the final
 * reply, and a message whose sender disconnects before that reply is not delivered, as with any
 * SMTP server.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: false, refused: 0, holding: false, held: 0, connections: 0 };
  let release: () => void = () => undefined;
  let released = Promise.resolve();
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then(async (mail) => {
          if (state.holding) {
            state.held++;
            await released;
          }
          if (closed.has(session.id)) return; // the sender is gone: it never heard "accepted"
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
    onClose(session) {
      closed.add(session.id);
    },
  });
  server.on('error', () => undefined); // a sender killed mid-message resets its connection
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** Holds the answer to every message from now until `release()`. */
    hold() {
      state.holding = true;
      released = new Promise((resolve) => (release = resolve));
    },
    release() {
      state.holding = false;
      release();
    },
    /** How many times each Message-ID was delivered. */
    deliveries(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const mail of received) counts.set(mail.messageId ?? '', (counts.get(mail.messageId ?? '') ?? 0) + 1);
      return counts;
    },
    mailsTo(address: string, subject: RegExp = /./) {
      return received.filter(
        (mail) => mail.to && 'text' in mail.to && mail.to.text === address && subject.test(mail.subject ?? ''),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
