/**
 * A throw-away WordPress site on 127.0.0.1 from Debian's packages: its own MariaDB (a private
 * data directory and socket, no TCP), Apache with mod_php on a free port with its own config, and
 * a site config in /etc/wordpress (Debian's wp-config.php picks it by the WORDPRESS_CONFIG
 * variable Apache sets). wp-content is a fresh directory, so the system's site is not touched.
 * close() stops both servers and removes everything it made.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { compileMo } from '../../integrations/wordpress/build.ts';

/** Debian's packages the site needs (.ci/run installs the same). */
export const debianPackages = [
  'wordpress',
  'wordpress-theme-twentytwentythree',
  'mariadb-server',
  'apache2',
  'libapache2-mod-php',
  'php-cli',
  'php-mysql',
  'php-zip',
  'php-codesniffer',
];

const isRoot = process.getuid?.() === 0;

/** Installs with apt-get what is missing (as root; otherwise says what to install). */
export function ensureDebianPackages(): void {
  const missing = debianPackages.filter((name) => {
    try {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template
      return !execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes(
        'install ok installed',
      );
    } catch {
      return true;
    }
  });
  if (!missing.length) return;
  if (!isRoot) throw new Error(`The WordPress test needs Debian's ${missing.join(', ')}: run  sudo apt-get install ${missing.join(' ')}`);
  console.log(`Installing Debian's ${missing.join(', ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Polls until `check` holds; the servers start in a second or two. */
async function until(what: string, check: () => boolean | Promise<boolean>, log: () => string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start:\n${log()}`);
}

