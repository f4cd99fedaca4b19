// The tools that check the Kubernetes chart in deploy/helm: helm renders it (built once with Go from
// the module proxy) and kubernetes-validate checks what it renders against the Kubernetes schemas,
// which that PyPI package ships (installed once into a virtual environment). Both are cached outside
// the repository, so the check needs no network once they are there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';
import { runStep } from './steps.mjs';
import { cacheRoot, onPath, toolCacheDir } from './tool-cache.mjs';

const HELM_VERSION = '3.22.0';
const KUBERNETES_VALIDATE_VERSION = '1.37.0';

const cachedHelm = () => path.join(toolCacheDir(), `helm-${HELM_VERSION}`);
const validateVenv = () => path.join(cacheRoot(), `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`);
const cachedValidate = () => path.join(validateVenv(), 'bin', 'kubernetes-validate');
const validateMarker = () => path.join(validateVenv(), '.installed');

/** A binary from its setting, PATH or the cache, or null. */
function find(setting, command, cached, marker = cached) {
  const explicit = process.env[setting];
  if (explicit) {
    if (!fs.existsSync(explicit))
      throw new FriendlyError(`${setting} points to ${explicit}, which does not exist: fix the path or unset it.`);
    return { path: explicit, source: setting };
  }
  const fromPath = onPath(command);
  if (fromPath) return { path: fromPath, source: `${command} on PATH` };
  return fs.existsSync(marker) ? { path: cached, source: 'cache' } : null;
}

async function buildHelm({ log, logFile }) {
  if (!onPath('go'))
    throw new FriendlyError('helm is not on this machine and Go is missing to build it: set HELM_PATH.');
  const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-helm-go-'));
  const go = ['go', 'install', `helm.sh/helm/v3/cmd/helm@v${HELM_VERSION}`];
  const [cmd, args] = onPath('nice') ? ['nice', ['-n', '10', ...go]] : [go[0], go.slice(1)];
  try {
    await runStep({
      label: `Building helm v${HELM_VERSION} with Go (minutes; once)`,
      cmd,
      args,
      env: { ...process.env, GOBIN: gobin, GOFLAGS: '-mod=mod' },
      logFile,
      log,
      failure: `Building helm with Go failed: set HELM_PATH to a helm ${HELM_VERSION} binary`,
    });
    fs.mkdirSync(toolCacheDir(), { recursive: true });
    fs.copyFileSync(path.join(gobin, 'helm'), `${cachedHelm()}.partial`);
    fs.chmodSync(`${cachedHelm()}.partial`, 0o755);
    fs.renameSync(`${cachedHelm()}.partial`, cachedHelm());
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
  return { path: cachedHelm(), source: `Go build (cached in ${toolCacheDir()})` };
}

async function installValidate({ log, logFile }) {
  const python = onPath('python3') ?? onPath('python');
  if (!python)
    throw new FriendlyError('Python 3 is missing to install kubernetes-validate: set KUBERNETES_VALIDATE_PATH.');
  // A virtual environment names its own path in its scripts, so it is made where it stays; the
  // marker written last tells a finished install from an interrupted one.
  fs.rmSync(validateVenv(), { recursive: true, force: true });
  const failure = 'Installing kubernetes-validate (PyPI) failed: set KUBERNETES_VALIDATE_PATH';
  await runStep({
    label: `Installing kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} and the Kubernetes schemas it ships (PyPI; once)`,
    cmd: 'sh',
    args: [
      '-c',
      `"$0" -m venv "$1" && "$1/bin/python" -m pip install --disable-pip-version-check -q "kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}"`,
      python,
      validateVenv(),
    ],
    logFile,
    log,
    failure,
  });
  fs.writeFileSync(validateMarker(), KUBERNETES_VALIDATE_VERSION);
  return { path: cachedValidate(), source: `PyPI (cached in ${validateVenv()})` };
}

/** Both tools when they are on this machine (never builds or installs), else null. */
export function findHelmTools() {
  const helm = find('HELM_PATH', 'helm', cachedHelm());
  const validate = find('KUBERNETES_VALIDATE_PATH', 'kubernetes-validate', cachedValidate(), validateMarker());
  return helm && validate ? { helm: helm.path, validate: validate.path } : null;
}

/**
 * Resolves helm (HELM_PATH, PATH, the cache, a Go build) and kubernetes-validate
 * (KUBERNETES_VALIDATE_PATH, PATH, the cache, a pip install). Returns { helm, validate, source }.
 */
export async function provideHelm({ log = console.log, logFile }) {
  const [helm, validate] = await Promise.all([
    (async () => find('HELM_PATH', 'helm', cachedHelm()) ?? (await buildHelm({ log, logFile })))(),
    (async () =>
      find('KUBERNETES_VALIDATE_PATH', 'kubernetes-validate', cachedValidate(), validateMarker()) ??
      (await installValidate({ log, logFile })))(),
  ]);
  return {
    helm: helm.path,
    validate: validate.path,
    source: `helm: ${helm.source}; kubernetes-validate: ${validate.source}`,
  };
}
