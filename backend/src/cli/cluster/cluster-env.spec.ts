import { readFileSync } from 'node:fs';
import { Server } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PUBLISHED_SECRETS } from '../../config/app-config';
import { REPOSITORY_ROOT } from './cluster';
import { REPLICA_ENV, sharedEnv } from './cluster-env';
import { nginxConfig } from './nginx-config';

const compose = parse(readFileSync(join(REPOSITORY_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  'x-satchel-env': Record<string, string>;
  services: Record<string, { environment?: Record<string, string> }>;
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

describe('npm run cluster and docker-compose.yml cannot drift', () => {
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