function read(path: string): string {
  try {
    return execFileSync('tail', ['-n', '30', path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '(no log)';
  }
}

export interface Site {
  url: string;
  admin: { user: string; password: string };
  /** Where WordPress logs PHP notices and warnings (WP_DEBUG_LOG). */
  debugLogPath: string;
  /**
   * The environment that makes a `php` run load this site (`require '/usr/share/wordpress/wp-load.php'`):
   * Debian's wp-config.php picks the site's config by WORDPRESS_CONFIG.
   */
  phpEnv: Record<string, string>;
  close(): Promise<void>;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

function apacheConfig(dir: string, port: number, configName: string): string {
  const modules = '/usr/lib/apache2/modules';
  const php = readdirSync(modules).find((f) => /^libphp[\d.]*\.so$/.test(f));
  if (!php) throw new Error(`No mod_php in ${modules}: apt-get install libapache2-mod-php`);
  const load = ['mpm_prefork', 'authz_core', 'dir', 'mime', 'alias', 'env'].map((m) => `LoadModule ${m}_module ${modules}/mod_${m}.so`);
  return [
    ...load,
    `LoadModule php_module ${modules}/${php}`,
    `Listen 127.0.0.1:${port}`,
    'ServerName 127.0.0.1',
    ...(isRoot ? ['User www-data', 'Group www-data'] : []),
    `PidFile ${dir}/apache.pid`,
    `DefaultRuntimeDir ${dir}/run`,
    `ErrorLog ${dir}/apache-error.log`,
    'LogLevel warn',
    'StartServers 2',
    'MaxRequestWorkers 8',
    'TypesConfig /etc/mime.types',
    'DirectoryIndex index.php index.html',
    'DocumentRoot /usr/share/wordpress',
    `SetEnv WORDPRESS_CONFIG ${configName}`,
    `Alias /wp-content ${dir}/wp-content`,
    '<Directory />',
    '  AllowOverride None',
    '  Require all denied',
    '</Directory>',
    `<Directory /usr/share/wordpress>`,
    '  Options FollowSymLinks',
    '  Require all granted',
    '</Directory>',
    `<Directory ${dir}/wp-content>`,
    '  Options FollowSymLinks',
    '  Require all granted',
    '</Directory>',
    '<FilesMatch "\\.php$">',
    '  SetHandler application/x-httpd-php',
    '</FilesMatch>',
    '',
  ].join('\n');
}

function siteConfig(dir: string, url: string, dbPassword: string): string {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  const define = (name: string, value: string | boolean) => `define('${name}', ${typeof value === 'boolean' ? String(value) : `'${value}'`});`;
  return [
    '<?php',
    '// Written by tests/wordpress/site.ts for one test run; removed when it ends.',
    define('DB_NAME', 'wordpress'),
    define('DB_USER', 'wordpress'),
    define('DB_PASSWORD', dbPassword),
    define('DB_HOST', `localhost:${dir}/mysqld.sock`),
    define('WP_CONTENT_DIR', `${dir}/wp-content`),
    define('WP_CONTENT_URL', `${url}/wp-content`),
    define('WP_HOME', url),
    define('WP_SITEURL', url),
    // Application passwords and the like work over plain http on a 'local' site.
    define('WP_ENVIRONMENT_TYPE', 'local'),
    define('FS_METHOD', 'direct'),
    // No calls to wordpress.org (there is no network): update checks would only wait.
    define('WP_HTTP_BLOCK_EXTERNAL', true),
    define('AUTOMATIC_UPDATER_DISABLED', true),
    define('DISABLE_WP_CRON', true),
    define('WP_DEBUG', true),
    define('WP_DEBUG_DISPLAY', false),
    define('WP_DEBUG_LOG', `${dir}/debug.log`),
    ...keys.map((key) => define(key, salt())),
    '',
  ].join('\n');
}

export async function startSite(): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'racelens-wordpress-'));
  // Apache's workers (www-data) read the site's files and reach the database socket here.
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  const configName = `racelens-test-${randomBytes(4).toString('hex')}`;
  const configFile = `/etc/wordpress/config-${configName}.php`;

  const close = async () => {
    for (const child of children.reverse()) await stop(child);
    rmSync(configFile, { force: true });
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The database.
    const dbDir = join(dir, 'db');
    const socket = join(dir, 'mysqld.sock');
    execFileSync(
      'mariadb-install-db',
      ['--no-defaults', `--datadir=${dbDir}`, '--auth-root-authentication-method=socket', '--skip-test-db', ...(isRoot ? ['--user=root'] : [])],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${dbDir}`,
        `--socket=${socket}`,
        '--skip-networking',
        `--pid-file=${dir}/mysqld.pid`,
        `--log-error=${dir}/mysqld.err`,
        ...(isRoot ? ['--user=root'] : []),
      ],
      { stdio: 'ignore' },
    );
    children.push(mariadb);
    const sql = (statement: string) =>
      execFileSync('mariadb', ['--no-defaults', '-S', socket, '-u', isRoot ? 'root' : userInfo().username, '-e', statement], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    await until(
      'MariaDB',
      () => {
        try {
          sql('SELECT 1');
          return true;
        } catch {
          return false;
        }
      },
      () => read(`${dir}/mysqld.err`),
    );
    const dbPassword = randomBytes(12).toString('hex');
    sql(`CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY '${dbPassword}'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';`);

    // wp-content of this site only, with Debian's default block theme.
    for (const sub of ['plugins', 'themes', 'uploads', 'upgrade', 'languages']) mkdirSync(join(dir, 'wp-content', sub), { recursive: true });
    // A German site has WordPress's own German catalogue; an empty one (Debian's wordpress-l10n
    // is not installed) is enough for WordPress to offer de_DE as a user's language.
    writeFileSync(join(dir, 'wp-content/languages/de_DE.mo'), compileMo('de_DE', {}));
    symlinkSync('/usr/share/wordpress/wp-content/themes/twentytwentythree', join(dir, 'wp-content/themes/twentytwentythree'));
    mkdirSync(join(dir, 'run'));
    if (isRoot) execFileSync('chown', ['-R', 'www-data:www-data', join(dir, 'wp-content'), join(dir, 'run')]);
    writeFileSync(join(dir, 'debug.log'), '');
    if (isRoot) execFileSync('chown', ['www-data:www-data', join(dir, 'debug.log')]);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(configFile, siteConfig(dir, url, dbPassword), { mode: 0o644 });
    writeFileSync(join(dir, 'apache.conf'), apacheConfig(dir, port, configName));
    // In a process group of its own: on SIGTERM Apache signals its whole group, which would
    // otherwise include this process.
    const apache = spawn('/usr/sbin/apache2', ['-f', join(dir, 'apache.conf'), '-DFOREGROUND'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let apacheOut = '';
    apache.stderr!.on('data', (chunk) => (apacheOut += chunk));
    children.push(apache);
    await until(
      'Apache',
      async () => {
        if (apache.exitCode !== null) throw new Error(`Apache stopped: ${apacheOut}\n${read(`${dir}/apache-error.log`)}`);
        try {
          return (await fetch(`${url}/wp-admin/install.php`)).ok;
        } catch {
          return false;
        }
      },
      () => `${apacheOut}\n${read(`${dir}/apache-error.log`)}`,
    );

    // The installer's form, as a new organizer fills it in.
    const admin = { user: 'organizer', password: randomBytes(12).toString('hex') };
    const installed = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: 'POST',
      body: new URLSearchParams({
        weblog_title: 'Riga City Run',
        user_name: admin.user,
        admin_password: admin.password,
        admin_password2: admin.password,
        pw_weak: '1',
        admin_email: 'organizer@example.com',
        blog_public: '0',
      }),
    });
    const page = await installed.text();
    if (!installed.ok || !page.includes('wp-login.php'))
      throw new Error(`WordPress did not install:\n${page.slice(0, 2000)}\n${read(`${dir}/apache-error.log`)}`);

    return {
      url,
      admin,
      debugLogPath: join(dir, 'debug.log'),
      phpEnv: { WORDPRESS_CONFIG: configName, HTTP_HOST: `127.0.0.1:${port}` },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
