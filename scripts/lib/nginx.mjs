// Debian's nginx in front of several API processes on this machine, with deploy/nginx.conf (the
// proxy docker-compose runs) as it is but for where it listens and where the APIs are: Docker's DNS
// name `api` becomes an upstream group of loopback ports, in a rendered copy beside the logs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { FriendlyError, assertPortFree, tcpOpen, waitFor } from './ports.mjs';
import { tailOf } from './steps.mjs';
import { onPath } from './tool-cache.mjs';

const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
const UPSTREAM = 'synth_api';

/**
 * deploy/nginx.conf for this machine: the same server block, listening on loopback `port` and
 * passing to an upstream group of `apiPorts` instead of Docker's `api` (looked up through Docker's
 * resolver, which is not here). Throws when the file no longer has the lines this adapts.
 */
export function renderNginxSite(conf, { port, apiPorts }) {
  const swaps = [
    [/^resolver 127\.0\.0\.11[^;]*;\n/m, ''],
    [/set \$api http:\/\/api:8080;/, `set $api http://${UPSTREAM};`],
    [/listen 8080;/, `listen 127.0.0.1:${port};`],
  ];
  let site = conf;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(site))
      throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update scripts/lib/nginx.mjs`);
    site = site.replace(pattern, replacement);
  }
  const servers = apiPorts.map((p) => `  server 127.0.0.1:${p};`).join('\n');
  return `upstream ${UPSTREAM} {\n${servers}\n}\n\n${site}`;
}

/** The whole nginx.conf around the site: in the foreground, every file it writes under `dir`. */
function mainConfig(site, dir) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site.replace(/^/gm, '  ')}
}
`;
}

/** nginx on PATH (Debian installs it in /usr/sbin), or null. */
export function findNginx() {
  return onPath('nginx') ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
}

/**
 * Starts nginx on loopback `port` in front of `apiPorts`; resolves when it listens.
 * @param {{ port: number, apiPorts: number[], logDir: string, spawnChild: Function }} options
 */
export async function startNginx({ port, apiPorts, logDir, spawnChild }) {
  const nginx = findNginx();
  if (!nginx)
    throw new FriendlyError('nginx is not installed: `apt-get install nginx` (Debian) puts it where this finds it.');
  await assertPortFree(port, 'nginx', 'PORT');
  const dir = path.join(logDir, 'nginx');
  // nginx started as root runs its worker as nobody, which writes request bodies under temp/.
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, 'temp', t), { recursive: true });
    fs.chmodSync(path.join(dir, 'temp', t), 0o777);
  }
  const site = renderNginxSite(fs.readFileSync(NGINX_CONF, 'utf8'), { port, apiPorts });
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, mainConfig(site, dir));
  const svc = spawnChild('nginx', nginx, ['-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log')], {
    logDir,
    stopSignal: 'SIGQUIT',
  });
  await waitFor(
    async () => {
      if (svc.exited)
        throw new FriendlyError(
          `nginx exited during start-up. Its log ends with:\n${tailOf(path.join(dir, 'error.log'))}`,
        );
      return tcpOpen(port);
    },
    { timeoutMs: 20_000, what: 'nginx' },
  );
  return { url: `http://127.0.0.1:${port}`, confFile, stop: () => svc.stop() };
}
