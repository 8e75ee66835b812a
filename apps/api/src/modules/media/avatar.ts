import { initialsOf } from '@app/domain/initials';

/** Generated SVG avatars: the initials of a name on a soft colour derived from a seed. Pure. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** FNV-1a, 32 bits: a stable hash of the seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface AvatarInput {
  name: string;
  /** Anything stable (a slug or an id): the same seed always gives the same colours. */
  seed: string;
}

export function avatarSvg({ name, seed }: AvatarInput): string {
  const h = hash32(seed);
  const hue = h % 360;
  const hue2 = (hue + 25 + ((h >>> 9) % 30)) % 360;
  const sat = 45 + ((h >>> 17) % 20);
  const initials = escapeXml(initialsOf(name));
  const title = escapeXml(name.trim() === '' ? 'Avatar' : name.trim());
  const id = `g${h.toString(36)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="${id}t">` +
    `<title id="${id}t">${title}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, ${sat}%, 88%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2}, ${sat}%, 78%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="256" height="256" fill="url(#${id})"/>` +
    `<circle cx="128" cy="128" r="92" fill="hsl(${hue}, ${sat}%, 96%)" fill-opacity="0.45"/>` +
    `<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${initials.length > 1 ? 86 : 104}" font-weight="600" letter-spacing="2" fill="hsl(${hue}, ${sat}%, 26%)">${initials}</text>` +
    `</svg>`
  );
}
