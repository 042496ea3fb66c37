/**
 * The selfie's face check on the device (docs/ARCHITECTURE.md §face-check) in every engine, on the
 * organizer's strict-CSP page (examples/serve strictCsp(), the documented policy): a photo with
 * no face and a group photo are answered before anything is uploaded (the sandbox's request log
 * counts the uploads), the participant picks their face in the group by keyboard, and what the
 * sandbox then receives is that face's crop, not the whole photo (its record of the upload).
 * The photos reach the page as a participant's dragged from the desktop (the photo area's drop
 * zone), since no engine's driver here can fill a file input. They are others' photos
 * (../shared/fixtures/faces, never copied here): without that folder the scenario is skipped.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { type Scenario, Skip, type Urls } from './scenarios';
import type { User } from './user';

const facesDir = resolve(import.meta.dirname, '../../../shared/fixtures/faces');
const search = 'racelens-photo-search';
/** A shoe: no face (the Chromium spec's photo for the same answer). */
const NO_FACE = 'none/aliflux_shoe.jpg';
/** Three people side by side in a 3913 × 1901 photo; whole, it would leave as 1600 × 777. */
const GROUP = 'several/cleardusk_emma.jpg';
const GROUP_SENT_WHOLE = { width: 1600, height: 777 };
/** The detector's chunk and weights load with the face panel; a slow engine gets time for them. */
const DETECTOR_START_MS = 45_000;

interface SelfieRecord {
  width: number;
  height: number;
}

