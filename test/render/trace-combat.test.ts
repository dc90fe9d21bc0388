/**
 * The combat, damage and replacement steps of real runs, rendered in English and Japanese: no
 * leftover placeholders, the right words (player, default policy, other orders), and the
 * restatement of the combat actions.
 */
import { describe, expect, it } from 'vitest';
import { answerFor, renderEngineError, renderTrace, restateScenario } from '../../src/render/trace.ts';
import { runScenario } from '../../src/scenario/run.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;
const LEFTOVER = /undefined|\bnull\b|NaN|\[object |\$\{|\{\{|\}\}|\(unknown\)|（不明）|reason “|理由「/;

const creature = (id: string, power: number, toughness: number, keywords: string[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  types: ['Creature'],
  colors: ['G'],
  power,
  toughness,
  keywords,
  ...extra,
});

const scenarios: Record<string, unknown> = {
  'double strike and trample vs protection': {
    objects: [creature('dreadmaw', 6, 6, ['trample', 'double strike', 'lifelink']), creature('outlander', 2, 2, ['protection from green'], { controller: 'B', colors: ['B'] })],
    actions: [
      { kind: 'declare-attackers', attackers: [{ object: 'dreadmaw' }] },
      { kind: 'declare-blockers', blockers: [{ object: 'outlander', blocks: ['dreadmaw'] }] },
      { kind: 'combat-damage', all: true },
      { kind: 'end-combat' },
    ],
  },
  'doublers, shields, regeneration, removal, fight': {
    objects: [creature('bear', 2, 2), creature('ox', 4, 4, [], { controller: 'B' }), creature('skel', 1, 1, [], { controller: 'B' }), creature('pw', 0, 0, [], { types: ['Planeswalker'], power: null, toughness: null, loyalty: 3, controller: 'B' })],
    replacements: [
      { id: 'd1', kind: 'damage-modifier', multiply: 2, text: 'double' },
      { id: 'p1', kind: 'prevent', amount: 3, to: { kind: 'filter', types: ['Creature'], controller: 'you' }, controller: 'B', text: 'shield' },
    ],
    actions: [
      { kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: 'skel' } },
      { kind: 'declare-attackers', attackers: [{ object: 'bear', target: 'pw' }] },
      { kind: 'declare-blockers', blockers: [{ object: 'skel', blocks: ['bear'] }] },
      { kind: 'remove-from-combat', object: 'skel' },
      { kind: 'combat-damage' },
      { kind: 'fight', a: 'ox', b: 'skel' },
      { kind: 'end-turn' },
    ],
  },
};

describe('GIVEN real combat runs', () => {
  for (const [name, json] of Object.entries(scenarios)) {
    it(`${name}: THEN every step renders in both languages without leftovers`, () => {
      const r = runScenario(json);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const keys = new Set(r.value.resolution.trace.map((s) => s.key));
      expect([...keys].some((k) => k.startsWith('combat.'))).toBe(true);
      for (const lang of ['en', 'ja'] as const) {
        for (const s of renderTrace(r.value.resolution.trace, lang, { labels: r.value.built.labels })) {
          expect(s.text, s.text).not.toMatch(LEFTOVER);
          if (lang === 'ja') expect(s.text).toMatch(JAPANESE);
        }
      }
      const en = restateScenario(r.value.scenario, 'en', r.value.built.labels);
      const ja = restateScenario(r.value.scenario, 'ja', r.value.built.labels);
      expect(en).not.toMatch(LEFTOVER);
      expect(ja).toMatch(JAPANESE);
    });
  }

  // Issue 16 §1: a creature without trample never assigns "the most damage to what it attacks", and
  // nothing echoes the damage assignment order the CR no longer has (510.1c-d divide freely).
  const DEFAULTS = [
    { name: 'a 4/4 without trample blocked by a 1/1 and a 3/3', attacker: [] as string[], says: { en: 'lethal damage to each creature while damage is left', ja: 'ダメージが残っている間は各クリーチャーに致死ダメージ' } },
    { name: 'a 4/4 with trample blocked by a 1/1 and a 3/3', attacker: ['trample'], says: { en: 'lethal damage to each creature blocking it, the rest to what it attacks', ja: '残りを攻撃しているものに' } },
  ];
  for (const d of DEFAULTS) {
    it(`GIVEN ${d.name} and no assignment THEN the default is said without an assignment order, in EN and JA`, () => {
      const r = runScenario({
        objects: [creature('big', 4, 4, d.attacker), creature('small', 1, 1, [], { controller: 'B' }), creature('mid', 3, 3, [], { controller: 'B' })],
        actions: [
          { kind: 'declare-attackers', attackers: [{ object: 'big' }] },
          { kind: 'declare-blockers', blockers: [{ object: 'small', blocks: ['big'] }, { object: 'mid', blocks: ['big'] }] },
          { kind: 'combat-damage' },
        ],
      });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const en = renderTrace(r.value.resolution.trace, 'en').map((s) => s.text).join('\n');
      const ja = renderTrace(r.value.resolution.trace, 'ja').map((s) => s.text).join('\n');
      expect(en).toContain(d.says.en);
      expect(ja).toContain(d.says.ja);
      expect(en).not.toMatch(/listed order|in order/);
      expect(ja).not.toMatch(/記載順/);
      if (d.attacker.length === 0) expect(en).not.toContain('to what it attacks');
    });
  }

  it('THEN an unblocked attacker\'s assignment has no default to explain, and the order step names who chooses and what another order gives', () => {
    const r = runScenario({
      objects: [creature('bear', 2, 2), creature('ox', 4, 4, [], { controller: 'B' })],
      replacements: [{ id: 'd1', kind: 'damage-modifier', multiply: 2, text: 'double' }, { id: 'p1', kind: 'prevent', amount: 3, to: 'B', text: 'shield' }],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'bear' }] }, { kind: 'combat-damage' }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const text = renderTrace(r.value.resolution.trace, 'en').map((s) => s.text).join('\n');
    expect(text).toContain('Bear assigns its 2 combat damage: 2 to player B.');
    expect(text).toContain('the affected player B chooses the order');
    expect(text).toContain('Another order would give 0 damage instead.');
    const ja = renderTrace(r.value.resolution.trace, 'ja').map((s) => s.text).join('\n');
    expect(ja).toContain('プレイヤーBが1つずつ順番を選び');
  });

  it('THEN the short answer gives the life totals, poison and the damage left marked', () => {
    const r = runScenario(scenarios['double strike and trample vs protection']);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(answerFor(r.value.resolution, 'en', r.value.built.labels)).toContain('Life: player A 20 → 28, player B 20 → 12. Damage marked: Dreadmaw 2.');
    expect(answerFor(r.value.resolution, 'ja', r.value.built.labels)).toContain('ライフ：プレイヤーAは20 → 28、プレイヤーBは20 → 12。負っているダメージ：Dreadmaw（2点）。');
    // Asked by player A (/ask): the summary names the players as the restatement and the answer lines
    // do, in both languages (issue 16 §1-2; English said 'Life: player B 20 → 12' under 'The opponent takes 8 damage').
    expect(answerFor(r.value.resolution, 'ja', r.value.built.labels, { asker: true })).toContain('ライフ：あなたは20 → 28、対戦相手は20 → 12。');
    expect(answerFor(r.value.resolution, 'en', r.value.built.labels, { asker: true })).toContain('Life: you 20 → 28, the opponent 20 → 12.');
    expect(answerFor(r.value.resolution, 'en', r.value.built.labels, { asker: true })).not.toMatch(/player [AB]/i);
    const steps = renderTrace(r.value.resolution.trace, 'ja', { asker: true }).map((s) => s.text).join('\n');
    expect(steps).toContain('あなた');
    expect(steps).not.toMatch(/プレイヤー[AB]/);
  });

  it('THEN Japanese steps name P/T counters and subtypes in Japanese (issue 16 §2)', () => {
    const r = runScenario({ objects: [creature('bear', 2, 2, [], { counters: { '+1/+1': 2 }, subtypes: ['Bear', 'Frog'] })], actions: [] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const ja = renderTrace(r.value.resolution.trace, 'ja').map((s) => s.text).join('\n');
    expect(ja).toContain('+1/+1カウンター2個');
    expect(ja).not.toContain('counter x');
    expect(ja).toMatch(/クリーチャー\s*—\s*熊・カエル/);
    const inf = runScenario({ objects: [creature('viper', 2, 2, ['infect'])], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'viper' }] }, { kind: 'combat-damage' }] });
    if (!inf.ok) throw new Error(JSON.stringify(inf.error));
    expect(answerFor(inf.value.resolution, 'en')).toBe('Poison counters: player B 0 → 2.');
    expect(answerFor(inf.value.resolution, 'en', {}, { asker: true })).toBe('Poison counters: the opponent 0 → 2.');
  });

  it('THEN an illegal block renders its reason in both languages', () => {
    const r = runScenario({
      objects: [creature('bird', 1, 1, ['flying']), creature('bear', 2, 2, [], { controller: 'B' })],
      actions: [{ kind: 'declare-attackers', attackers: [{ object: 'bird' }] }, { kind: 'declare-blockers', blockers: [{ object: 'bear', blocks: ['bird'] }] }],
    });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine error');
    expect(renderEngineError(r.error.error, 'en')).toBe(
      "actions[1]: Bear can't block Bird: the attacker can't be blocked by it (flying). The declaration of blockers is illegal (see 702.9b, 509.1b).",
    );
    expect(renderEngineError(r.error.error, 'ja')).toContain('飛行');
  });

  it('THEN a reason that already names the ability does not repeat it in brackets (defender)', () => {
    const r = runScenario({ objects: [creature('wall', 0, 4, ['defender'])], actions: [{ kind: 'declare-attackers', attackers: [{ object: 'wall' }] }] });
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine error');
    expect(renderEngineError(r.error.error, 'en')).toBe("actions[0]: Wall can't attack: it has defender. The declaration of attackers is illegal (see 702.3b).");
    expect(renderEngineError(r.error.error, 'ja')).not.toMatch(/防衛を持っています（防衛）/);
  });
});
