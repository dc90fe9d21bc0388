/**
 * Secrets never reach a log line (src/logger.ts): secret keys are redacted by path and
 * the literal token is scrubbed from every string, wherever it hides.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { REDACTED, createLogger } from '../src/logger.ts';
import type { Logger } from '../src/logger.ts';
import { ROOT, TSX, baseEnv, run, tempDir } from './support/spawn.ts';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.logger-token-0123456789';

/** A logger writing into an in-memory stream; `text()` is everything written so far. */
function captured(level: 'info' | 'trace' = 'trace'): { logger: Logger; text: () => string; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger({ level, secrets: [TOKEN], destination });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, text, lines };
}

describe('createLogger redaction', () => {
  it('GIVEN an object with token, discordToken, headers.authorization and config.DISCORD_TOKEN THEN all redacted', () => {
    const { logger, text, lines } = captured();
    logger.info(
      { token: TOKEN, discordToken: TOKEN, headers: { authorization: `Bot ${TOKEN}` }, config: { DISCORD_TOKEN: TOKEN, CACHE_DIR: '.cache' } },
      'object with secrets',
    );
    expect(text()).not.toContain(TOKEN);
    const [line] = lines();
    expect(line).toMatchObject({
      token: REDACTED,
      discordToken: REDACTED,
      headers: { authorization: REDACTED },
      config: { DISCORD_TOKEN: REDACTED, CACHE_DIR: '.cache' },
      msg: 'object with secrets',
    });
  });

  it('GIVEN the token inside a message string THEN scrubbed from the message', () => {
    const { logger, text, lines } = captured();
    logger.info(`connecting with ${TOKEN} now`);
    logger.warn({ note: `url https://discord.invalid/${TOKEN}/x` }, `again ${TOKEN}`);
    expect(text()).not.toContain(TOKEN);
    expect(lines()[0]?.msg).toBe(`connecting with ${REDACTED} now`);
    expect(lines()[1]).toMatchObject({ note: `url https://discord.invalid/${REDACTED}/x`, msg: `again ${REDACTED}` });
  });

  it('GIVEN an Error whose message and stack hold the token THEN scrubbed, however it is logged', () => {
    const { logger, text } = captured();
    const e = new Error(`login failed: ${TOKEN}`);
    expect(e.stack).toContain(TOKEN);
    logger.error(e);
    logger.error(e, 'with a message');
    logger.error({ err: e }, 'as err');
    logger.error({ error: e, nested: { cause: e } }, 'under other keys');
    logger.error({ errors: [e] }, 'in an array');
    expect(text()).not.toContain(TOKEN);
    expect(text()).toContain(REDACTED);
    expect(text()).toContain('login failed: [REDACTED]');
  });

  it('GIVEN printf-style arguments holding the token THEN scrubbed after interpolation', () => {
    const { logger, text, lines } = captured();
    logger.info('token %s, count %d, object %o, json %j', TOKEN, 3, { a: TOKEN }, { b: [TOKEN] });
    logger.info({ ctx: 1 }, 'bound %s', TOKEN);
    expect(text()).not.toContain(TOKEN);
    expect(lines()[0]?.msg).toContain(`token ${REDACTED}, count 3`);
    expect(lines()[1]?.msg).toBe(`bound ${REDACTED}`);
  });

  it('GIVEN the token anywhere in a deep object or an array THEN scrubbed', () => {
    const { logger, text } = captured();
    logger.info({ a: { b: { c: { d: { url: `x${TOKEN}y` } } } }, list: [TOKEN, { t: TOKEN }], password: 'hunter2hunter2', secret: 's' }, 'deep');
    expect(text()).not.toContain(TOKEN);
    expect(text()).not.toContain('hunter2hunter2');
  });

  it('GIVEN an object nested deeper than the scrubber walks THEN the token is still not written', () => {
    const { logger, text } = captured();
    let deep: Record<string, unknown> = { url: `https://discord.invalid/${TOKEN}` };
    for (let i = 0; i < 12; i++) deep = { level: deep };
    logger.info({ deep }, 'very deep');
    expect(text()).not.toContain(TOKEN);
  });

  it('GIVEN a child logger bound with the token THEN the bindings are scrubbed too', () => {
    const { logger, text } = captured();
    logger.child({ token: TOKEN, gatewayUrl: `wss://gateway.invalid/?t=${TOKEN}` }).info(`child message ${TOKEN}`);
    expect(text()).toContain(REDACTED);
    expect(text()).not.toContain(TOKEN);
  });

  it('GIVEN an Error logged as {err} THEN it keeps its type and its cause (scrubbed)', () => {
    const { logger, text, lines } = captured();
    const cause = new TypeError(`inner failure ${TOKEN}`);
    logger.error({ err: new Error('outer failure', { cause }) }, 'failed');
    expect(text()).not.toContain(TOKEN);
    const err = lines()[0]?.err as { type?: string; message?: string; stack?: string };
    expect(err.message).toMatch(/^outer failure/);
    // Without secrets pino reports { type: 'Error', message: 'outer failure: inner failure …' }.
    expect.soft(err.type).toBe('Error');
    expect.soft(JSON.stringify(err)).toContain(`inner failure ${REDACTED}`);
  });

  it('GIVEN no secrets THEN ordinary values pass through untouched', () => {
    const chunks: string[] = [];
    const logger = createLogger({ destination: { write: (s: string) => void chunks.push(s) } });
    logger.info({ rule: '702.19b', count: 2 }, 'looked up');
    expect(JSON.parse(chunks.join(''))).toMatchObject({ rule: '702.19b', count: 2, msg: 'looked up', app: 'stackwise' });
  });
});

describe('boot() wires the token into the logger', () => {
  const cwd = tempDir('stackwise-logger-cwd-');
  afterAll(() => cwd.cleanup());

  it('GIVEN boot({ env: { DISCORD_TOKEN } }) THEN its logger (on standard error) scrubs the token everywhere', async () => {
    const r = await run(TSX, [path.join(ROOT, 'test/support/boot-logger-child.ts'), TOKEN], { env: baseEnv(cwd.dir), cwd: cwd.dir });
    expect(r.stdout, r.stderr).toContain('BOOT OK');
    expect(r.code).toBe(0);
    const logLines = r.stderr.split('\n').filter((l) => l.startsWith('{'));
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    expect(r.stderr).toContain(REDACTED);
    expect(r.stderr).not.toContain(TOKEN);
    expect(r.stdout).not.toContain(TOKEN);
  });
});
