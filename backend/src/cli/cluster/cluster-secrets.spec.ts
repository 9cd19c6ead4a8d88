import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, PUBLISHED_SECRETS } from '../../config/app-config';
import { CLUSTER_ADMIN_EMAIL, clusterSecrets } from './cluster-secrets';

describe('npm run cluster’s secrets', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'satchel-cluster-secrets-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('generates a JWT secret and admin password at random, which the app accepts, never a published one', async () => {
    const secrets = await clusterSecrets(directory, {});
    const other = await clusterSecrets(await mkdtemp(join(directory, 'other-')), {});
    expect(secrets.admin.email).toBe(CLUSTER_ADMIN_EMAIL);
    expect(secrets.kept).toEqual(['JWT_SECRET', 'ADMIN_PASSWORD']);
    expect(secrets.jwtSecret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(secrets.admin.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(other.jwtSecret).not.toBe(secrets.jwtSecret);
    expect(other.admin.password).not.toBe(secrets.admin.password);
    expect(PUBLISHED_SECRETS).not.toContain(secrets.admin.password);
    const config = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: secrets.jwtSecret,
      ADMIN_EMAIL: secrets.admin.email,
      ADMIN_PASSWORD: secrets.admin.password,
    });
    expect(config.admin).toEqual(secrets.admin);
  });

  it('keeps them in secrets.env, readable by its owner only, and gives the same ones on the next run', async () => {
    const first = await clusterSecrets(directory, {});
    expect(first.file).toBe(join(directory, 'secrets.env'));
    expect((await stat(first.file)).mode & 0o777).toBe(0o600);
    const text = await readFile(first.file, 'utf8');
    expect(text).toContain(`JWT_SECRET=${first.jwtSecret}\n`);
    expect(text).toContain(`ADMIN_PASSWORD=${first.admin.password}\n`);

    const again = await clusterSecrets(directory, {});
    expect(again).toEqual(first);
    expect(await readFile(first.file, 'utf8')).toBe(text);
  });

  it('takes what the environment sets, and generates and keeps only the rest', async () => {
    const given = await clusterSecrets(directory, {
      JWT_SECRET: 'j'.repeat(48),
      ADMIN_EMAIL: 'owner@shop.in',
      ADMIN_PASSWORD: 'owner-password-1',
    });
    expect(given).toMatchObject({
      jwtSecret: 'j'.repeat(48),
      admin: { email: 'owner@shop.in', password: 'owner-password-1' },
      kept: [],
    });
    await expect(stat(given.file)).rejects.toThrow(/ENOENT/);

    const half = await clusterSecrets(directory, { JWT_SECRET: 'j'.repeat(48), ADMIN_PASSWORD: ' ' });
    expect(half.jwtSecret).toBe('j'.repeat(48));
    expect(half.kept).toEqual(['ADMIN_PASSWORD']);
    const text = await readFile(half.file, 'utf8');
    expect(text).toContain(`ADMIN_PASSWORD=${half.admin.password}\n`);
    expect(text).not.toContain('JWT_SECRET');
  });

  it('reads the JWT secret an earlier cluster kept in jwt-secret, so its tokens stay valid', async () => {
    await writeFile(join(directory, 'jwt-secret'), 'legacy+secret/of-48-bytes-in-base64-xxxxxxxxxxxxxxxx=\n');
    const secrets = await clusterSecrets(directory, {});
    expect(secrets.jwtSecret).toBe('legacy+secret/of-48-bytes-in-base64-xxxxxxxxxxxxxxxx=');
    expect(await readFile(secrets.file, 'utf8')).toContain(`JWT_SECRET=${secrets.jwtSecret}\n`);
  });
});
