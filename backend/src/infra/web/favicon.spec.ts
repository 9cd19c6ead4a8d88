import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { WebApps } from './web-apps';

describe('/favicon.ico', () => {
  it('is the shop icon as an ICO file, even where no web app is built', async () => {
    const apps = await WebApps.load(mkdtempSync(join(tmpdir(), 'satchel-no-apps-')));
    const icon = apps.find('/favicon.ico')!;
    expect(icon.contentType).toBe('image/x-icon');
    // Reserved 0, an icon (1), one image; its PNG from byte 22.
    expect([...icon.identity.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(icon.identity.readUInt32LE(18)).toBe(22);
    const png = await sharp(icon.identity.subarray(22)).metadata();
    expect(png).toMatchObject({ format: 'png', width: 32, height: 32 });
  });
});
