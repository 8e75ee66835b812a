/**
 * A port for a browser-test server: a random one in 3100–3899 that nothing listens on now. The
 * range sits below the ports the system hands out for outgoing connections, so none of those can
 * take it before the server binds it; a service of the machine already on a port of the range
 * (MariaDB on 3306) is skipped. `node scripts/browser-test-port.mjs` prints one.
 */
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const FIRST = 3100;
const COUNT = 800;

const canListen = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port of the range, other than those in `taken`. */
export async function browserTestPort(taken = new Set()) {
  for (let tries = 0; tries < 100; tries++) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (!taken.has(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port in ${FIRST}–${FIRST + COUNT - 1}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await browserTestPort()}\n`);
}
