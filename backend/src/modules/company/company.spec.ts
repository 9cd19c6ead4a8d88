import sharp from 'sharp';
import { ADMIN, adminToken, customerToken, image, multipart } from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';
import { SVG_EXTERNAL_REFERENCE } from '../media/svg-rasterizer';

const DETAILS = {
  name: 'Satchel',
  email: 'hello@satchel.in',
  phone: '9876543210',
  address: '14 Linking Road, Bandra West, Mumbai',
  pincode: '400050',
};

describe('company details over HTTP', () => {
  let t: TestApp;
  let admin: string;
  const put = (token = admin) => t.http.put('/api/company-details').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('starts empty, then saves the details with a logo, replacing the old logo file', async () => {
    const empty = await t.http.get('/api/company-details').expect(200);
    expect(empty.body).toEqual({
      name: '',
      email: '',
      phone: '',
      address: '',
      pincode: '',
      gstin: '',
      state: null,
      stateCode: null,
      registrationType: 'REGULAR',
      invoicePrefix: 'INV',
      logoUrl: null,
      logo: null,
    });

    const saved = await multipart(put(), DETAILS, [{ field: 'logo', data: await image(), name: 'logo.png' }]).expect(
      200,
    );
    expect(saved.body).toMatchObject({ ...DETAILS, logoUrl: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    expect((await t.http.get('/api/company-details').expect(200)).body).toEqual(saved.body);

    const renamed = await multipart(put(), { name: 'Satchel & Co' }).expect(200);
    expect(renamed.body).toMatchObject({ ...DETAILS, name: 'Satchel & Co', logoUrl: saved.body.logoUrl });

    const relogo = await multipart(put(), DETAILS, [{ field: 'logo', data: await image({ format: 'jpeg' }) }]).expect(
      200,
    );
    expect(relogo.body.logoUrl).toMatch(/\.jpg$/);
    await t.http.get(saved.body.logoUrl).expect(404);

    // Removed: the details stay, the logo and its file go.
    const removed = await multipart(put(), { ...DETAILS, removeLogo: 'true' }).expect(200);
    expect(removed.body).toMatchObject({ ...DETAILS, logoUrl: null, logo: null });
    await t.http.get(relogo.body.logoUrl).expect(404);
    expect((await t.http.get('/api/company-details').expect(200)).body.logoUrl).toBeNull();
    await multipart(put(), { ...DETAILS, removeLogo: 'maybe' }).expect(400);
  });

  it('draws an SVG logo to a PNG, so its scripts and links never reach a browser', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" onload="alert(1)">
         <script>alert(document.cookie)</script>
         <a xlink:href="javascript:alert(1)"><rect width="120" height="40" fill="#7b3f00"/></a>
       </svg>`,
    );
    const saved = await multipart(put(), DETAILS, [{ field: 'logo', data: svg, name: 'logo.svg' }]).expect(200);
    expect(saved.body.logoUrl).toMatch(/\.png$/);
    const file = await t.http.get(saved.body.logoUrl).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.body.toString('latin1')).not.toMatch(/script|alert|javascript|evil/);
    const { width, height, format } = await sharp(file.body).metadata();
    expect({ width, height, format }).toEqual({ width: 512, height: 171, format: 'png' }); // drawn sharp at 512 px

    // A picture fetched from elsewhere (a tracker, a local file) is refused, not silently dropped.
    const tracker = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="https://evil.example/t.png" width="10" height="10"/></svg>`,
    );
    const refused = await multipart(put(), DETAILS, [{ field: 'logo', data: tracker, name: 'logo.svg' }]).expect(400);
    expect(refused.body.message).toBe(SVG_EXTERNAL_REFERENCE('logo.svg'));
  });

  it('answers each mistake with a clear message, and only admins may edit', async () => {
    const cases: [Record<string, string>, string[] | string][] = [
      [{ ...DETAILS, name: ' ' }, ['Company name is required.']],
      [{ ...DETAILS, phone: '98765432101' }, ['Phone must be at most 10 characters.']],
      [{ ...DETAILS, pincode: '4000501' }, ['Pincode must be at most 6 characters.']],
      [{ ...DETAILS, email: 'not-an-email' }, ['Please enter a valid email address.']],
    ];
    for (const [fields, message] of cases) {
      expect((await multipart(put(), fields).expect(400)).body.message).toEqual(message);
    }
    const notImage = await multipart(put(), DETAILS, [
      { field: 'logo', data: Buffer.from('MZ\x90\x00'), name: 'logo.png' },
    ]);
    expect(notImage.status).toBe(400);
    const twoLogos = await multipart(put(), DETAILS, [
      { field: 'logo', data: await image() },
      { field: 'logo', data: await image() },
    ]).expect(400);
    expect(twoLogos.body.message).toBe('Upload one logo image.');

    await multipart(t.http.put('/api/company-details'), DETAILS).expect(401);
    await multipart(put(await customerToken(t)), DETAILS).expect(403);
  });
});
