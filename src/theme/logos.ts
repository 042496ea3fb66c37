/** Logo URLs from settings: what may go into `<img src>`. */
/**
 * Whether a logo URL from settings may go into `<img src>`: http(s), root- or page-relative
 * paths and raster/SVG data URIs; never `javascript:` or other schemes.
 */
export function isSafeLogoUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || /[\s"'<>\\]/.test(value)) return false;
  if (/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(value)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'https' || scheme === 'http';
}
