/**
 * A move asked of alone — "Can my Birds block their Hill Giant?", 「《大蜘蛛》で《セラの天使》をブロックできますか？」 — is
 * answered as a judge answers it: whether it can be made, and, when it can and the rest of the story is settled, what it
 * leads to ("If you do: …"), read from the story told again with the move made. The final state is then the one after
 * the move, never the state before it reported as if the question had stopped there (dev-s26a: a legal block answered
 * "yes" left the blocker on the battlefield in `final`, though the player meant to block and the blocker dies).
 * A move that can't be made, or whose outcome turns on what the question left open (a size, the defender's blocks),
 * is answered as its legality alone.
 * Expected values from the rules: a creature with flying can block one without (702.9b) and only one with flying or
 * reach can block it (702.9b, 702.17b); combat damage (510.1) and lethal damage (704.5g); Giant Growth +3/+3 (611.2);
 * hexproof (702.11b). Cards: Giant Spider 2/4 reach; Serra Angel 4/4 flying, vigilance; Birds of Paradise 0/1 flying;
 * Hill Giant 3/3; Grizzly Bears 2/2; Savannah Lions 2/1; Slippery Bogle 1/1 hexproof.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Giant Spider': '大蜘蛛',
    'Serra Angel': 'セラの天使',
    'Birds of Paradise': '極楽鳥',
    'Hill Giant': '丘巨人',
    'Grizzly Bears': '灰色熊',
    'Savannah Lions': 'サバンナ・ライオン',
    'Giant Growth': '巨大化',
    'Lightning Bolt': '稲妻',
    'Slippery Bogle': 'ぬめるボーグル',
  });
}, 120_000);

/** The answer, its verdict, and where each named card ended. */
async function asked(q: string): Promise<{ answer: string; verdict: string | null; zones: Record<string, string>; life: Record<string, number> }> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  const zones = Object.fromEntries(r.value.resolution.final.objects.map((o) => [o.printed.name, o.zone]));
  const life = Object.fromEntries(r.value.resolution.final.players.map((p) => [p.id, p.life]));
  return { answer: r.value.answer, verdict: r.value.verdict, zones, life };
}

describe('GIVEN a legal move asked of alone THEN yes, and what it leads to, read from the story with the move made (508.1, 509.1, 601.2)', () => {
  it.each([
    ['Can my Giant Spider block their Serra Angel?', 'If you do: Died: Giant Spider', { 'Giant Spider': 'graveyard', 'Serra Angel': 'battlefield' }],
    ['Can my Birds of Paradise block their Hill Giant?', 'If you do: Died: Birds of Paradise', { 'Birds of Paradise': 'graveyard', 'Hill Giant': 'battlefield' }],
    ['Can my Hill Giant block their Grizzly Bears?', 'If you do: Died: Grizzly Bears', { 'Grizzly Bears': 'graveyard', 'Hill Giant': 'battlefield' }],
    ['飛行持ちの《極楽鳥》で相手の《丘巨人》をブロックしていいの?', 'そうした場合：死亡：あなたの《極楽鳥》', { 'Birds of Paradise': 'graveyard' }],
    ['《大蜘蛛》で相手の《セラの天使》をブロックできますか？', 'そうした場合：死亡：あなたの《大蜘蛛》', { 'Giant Spider': 'graveyard' }],
    ['Can I target their Grizzly Bears with Lightning Bolt?', 'If you do: Died: Grizzly Bears', { 'Grizzly Bears': 'graveyard', 'Lightning Bolt': 'graveyard' }],
  ])('%s → %s', async (q, says, where) => {
    const r = await asked(q);
    expect(r.verdict).toBe('yes');
    expect(r.answer).toContain(says);
    for (const [name, zone] of Object.entries(where)) expect(r.zones[name]).toBe(zone);
  });

  it('THEN an attack with no one to block it says the damage dealt (510.1)', async () => {
    const r = await asked('My opponent has no creatures. Can my Savannah Lions attack?');
    expect(r.verdict).toBe('yes');
    expect(r.answer).toContain('If you do: Life: the opponent 20 → 18');
    expect(r.life).toEqual({ A: 20, B: 18 });
  });

  it('THEN a spell that changes a size says the size it gives (611.2)', async () => {
    const r = await asked('Can I cast Giant Growth on my Grizzly Bears?');
    expect(r.verdict).toBe('yes');
    expect(r.answer).toContain('5/5');
  });
});

describe('GIVEN a move that can’t be made, or whose outcome the question left open THEN the legality alone', () => {
  it.each([
    // 702.9b: no flying or reach, no block; nothing happened, so nothing moved.
    ['Can my Grizzly Bears block their Serra Angel?', 'no', { 'Grizzly Bears': 'battlefield', 'Serra Angel': 'battlefield' }],
    // 702.11b: the Bolt is never cast.
    ["Can I Lightning Bolt my opponent's Slippery Bogle?", 'no', { 'Slippery Bogle': 'battlefield' }],
    ['《灰色熊》で相手の《セラの天使》をブロックできますか？', 'no', { 'Grizzly Bears': 'battlefield' }],
  ])('%s → %s', async (q, verdict, where) => {
    const r = await asked(q);
    expect(r.verdict).toBe(verdict);
    expect(r.answer).not.toMatch(/If you do|そうした場合/u);
    for (const [name, zone] of Object.entries(where)) expect(r.zones[name]).toBe(zone);
  });

  it.each([
    // Sizes never given: combat would be decided by sizes the question didn't say.
    'Can a creature with flying be blocked by a creature with reach?',
    'Can a creature with menace be blocked by only one creature?',
    // Whether and how the attack is blocked is the defender's choice (509.1a).
    'My opponent controls Grizzly Bears. Can my Savannah Lions attack?',
  ])('%s → no outcome added', async (q) => {
    const r = await asked(q);
    expect(r.answer).not.toMatch(/If you do/u);
  });
});
