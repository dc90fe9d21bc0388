/**
 * Issue 13 §4 / issue 16 §2: the engine's refusals (`error.unmodelled`) travel as a reason code with typed params
 * (engine/unmodelled.ts) and are worded only by the reply language's catalogue (render/locales/*-unmodelled.ts).
 * Every reason has words in English and Japanese; a Japanese refusal shows no English but card names and the
 * card text it quotes as such; no engine module writes a finished sentence into the error any more.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TraceParam } from '../../src/engine/types.ts';
import { UNMODELLED_REASONS } from '../../src/engine/unmodelled.ts';
import type { Unmodelled, UnmodelledReason } from '../../src/engine/unmodelled.ts';
import { EN } from '../../src/render/locales/en.ts';
import { JA } from '../../src/render/locales/ja.ts';
import { renderEngineError, renderStep } from '../../src/render/trace.ts';
import type { Label } from '../../src/scenario/build.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { latinWords, spacedJapanese } from '../support/ja-text-check.ts';

/** A sample of each reason's params, as the engine gives them (the compiler checks each is complete). */
const SAMPLES: { [R in UnmodelledReason]: Omit<Extract<Unmodelled, { reason: R }>, 'reason'> } = {
  'block-requirement-multi': { object: 'Grizzly Bears' },
  'multiplayer-combat': {},
  'block-additional-several': { object: 'Grizzly Bears' },
  'block-restriction': { text: "can't be blocked except by creatures with power 2 or greater" },
  'siege-protector': { object: 'Invasion of Zendikar' },
  landwalk: { text: 'legendary landwalk' },
  'division-second-step': { object: 'Grizzly Bears' },
  'combat-status': { object: 'Grizzly Bears' },
  'tapped-status': { object: 'Grizzly Bears' },
  'protection-quality': { quality: 'the chosen player', object: 'Grizzly Bears' },
  'enchant-quality': { text: 'enchant creature with a counter on it' },
  reconfigure: { object: 'Grizzly Bears' },
  'target-guard': { text: 'hexproof from monocolored' },
  'hand-size-effects': { texts: ['Spellbook: You have no maximum hand size.', 'Cursed Rack: Your maximum hand size is four.'] },
  'world-rule': {},
  'siege-defense-zero': { object: 'Invasion of Zendikar' },
  'library-beyond': { player: 'A', known: 1, needed: 3 },
  'shuffled-draw': {},
  'shuffled-top-card': {},
  'shuffled-top-cards': {},
  'search-partial-library': { player: 'A' },
  'search-to-battlefield': { player: 'B' },
  'search-count': { player: 'A' },
  'search-to-graveyard': { player: 'A' },
  'search-choice': { player: 'A', count: 2, choice: 'search' },
  'library-order': { player: 'A', count: 2 },
  'library-bottom-unseen': { player: 'A', count: 2 },
  'search-split': { player: 'A' },
  'search-split-choice': { player: 'A', choice: 'search' },
  'storm-left-stack': { spell: 'Grizzly Bears' },
  'storm-count': { spell: 'Grizzly Bears' },
  'copy-new-targets': { spell: 'Lightning Bolt', choice: 'new-targets' },
  'rebound-cast': { spell: 'Grizzly Bears' },
  'enters-with-counters': { object: 'Grizzly Bears', text: 'It enters with X +1/+1 counters on it.' },
  'copy-of-changed': { object: 'Grizzly Bears', text: 'You may have this creature enter as a copy of a creature you control, except it isn\u2019t legendary.' },
  'copy-of-face': { object: 'Grizzly Bears', of: 'Grizzly Bears' },
  'copy-token-lki': { object: 'Grizzly Bears' },
  'damage-counters': { object: 'Grizzly Bears' },
  'counter-replacement-order': { player: 'A', texts: ['If one or more +1/+1 counters would be put on a creature you control, that many plus one are put on it instead.', 'If an effect would put one or more counters on a permanent you control, it puts twice that many instead.'], counter: '+1/+1', object: 'Grizzly Bears', results: ['3', '4'] },
  'life-gain-replacement-order': { player: 'A', texts: ['If you would gain life, you gain twice that much life instead.', 'If you would gain life, you gain that much life plus 1 instead.'] },
  'watching-effect': { effect: 'damage-modifier' },
  'lki-sacrificed': {},
  'destroy-replacement-order': { object: 'Grizzly Bears', texts: ['Bear Umbra: umbra armor', 'Regenerate target creature.'] },
  'ascend-count': { object: 'Grizzly Bears' },
  'shield-counter-sources': { object: 'Grizzly Bears' },
  'shield-counter-prevention-order': { object: 'Grizzly Bears', texts: ['shield counter', 'Healing Salve'] },
  'stack-x-mana-value': { object: 'Grizzly Bears' },
  'choice-objects': { object: 'Grizzly Bears', choice: 'untap' },
  'choice-sacrifice': { player: 'B', object: 'Lightning Bolt', choice: 'sacrifice' },
  'proliferate-choice': { player: 'A', choice: 'proliferate' },
  'lki-damage-source': { texts: ['deathtouch', 'infect'] },
  'lki-attached': { object: 'Grizzly Bears' },
  'linked-exile-unknown': { object: 'Grizzly Bears' },
  'lki-counters': { object: 'Grizzly Bears' },
  'lki-tapped': {},
  'lki-evolve': {},
  'lki-source-stat': { object: 'Murderous Redcap' },
  'turn-history': { happened: 'creature-died' },
  'turn-history-left': {},
  'several-opponents': {},
  'player-leaves': {},
  'win-against-cant-lose': { player: 'B' },
  'mana-add': { mana: 'one mana of any color' },
  'mana-pay': { cost: '{1}', pool: '-' },
  'random-discard': {},
  'x-unsaid': {},
  'discard-count-unknown': {},
  'aura-enchant-count': { object: 'Grizzly Bears', count: 0 },
  'aura-enchant-target': { text: 'enchant creature or planeswalker an opponent controls' },
  'permanent-spell-targets': {},
  'cascade-lki': {},
  'cost-choice': { what: 'sacrifice', text: 'Sacrifice two creatures' },
  'x-from-counters': { object: 'Grizzly Bears', text: 'It enters with X +1/+1 counters on it.', past: true },
  'activation-cost': { text: 'Exert this creature' },
  'lost-rules-text': { object: 'Grizzly Bears', mana: true },
  'mana-pool-unstated': { cost: ['{1}'], text: '{1}, {T}: Add {C}{C}.' },
  'special-mana-activation': { cost: ['{G/P}'] },
  'mana-ability': { text: '{T}: Add one mana of any color.', adds: 'one mana of any color' },
  'mana-ability-cost': { cost: 'Pay 1 life', text: 'Pay 1 life, {T}: Add {B}.' },
  'earlier-mana': { spent: '{G}', cost: '{1}{G}' },
  'mana-abilities-unnamed': { cost: '{2}{G}', sources: ['Grizzly Bears', 'Wall of Wood'] },
  'x-for-cost': { text: 'As an additional cost to cast this spell, pay X life.' },
  'jump-start-discard': { text: 'As an additional cost to cast this spell, discard a card.' },
  'discard-cost-choice': { text: 'As an additional cost to cast this spell, discard a card.' },
  'exile-cost-choice': { text: 'You may pay 1 life and exile a blue card from your hand rather than pay this spell\'s mana cost.' },
  'additional-cost-choice': { text: 'As an additional cost to cast this spell, discard a card or pay 3 life.' },
  'two-costs-of-a-kind': { text: "You may pay 4 life rather than pay this spell's mana cost." },
  'special-mana': { cost: '{W/U}' },
  'mana-ability-choice': { sources: ['Grizzly Bears'], cost: '{1}{G}' },
  'mana-untold': { sources: ['Grizzly Bears'], cost: '{R}' },
  'cost-choice-open': { text: 'convoke' },
  'convoke-payment': { creatures: ['Grizzly Bears'], board: true },
  'mode-number': { text: 'When this enters, choose one — • Draw a card. • Gain 3 life.', mode: 3, modes: 2 },
  'mode-twice': { text: 'When this enters, choose two — • Draw a card. • Gain 3 life.' },
  'mode-count': { text: 'When this enters, choose one — • Draw a card. • Gain 3 life.', chosen: 2, allowed: '1' },
  'mode-no-target': { text: 'When this enters, choose one — • Destroy target artifact. • Gain 3 life.', mode: 'Destroy target artifact.' },
  'mode-choice': { text: 'When this enters, choose one — • Draw a card. • Gain 3 life.', modes: ['Draw a card.', 'Gain 3 life.'] },
  'trigger-target': { text: 'When this enters, it deals 2 damage to any target.' },
  'color-choice': { text: 'Target creature you control gains protection from the color of your choice until end of turn.' },
  'additional-trigger-sacrifice': { ability: 'Whenever you sacrifice a creature, draw a card.', by: 'Lightning Bolt' },
};

