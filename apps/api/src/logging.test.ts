import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logStream } from './logging';

describe('logStream', () => {
  it('keeps JSON lines outside development', () => {
    expect(logStream('production')).toBeUndefined();
    expect(logStream('test')).toBeUndefined();
  });

  it('pretty-prints in development: one readable line per event, not JSON', async () => {
    let written!: (line: string) => void;
    const line = new Promise<string>((resolve) => (written = resolve));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written(chunk.toString());
        done();
      },
    });
    const log = pino({ level: 'info' }, logStream('development', sink));
    log.info({ reqId: 'r1' }, 'server listening');
    const out = await line;
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening/);
    expect(out).toContain('"reqId":"r1"');
    expect(() => JSON.parse(out)).toThrow();
  });
});
