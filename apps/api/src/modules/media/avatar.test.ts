import { describe, expect, it } from 'vitest';
import { avatarSvg, escapeXml } from './avatar';

describe('avatarSvg', () => {
  it('takes initials ignoring honorifics', () => {
    expect(avatarSvg({ name: 'Dr. Ananya Iyer', seed: 'ananya-iyer' })).toContain('>AI</text>');
  });

  it('is deterministic and varies with the seed', () => {
    const a = avatarSvg({ name: 'Kabir Singh', seed: 'kabir-singh' });
    expect(avatarSvg({ name: 'Kabir Singh', seed: 'kabir-singh' })).toBe(a);
    expect(avatarSvg({ name: 'Kabir Singh', seed: 'kabir-singh-2' })).not.toBe(a);
  });

  it('is an accessible 256x256 svg with the name as title', () => {
    const svg = avatarSvg({ name: 'Ravi Kumar', seed: 'x' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="');
    expect(svg).toContain('>Ravi Kumar</title>');
  });

  it('escapes XML in the name', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const svg = avatarSvg({ name: '<script>alert("x")</script> & Co', seed: 's' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(avatarSvg({ name: '<b> >', seed: 's' })).toContain('>B</text>');
  });
});
