/**
 * nginx's whole configuration for a cluster on this machine, made from deploy/nginx.conf (the
 * compose file's): its server lines become the replicas' loopback ports, it listens on `port`,
 * and everything nginx writes goes under `directory`, so it needs no root and leaves no trace.
 */
export function nginxConfig(template: string, options: { port: number; upstreams: number[]; directory: string }) {
  const begin = template.indexOf('# servers:begin');
  const end = template.indexOf('# servers:end');
  if (begin < 0 || end < begin) throw new Error('deploy/nginx.conf lost its "# servers:begin/end" markers');
  // The template's own server parameters (max_fails, fail_timeout…) are kept; `resolve` is for Docker's DNS.
  const parameters = /^\s*server \S+((?: \S+)*);$/m.exec(template.slice(begin, end))?.[1].replace(' resolve', '');
  if (parameters === undefined) throw new Error('deploy/nginx.conf has no server line between its markers');
  const servers = options.upstreams.map((port) => `server 127.0.0.1:${port}${parameters};`);
  const site = `${template.slice(0, begin)}${servers.join('\n  ')}\n  ${template.slice(end)}`
    // Docker's DNS is not here; the server lines above are addresses.
    .replace(/^resolver .*$/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`);
  if (!site.includes(`listen 127.0.0.1:${options.port};`)) throw new Error('deploy/nginx.conf has no "listen 80;"');
  const d = options.directory;
  return `# Written by npm run cluster from deploy/nginx.conf: edit that file, not this one.
daemon off;
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${d}/access.log;
  client_body_temp_path ${d}/client-body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
  types { text/html html; application/json json; }
  default_type application/octet-stream;

${site}
}
`;
}