const LABELS: Record<string, Label> = {
  b: { en: 'your Grizzly Bears', ja: 'あなたの《灰色熊》', engine: 'Grizzly Bears' } as Label,
  w: { en: "the opponent's Wall of Wood", ja: '対戦相手の《木の壁》', engine: 'Wall of Wood' } as Label,
  l: { en: 'your Lightning Bolt', ja: 'あなたの《稲妻》', engine: 'Lightning Bolt' } as Label,
  z: { en: 'Invasion of Zendikar', ja: '《ゼンディカーへの侵攻》', engine: 'Invasion of Zendikar' } as Label,
};

const stepOf = (reason: UnmodelledReason): { rules: string[]; key: string; params: Record<string, TraceParam> } => ({
  rules: [],
  key: 'error.unmodelled',
  params: { reason, ...(SAMPLES[reason] as Record<string, TraceParam>), rule: '701.23a' },
});

describe('GIVEN the reasons the engine stops over rather than guess (error.unmodelled)', () => {
  it('THEN each language has words for every reason, and no other', () => {
    const reasons = [...UNMODELLED_REASONS].sort();
    expect(reasons.length).toBeGreaterThan(60);
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(Object.keys(EN.unmodelled).sort()).toEqual(reasons);
    expect(Object.keys(JA.unmodelled).sort()).toEqual(reasons);
  });

  describe.each(UNMODELLED_REASONS.map((r) => [r]))('%s', (reason) => {
    it('THEN English says it in English, naming the objects by their reply labels', () => {
      const en = renderStep(stepOf(reason), 'en', { labels: LABELS, asker: true }).text;
      expect(en).toMatch(/^Stopped rather than guess: the answer depends on .+, which the engine does not model \(see 701\.23a\)\.$/s);
      expect(en).not.toMatch(/undefined|NaN|\[object |[\u3040-\u30ff\u4e00-\u9fff]/u);
      if ((SAMPLES[reason] as { object?: string }).object === 'Grizzly Bears') expect(en).toContain('your Grizzly Bears');
    });
    it('THEN Japanese says it in Japanese: no English but card names and quoted card text, no spaced Japanese', () => {
      const ja = renderStep(stepOf(reason), 'ja', { labels: LABELS, asker: true }).text;
      expect(ja.startsWith('推測で答えず中断しました：答えは、エンジンが扱わない')).toBe(true);
      expect(ja).not.toMatch(/undefined|NaN|\[object /);
      expect(latinWords(ja), ja).toEqual([]);
      expect(spacedJapanese(ja), ja).toEqual([]);
      expect(ja).not.toContain('Grizzly Bears');
    });
  });

  it('THEN an unknown or missing reason still renders (the missing-value mark, never "undefined")', () => {
    for (const lang of ['en', 'ja'] as const) {
      const text = renderStep({ rules: [], key: 'error.unmodelled', params: {} }, lang).text;
      expect(text).not.toMatch(/undefined/);
    }
  });
});

describe('GIVEN the engine source', () => {
  const ENGINE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../src/engine');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = path.join(dir, n);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
  it('THEN every unmodelled stop gives a reason code, never a sentence (`what:`)', () => {
    const calls = files(ENGINE).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'error\.unmodelled',\s*\{([^}]{0,200})/g)].map((m) => `${path.relative(ENGINE, f)}: ${m[1]!.trim().slice(0, 60)}`));
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.filter((c) => !/^[^:]+: (?:reason: '[a-z-]+'|\.\.\.legality\.why)/.test(c))).toEqual([]);
  });
});

