/**
 * The embed builder's page settings in each tab's code (PRODUCT.md §routes-organizers-builder):
 * the finisher card's switch is written only when an organizer turns it off — on the loader tag,
 * in React's configure() and in the WordPress plugin's settings list.
 */
import { describe, expect, it } from 'vitest';
import { startState, toChoice } from '../../widgets/info-page/builder/choice';
import { htmlCode, reactCode, wordpressSettings } from '../../widgets/info-page/builder/code';

const choose = (finisherCard: boolean) =>
  toChoice(
    { ...startState('https://shop.example.com'), eventId: '101', finisherCard },
    'https://cdn.example.com/racelens@1/loader.js',
    'https://api.example.com',
  );

describe('the builder’s finisher card switch', () => {
  it('on (the default) adds nothing to any tab', () => {
    expect(startState('https://shop.example.com').finisherCard).toBe(true);
    const choice = choose(true);
    expect(htmlCode(choice).head).not.toContain('finisher');
    expect(reactCode(choice)).not.toContain('finisher');
    expect(wordpressSettings(choice).map((s) => s.field)).not.toContain('finisher_card');
  });

  it('off goes to the loader tag, to configure() and to Settings → Racelens', () => {
    const choice = choose(false);
    expect(htmlCode(choice).head).toContain('data-finisher-card="off"');
    expect(reactCode(choice)).toMatch(/configure\(\{[^}]*finisherCard: false[^}]*\}\);/);
    expect(wordpressSettings(choice)).toContainEqual({ field: 'finisher_card', value: 'off' });
  });
});
