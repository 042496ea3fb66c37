/**
 * A widget that cannot work without a value (the gallery's event id, the order page's order id)
 * shows its message to the visitor and tells the developer, in the console, which attribute it
 * needs, with a link to that element's reference. Warned once per element and attribute, and
 * only if the value is still missing after the current task: a framework may set it right after
 * inserting the element.
 */
import { useEffect } from 'react';

/** The published reference; each element has its own anchor, its tag (`#<tag>`). */
export const API_DOCS = 'https://github.com/racelens/racelens/blob/main/docs/API.md';

const warned = new Set<string>();

export function warnMissing(tag: string, attribute: string, property: string): void {
  const key = `${tag} ${attribute}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`<${tag}> needs the ${attribute} attribute (the ${property} property, or prop in racelens/react). ` + `See ${API_DOCS}#${tag}`);
}

export function useRequired(missing: boolean, tag: string, attribute: string, property: string): void {
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => warnMissing(tag, attribute, property), 0);
    return () => clearTimeout(timer);
  }, [missing, tag, attribute, property]);
}
