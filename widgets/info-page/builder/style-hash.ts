/**
 * The Content-Security-Policy source that admits an inline `<style>` by its text
 * (`'sha256-…'`, README step 4): an organizer whose site sends a policy adds it to `style-src`.
 * Computed in the browser (Web Crypto); where that is missing (a page that is not a secure
 * context) there is none to show.
 */
import { useEffect, useState } from 'react';

export async function styleHash(css: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The hashes of the given `<style>` texts, in order; empty until computed or where they cannot be. */
export function useStyleHashes(styles: readonly string[]): string[] {
  const [hashes, setHashes] = useState<{ of: string; hashes: string[] }>({ of: '', hashes: [] });
  const key = JSON.stringify(styles);
  useEffect(() => {
    if (!globalThis.crypto?.subtle) return;
    let current = true;
    Promise.all((JSON.parse(key) as string[]).map(styleHash)).then(
      (computed) => current && setHashes({ of: key, hashes: computed }),
      () => {}, // no hash to give: the note stays hidden
    );
    return () => {
      current = false;
    };
  }, [key]);
  return hashes.of === key ? hashes.hashes : [];
}
