import { describe, expect, it } from 'vitest';
import { portraitSvg } from './portrait';

describe('portraitSvg', () => {
  it('draws a 256 px SVG portrait, the same for the same seed', () => {
    const svg = portraitSvg({ seed: 'a1', gender: 'Female' });
    expect(svg).toMatch(/^<svg [^>]*width="256"/);
    expect(svg).toContain('</svg>');
    expect(portraitSvg({ seed: 'a1', gender: 'Female' })).toBe(svg);
  });

  it('varies with the seed', () => {
    const faces = new Set(
      Array.from({ length: 12 }, (_, i) => portraitSvg({ seed: `t${i}`, gender: 'Male' })),
    );
    expect(faces.size).toBe(12);
  });

  it('carries the style’s licence and credit', () => {
    const svg = portraitSvg({ seed: 'x', gender: '' });
    expect(svg).toContain('Draftbit');
    expect(svg).toContain('creativecommons.org/licenses/by/4.0');
  });

  it('draws from every style for an unstated gender', () => {
    expect(portraitSvg({ seed: 'n1', gender: 'Non-binary' })).toMatch(/^<svg /);
    expect(portraitSvg({ seed: 'n1', gender: 'Prefer not to say' })).toMatch(/^<svg /);
  });
});
