/**
 * Preloaded into spawned processes (NODE_OPTIONS=--import=<this file>) so a test proves the
 * process never opens a network connection: fetch and TCP/TLS connects fail loudly and leave a
 * marker on standard error. Local IPC over a Unix socket or pipe (tsx uses one) stays allowed.
 */
import net from 'node:net';

export const MARKER = 'NETWORK ACCESS ATTEMPTED IN A NO-NETWORK TEST';

function refuse(what) {
  process.stderr.write(`${MARKER}: ${what}\n`);
  return new Error(`network access is disabled in this test (${what})`);
}

globalThis.fetch = async (input) => {
  throw refuse(`fetch ${String(input instanceof Request ? input.url : input)}`);
};

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function patchedConnect(...args) {
  // net.connect passes already-normalised arguments: [[options, callback]].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const isPipe =
    (typeof first === 'string' && !/^\d+$/.test(first)) || (first !== null && typeof first === 'object' && typeof first.path === 'string');
  if (!isPipe) {
    const where = first !== null && typeof first === 'object' ? `${first.host ?? 'localhost'}:${first.port}` : String(first);
    const error = refuse(`connect ${where}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};
