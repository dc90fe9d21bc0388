/**
 * Shield counters (122.1c): one or more make a single replacement effect ("if this permanent would be destroyed as
 * the result of an effect, instead remove a shield counter from it") and a single prevention effect ("if damage would
 * be dealt to this permanent, prevent that damage and remove a shield counter from it"). Until now a permanent told
 * with one was refused; now the engine applies them. Expected values from 122.1c and the rulings on shield counters:
 * - all of the damage is prevented and one counter removed, whatever the amount and however many counters (122.1c);
 * - destruction by an effect (Murder; Wrath of God, whose "can't be regenerated" doesn't touch it) is replaced;
 * - deathtouch damage prevented destroys nothing (615.6, 704.5h), but lethal marked damage and toughness 0 or less
 *   are state-based actions the counter doesn't stop (704.5f), nor a sacrifice (701.21a);
 * - damage from several sources at once (two blockers) is not settled by the engine: refused, not guessed.
 * (Damage that can't be prevented, 615.12, is in test/engine/replacement/cant-effects.test.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Murder: '殺害', 'Wrath of God': '神の怒り', 'Grizzly Bears': '灰色熊' });
}, 120_000);
const refused = refusedAs(() => deps);

/** [question, the shielded creature's final zone, shield counters left on it (null: it left), damage marked on it]. */
const ROWS: [string, string, number | null, number][] = [
  ['I put a shield counter on my 3/3. My opponent Lightning Bolts it. What happens?', 'battlefield', 0, 0],
  ['My 3/3 has a shield counter. My opponent casts Murder on it. Does it die?', 'battlefield', 0, 0],
  ['My 3/3 with a shield counter gets hit by Wrath of God. Does it survive?', 'battlefield', 0, 0],
  ['My 2/2 with a shield counter blocks a 5/5. Does my 2/2 die?', 'battlefield', 0, 0],
  ['My 2/2 with a shield counter blocks a 3/3 with deathtouch. Does it survive?', 'battlefield', 0, 0],
  // Two counters: one damage event removes only one.
  ['My 2/2 with two shield counters blocks a 4/4. Does my 2/2 survive?', 'battlefield', 1, 0],
  // Not damage, not destruction by an effect: the counter does nothing.
  ['My 3/3 with a shield counter gets -3/-3 until end of turn. Does it die?', 'graveyard', null, 0],
  ['I sacrifice my 3/3 with a shield counter. Does it die?', 'graveyard', null, 0],
  ['盾カウンターが1個乗っている3/3に相手が《稲妻》を撃った。3/3は死ぬ？', 'battlefield', 0, 0],
  ['盾カウンターが置かれた私の2/2で5/5をブロックしました。2/2は死にますか？', 'battlefield', 0, 0],
];

describe('GIVEN a permanent with a shield counter THEN damage is prevented and destruction by an effect replaced, one counter each time (122.1c)', () => {
  it.each(ROWS)('%s → %s, %s shield counters, %s damage', async (q, zone, left, damage) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const told = r.value.resolution.final.objects.filter((o) => o.printed.types.includes('Creature') && o.owner === 'A');
    const it = told.find((o) => o.zone === zone);
    expect(it, JSON.stringify(told.map((o) => [o.label, o.zone]))).toBeDefined();
    if (left !== null) expect(it!.counters['shield'] ?? 0).toBe(left);
    expect(it!.damage).toBe(damage);
    if (left !== null) expect(JSON.stringify(r.value.resolution.trace)).toContain('122.1c');
  }, 60_000);

  it('GIVEN damage from two blockers at once THEN refused, not guessed (122.1c)', () =>
    refused('My 2/2 with a shield counter is blocked by a 1/1 and a 3/3. What happens?', 'unmodelled', '122.1c'), 60_000);
});