describe('GIVEN a Scenario the engine stops on (protection from a quality it can\'t read, 702.16a)', () => {
  const r = runScenario({
    objects: [
      { id: 's', name: 'Src', types: ['Creature'], colors: ['R'], power: 3, toughness: 3 },
      { id: 'b', name: 'Bear', types: ['Creature'], power: 2, toughness: 2, controller: 'B', keywords: ['protection from the chosen player'] },
    ],
    actions: [{ kind: 'damage', source: 's', target: 'b', amount: 3 }],
  });
  it('THEN the error carries the code and its params, and each language words it', () => {
    if (r.ok || r.error.kind !== 'engine') throw new Error(`expected an engine stop, got ${JSON.stringify(r).slice(0, 200)}`);
    expect(r.error.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled', params: { reason: 'protection-quality', quality: 'the chosen player' } });
    // (The action's index is the /scenario reader's; /ask drops it, answer-run.ts.)
    const unprefixed = (t: string): string => t.replace(/^actions\[\d+\][:：]\s*/, '');
    expect(unprefixed(renderEngineError(r.error.error, 'en'))).toBe('Stopped rather than guess: the answer depends on protection from the chosen player, which the engine does not model (see 702.16a).');
    const ja = unprefixed(renderEngineError(r.error.error, 'ja'));
    expect(ja).toBe('推測で答えず中断しました：答えは、エンジンが扱わないプロテクションの性質（英語のオラクル・テキスト「protection from the chosen player」）に左右されます（702.16aを参照）。');
    expect(latinWords(ja)).toEqual([]);
  });
});
