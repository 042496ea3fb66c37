/**
 * Installs Debian's WordPress, MariaDB and Apache when missing, starts a fresh site, the SDK
 * build and a fresh API sandbox on free ports, and hands their addresses to the tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAll } from '../../examples/serve/start.ts';
import { buildPluginZip } from '../../integrations/wordpress/build.ts';
import { distDir } from '../../widgets/build/dist-dir.ts';
import { ensureDebianPackages, startSite } from './site.ts';

export default async function globalSetup() {
  if (!existsSync(distDir('cdn', 'loader.js'))) throw new Error(`${distDir('cdn')} has no build: run npm run build first`);
  // The zip of the plugin as it is now (a second or less), so the test never installs an old one.
  const { path: zipPath } = buildPluginZip();
  ensureDebianPackages();
  const dataDir = mkdtempSync(join(tmpdir(), 'racelens-wordpress-api-'));
  const running = await startAll({ ports: { shop: 0, examples: 0, cdn: 0, api: 0 }, dataDir, fresh: true, timeScale: 0.2 });
  let site: Awaited<ReturnType<typeof startSite>>;
  try {
    site = await startSite();
  } catch (error) {
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  Object.assign(process.env, {
    RACELENS_WP: site.url,
    RACELENS_WP_ADMIN: site.admin.user,
    RACELENS_WP_ADMIN_PASSWORD: site.admin.password,
    RACELENS_WP_DEBUG_LOG: site.debugLogPath,
    RACELENS_WP_PHP_ENV: JSON.stringify(site.phpEnv),
    RACELENS_WP_ZIP: zipPath,
    RACELENS_CDN: running.urls.cdn,
    RACELENS_API: running.urls.api,
    RACELENS_SHOP: running.urls.shop,
  });
  return async () => {
    await site.close();
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
