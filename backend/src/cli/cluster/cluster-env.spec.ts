import { readFileSync } from 'node:fs';
import { Server } from 'node:http';
import { join } from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { PUBLISHED_SECRETS } from '../../config/app-config';
import { REPOSITORY_ROOT } from './cluster';
import { CLUSTER_DEFAULTS, CLUSTER_SERVICES, REPLICA_ENV, sharedEnv } from './cluster-env';
import { nginxConfig } from './nginx-config';

const compose = parse(readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  'x-satchel-env': Record<string, string>;
  services: Record<
    string,
    { environment?: Record<string, string>; image?: string; ports?: string[]; deploy?: { replicas?: number } }
  >;
};
const services = {
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/satchel_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  smtpPort: 2525,
  s3Port: 4569,
  publicUrl: 'http://localhost:3000',
  jwtSecret: 'x'.repeat(48),
  admin: { email: 'admin@satchel.local', password: 'a-generated-password' },
};

describe('docker-compose.yml', () => {
  it('is a valid Compose file, by the Compose Specification’s own JSON schema', () => {
    // compose-spec/compose-spec's schema/compose-spec.json (docs/architecture.md says which commit).
    const schema = JSON.parse(readFileSync(join(__dirname, '../../../test/fixtures/compose-spec.json'), 'utf8'));
    // The schema names draft-07 by an https address ajv does not know, and uses "deprecated".
    const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // It can fail: a misspelt key is refused.
    expect(validate({ services: { api: { imagee: 'x' } } })).toBe(false);
  });

  it('pins every image to a release, never a moving tag', () => {
    const images = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/:(v?\d+\.\d+(\.\d+)?|RELEASE\.[\dT:-]+Z)$/);
  });
});

describe('npm run cluster and docker-compose.yml cannot drift', () => {
  it('runs something in place of each compose service, and nothing more', () => {
    expect(Object.keys(CLUSTER_SERVICES).sort()).toEqual(Object.keys(compose.services).sort());
  });

  it('publishes the shop on the same port, with as many replicas', () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports?.length);
    // The shop on nginx's port, and the caught mail's web page (the cluster prints its address).
    expect(published.map(([name]) => name).sort()).toEqual(['mailpit', 'proxy']);
    expect(compose.services.proxy.ports).toEqual([`${CLUSTER_DEFAULTS.port}:80`]);
    expect(compose.services.api.deploy?.replicas).toBe(CLUSTER_DEFAULTS.replicas);
  });

  it('gives every process the same variables as the compose file’s x-satchel-env', () => {
    expect(Object.keys(sharedEnv(services)).sort()).toEqual(Object.keys(compose['x-satchel-env']).sort());
  });

  it('makes compose refuse to start without JWT_SECRET and ADMIN_PASSWORD, never falling back to a published value', () => {
    expect(compose['x-satchel-env'].JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(compose['x-satchel-env'].ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?[^}]+\}$/);
    const text = readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8');
    for (const value of PUBLISHED_SECRETS) expect(text).not.toContain(value);
  });

  it('gives the API replicas what the compose file’s api service adds, with the same values', () => {
    const api = compose.services.api.environment!;
    const added = Object.fromEntries(Object.entries(api).filter(([key]) => !(key in compose['x-satchel-env'])));
    expect(added).toEqual(REPLICA_ENV);
    expect(compose.services.worker.environment).toEqual(compose['x-satchel-env']);
  });

  it('fronts the replicas with deploy/nginx.conf, its server lines and port made local', () => {
    const template = readFileSync(join(REPOSITORY_ROOT, 'deploy/nginx.conf'), 'utf8');
    const config = nginxConfig(template, { port: 3000, upstreams: [4001, 4002], directory: '/tmp/n' });
    expect(config).toContain('listen 127.0.0.1:3000;');
    expect(config).toContain('server 127.0.0.1:4001 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=2s;');
    expect(config).not.toMatch(/server api:3000|resolver /);
    // The compose file's proxying is kept as written.
    for (const line of ['proxy_pass http://satchel_api;', 'proxy_set_header X-Request-Id $request_id;']) {
      expect(config).toContain(line);
    }
  });

  it('keeps connections to the replicas open, closing idle ones before a replica would', () => {
    const config = nginxConfig(readFileSync(join(REPOSITORY_ROOT, 'deploy/nginx.conf'), 'utf8'), {
      port: 3000,
      upstreams: [4001],
      directory: '/tmp/n',
    });
    expect(config).toMatch(/^\s*keepalive \d+;$/m);
    expect(config).toContain('proxy_http_version 1.1;');
    expect(config).toContain('proxy_set_header Connection "";');
    // Otherwise a replica may close an idle connection just as nginx sends a request down it.
    const idleSeconds = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(config)?.[1]);
    expect(idleSeconds * 1000).toBeLessThan(new Server().keepAliveTimeout);
  });
});
