import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileMailTransport } from './mail-transport';

describe('FileMailTransport', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'satchel-mail-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const message = (subject: string) => ({
    from: 'shop@satchel.local',
    to: 'shopper@satchel.local',
    subject,
    html: `<p>${subject}</p>`,
    text: subject,
  });

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