async function adminItems<T>(urls: Urls, path: string): Promise<T[]> {
  const response = await fetch(`${urls.api}/sandbox/admin${path}`);
  assert.ok(response.ok, `sandbox admin ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { items: T[] }).items;
}

/**
 * The newest entry of the sandbox's request log (this very request is logged too). The log keeps
 * only its last 2000 requests, fewer than a whole engines run makes, so uploads are counted from
 * such a mark, never from the start.
 */
const logMark = async (urls: Urls) => (await adminItems<{ seq: number }>(urls, '/requests?path=/sandbox/admin/requests')).at(-1)!.seq;

const uploadsSince = async (urls: Urls, mark: number) => (await adminItems(urls, `/requests?method=POST&path=/selfies&since=${mark}`)).length;

async function untilUploads(urls: Urls, mark: number, count: number, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while ((await uploadsSince(urls, mark)) !== count) {
    assert.ok(Date.now() < end, `the sandbox has ${await uploadsSince(urls, mark)} selfie uploads, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Dropped {
  name: string;
  type: string;
  base64: string;
}

const photo = (path: string): Dropped => ({ name: basename(path), type: 'image/jpeg', base64: readFileSync(resolve(facesDir, path)).toString('base64') });

/** Drops a file on the photo area as one dragged from the desktop; fails unless the page takes it. */
async function drop(user: User, file: Dropped): Promise<void> {
  const taken = await user.tab.run<boolean>(`
    const file = ${JSON.stringify(file)};
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
    const target = rl.find({ role: 'button', name: { source: '^(Upload a photo|Choose another photo)$', flags: '' }, within: '${search}' });
    const fire = (type) => !target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: transfer }));
    fire('dragenter');
    fire('dragover');
    return fire('drop');`);
  assert.ok(taken, `the photo area did not take the dropped ${file.name} (the browser would open it)`);
}

/**
 * What the device answered: a message (its title), or 'taken as it is' when the photo went on
 * without one (the check gave no answer within its 3 s, or could not run).
 */
async function answer(user: User): Promise<string> {
  return user.until<string>(
    'the answer to the photo',
    `const root = rl.find({ role: 'button', name: 'Take a selfie', within: '${search}' })?.getRootNode();
     if (!root) return null;
     const alert = [...rl.deep(root)].find((el) => el.getAttribute('role') === 'alert');
     if (alert) return alert.querySelector('.rl-notice__title')?.textContent || alert.textContent;
     return rl.find({ role: 'img', name: 'Your photo for the search', within: '${search}' }) ? 'taken as it is' : null;`,
    15_000,
  );
}

/** The accessible name of what has the keyboard focus, through shadow roots. */
const focused = (user: User) =>
  user.tab.run<string | null>(`
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el ? rl.name(el) : null;`);

/** Why the detector would not start here, for the failure's message. */
const graphics = (user: User) =>
  user.tab.run<string>(`
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ? 'WebGL 2' : canvas.getContext('webgl') ? 'WebGL 1' : 'no WebGL';
    return gl + ', ' + (typeof WebAssembly === 'object' ? 'WebAssembly' : 'no WebAssembly') + ', deviceMemory ' + navigator.deviceMemory;`);

export const faceCheck: Scenario = async (user, urls) => {
  if (!existsSync(facesDir)) throw new Skip(`no face photos at ${facesDir} (the shared fixtures)`);
  await user.goto(`${urls.examples}/strict-csp/`);
  await user.click({ role: 'tab', name: 'By face', within: search });
  await user.click({ role: 'checkbox', name: /^I agree that my photo is used/, within: search });
  // Whatever the detector does, a dropped file that is no photo is answered in words.
  await drop(user, { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('my bib is 1234').toString('base64') });
  assert.equal(await answer(user), 'Choose a JPEG or PNG photo', 'a dropped text file is answered');
  let ready: string;
  try {
    ready = await user.until<string>(
      'the device check to start',
      `return [...rl.deep(document)].map((el) => el.dataset.faceCheck).find((mark) => mark?.startsWith('ready')) ?? null;`,
      DETECTOR_START_MS,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; the engine has ${await graphics(user)}`);
  }
  assert.equal(ready, 'ready wasm', 'the detector runs on WebAssembly under the documented policy');
  const mark = await logMark(urls);

  let dropped = Date.now();
  await drop(user, photo(NO_FACE));
  const noFace = await answer(user);
  const noFaceMs = Date.now() - dropped;
  assert.equal(noFace, 'Unable to Recognize a Face', `${NO_FACE}: no face answered on the device (engine: ${await graphics(user)})`);
  await user.see({ role: 'button', name: 'Use this photo anyway', within: search });
  assert.equal(await uploadsSince(urls, mark), 0, 'a photo with no face was uploaded');

  dropped = Date.now();
  await drop(user, photo(GROUP));
  const group = await answer(user);
  console.log(`    face check on ${ready.split(' ')[1]}: no face answered in ${noFaceMs} ms, several faces in ${Date.now() - dropped} ms (drop to message)`);
  assert.equal(group, 'Several faces in the photo', `${GROUP}: several faces answered on the device`);
  await user.see({ role: 'button', name: 'Face 3 of 3', within: search });
  assert.equal(await uploadsSince(urls, mark), 0, 'a group photo was uploaded before a face was picked');

  // By keyboard: from the first face, Tab to the second and press it with Enter.
  await user.tab.run(`rl.find({ role: 'button', name: 'Face 1 of 3', within: '${search}' }).focus();`);
  await user.press('Tab');
  assert.equal(await focused(user), 'Face 2 of 3', 'Tab did not move from one face to the next');
  await user.press('Enter');
  await user.see({ role: 'img', name: 'Your photo for the search', within: search });
  assert.equal(await uploadsSince(urls, mark), 0, 'picking a face uploaded before the search was asked for');

  await user.click({ role: 'button', name: 'Find my photos', within: search });
  await untilUploads(urls, mark, 1);
  const sent = (await adminItems<SelfieRecord>(urls, '/selfies')).at(-1)!;
  assert.ok(
    sent.width < GROUP_SENT_WHOLE.width && sent.width / sent.height < 1.5,
    `the upload is ${sent.width} × ${sent.height}, not a face's crop (the whole group leaves as ${GROUP_SENT_WHOLE.width} × ${GROUP_SENT_WHOLE.height})`,
  );
};
