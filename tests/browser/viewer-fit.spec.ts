/**
 * The photo viewer fits any screen: on a phone upright and on its side, a laptop and a desktop
 * the whole photo (landscape or portrait), the counter, previous/next, close and the buy actions
 * are all on screen at once, none of them over the photo, nothing scrolled away.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { urls } from './urls';

const SCREENS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

interface Shown {
  portrait: boolean;
  problems: string[];
}

/** Where the viewer's photo and controls are; what is wrong with them. */
function inspectViewer(page: Page): Promise<Shown> {
  return page.locator('racelens-event-gallery').evaluate((host) => {
    const dialog = host.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]')!;
    const img = dialog.querySelector<HTMLImageElement>('.rl-viewer__image')!;
    const problems: string[] = [];
    const [vw, vh] = [innerWidth, innerHeight];
    // The photo's visible pixels: the image box with object-fit: contain.
    const box = img.getBoundingClientRect();
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const w = img.naturalWidth * scale;
    const h = img.naturalHeight * scale;
    const photo = { left: box.left + (box.width - w) / 2, top: box.top + (box.height - h) / 2, right: 0, bottom: 0 };
    photo.right = photo.left + w;
    photo.bottom = photo.top + h;
    const onScreen = (r: { left: number; top: number; right: number; bottom: number }) =>
      r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    if (!onScreen(photo)) problems.push(`the photo ${Math.round(w)}×${Math.round(h)} at ${Math.round(photo.left)},${Math.round(photo.top)} leaves the screen`);
    // Shown large: at least 60% of the scale at which it would fill the screen alone.
    if (scale < 0.6 * Math.min(vw / img.naturalWidth, vh / img.naturalHeight)) problems.push(`the photo is only ${Math.round(w)}×${Math.round(h)}`);
    if (getComputedStyle(img).objectFit !== 'contain' && (Math.abs(w - box.width) > 1 || Math.abs(h - box.height) > 1))
      problems.push('the image is cropped or stretched');
    const controls = [...dialog.querySelectorAll<HTMLElement>('button, [aria-live]')];
    const names = controls.map((c) => c.getAttribute('aria-label') ?? c.textContent!.trim());
    for (const wanted of ['Close the viewer', 'Previous photo', 'Next photo']) if (!names.includes(wanted)) problems.push(`no ${wanted}`);
    if (!names.some((n) => /^Add the photo for|^In the cart/.test(n))) problems.push('no buy action');
    if (!names.some((n) => / of \d+$/.test(n))) problems.push('no counter');
    controls.forEach((control, i) => {
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) problems.push(`${names[i]} is not shown`);
      else if (!onScreen(r)) problems.push(`${names[i]} is off screen`);
      const overlaps = r.left < photo.right - 0.5 && r.right > photo.left + 0.5 && r.top < photo.bottom - 0.5 && r.bottom > photo.top + 0.5;
      if (overlaps) problems.push(`${names[i]} lies over the photo`);
    });
    const content = dialog.querySelector<HTMLElement>('.rl-dialog__content')!;
    for (const scroller of [dialog, content])
      if (scroller.scrollHeight > scroller.clientHeight + 1 || scroller.scrollWidth > scroller.clientWidth + 1) problems.push(`${scroller.className} scrolls`);
    return { portrait: img.naturalHeight > img.naturalWidth, problems };
  });
}

for (const screen of SCREENS) {
  test(`at ${screen.width}×${screen.height} the viewer shows the whole photo, landscape and portrait, with every control beside it`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto(`${urls.examples}/event-gallery/`);
    const gallery = page.locator('racelens-event-gallery');
    // The grid renders the rows near the viewport: on a short screen it is scrolled to first.
    await gallery.getByRole('list', { name: 'All photos' }).evaluate((list) => list.scrollIntoView({ block: 'start' }));
    await gallery.getByRole('button', { name: 'Photo 1 of 240', exact: true }).click();
    const viewer = gallery.getByRole('dialog', { name: 'Photo viewer' });
    const seen = new Set<boolean>();
    // Through the first photos until both shapes were shown.
    for (let n = 1; n <= 20 && seen.size < 2; n++) {
      await expect(viewer.locator('[aria-live="polite"]')).toHaveText(`${n} of 240`);
      const image = viewer.getByRole('img', { name: `Photo ${n} of 240` });
      await expect(image).toHaveJSProperty('complete', true);
      const shown = await inspectViewer(page);
      expect(shown.problems, `photo ${n}`).toEqual([]);
      seen.add(shown.portrait);
      await page.keyboard.press('ArrowRight');
    }
    expect([...seen].sort(), 'both landscape and portrait photos were shown').toEqual([false, true]);
  });
}
