/**
 * The trace in English and Japanese (src/render/trace.ts): every key the engine can emit has a
 * template in both languages, each renders without leftover placeholders, says why (layer, rule),
 * and the restatement and short answer describe real resolutions correctly.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACE_KEYS } from '../../src/engine/trace-keys.ts';
import type { TraceParam, TraceStep } from '../../src/engine/types.ts';
import { answerFor, hasTemplate, renderEngineError, renderStep, renderTrace, restateScenario, TRACE_TEMPLATES } from '../../src/render/trace.ts';
import { runScenario } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { latinWords, spacedJapanese } from '../support/ja-text-check.ts';
import { phrases } from '../../src/render/restate.ts';
import type { Label } from '../../src/scenario/build.ts';

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;
/** What a template must never leave behind. */
const LEFTOVER = /undefined|\bnull\b|NaN|\[object |\$\{|\{\{|\}\}|—|\(unknown\)|（不明）/;

/** A value for every param any key documents (trace-keys.ts), as the engine would give them. */
const SAMPLE: Record<string, TraceParam> = {
  object: 'Grizzly Bears',
  of: 'Essence of the Wild',
  color: 'R',
  layer: '7c',
  characteristic: 'pt',
  effect: '+0/+1 (Giant Growth)',
  timestamp: 5,
  before: '1/3',
  after: '1/4',
  dependsOn: ['Effect One'],
  effects: ['Effect One', 'Effect Two'],
  name: 'Isamaru, Hound of Konda',
  controller: 'A',
  types: 'Creature',
  colors: 'G',
  abilities: 'flying, protection red',
  pt: '2/2',
  text: 'Target creature gets +3/+3 until end of turn.',
  affects: ['Grizzly Bears'],
  duration: 'end-of-turn',
  counts: ['3'],
  reason: 'action',
  source: 'Lightning Bolt',
  target: 'Grizzly Bears',
  amount: 3,
  combat: true,
  deathtouch: true,
  total: 3,
  quality: 'red',
  player: 'B',
  counter: '+1/+1',
  to: 'graveyard',
  from: 'battlefield',
  id: 'bear',
  zone: 'graveyard',
  token: true,
  indestructible: true,
  owner: 'A',
  newId: 'bear~1',
  lost: ['counters', 'damage'],
  reference: 'bear',
  round: 1,
  life: 0,
  poison: 10,
  toughness: 0,
  damage: 3,
  loyalty: 0,
  kept: 'Isamaru (i2)',
  removed: ['Isamaru (i1)'],
  policy: 'keep-newest',
  attachedTo: 'Grizzly Bears',
  objects: ['Grizzly Bears'],
  winner: 'A',
  draw: false,
  bound: 'events',
  limit: 10000,
  count: 10001,
  what: 'object',
  repeats: 3,
  rule: '303.4f',
  action: 2,
  // Combat, damage, replacement and fight (issue 4).
  attackers: ['Grizzly Bears'],
  blockers: ['Wall of Wood'],
  creatures: ['Grizzly Bears', 'Wall of Wood'],
  artifacts: ['Grizzly Bears', 'Wall of Wood'],
  targetKind: 'player',
  vigilance: false,
  default: true,
  step: 'first-strike',
  firstStrike: true,
  power: 3,
  recipients: ['Wall of Wood', 'B'],
  amounts: ['2', '1'],
  recipientKinds: ['object', 'player'],
  trample: true,
  lethalFor: ['Wall of Wood'],
  lethal: ['2'],
  marked: ['1'],
  attacker: 'Grizzly Bears',
  blocker: 'Wall of Wood',
  ability: 'flying',
  max: 1,
  chooser: 'B',
  others: ['6'],
  remaining: 1,
  sources: ['Grizzly Bears', 'Lightning Bolt'],
  kind: 'prevent',
  shields: ['Grizzly Bears'],
  a: 'Grizzly Bears',
  b: 'Wall of Wood',
  powerA: 2,
  powerB: 0,
  // Casting, the stack, targets and triggers (issue 5).
  spell: 'Lightning Bolt',
  word: 'any',
  targets: ['Grizzly Bears'],
  shared: false,
  cost: '{X}{R}',
  x: 3,
  sacrificed: ['Grizzly Bears'],
  reductions: ['Thunderscape Familiar: black spells cost {1} less'],
  // Casting choices and mana (issue 5, session 2).
  paid: '{1}{B}',
  left: '{G}',
  rest: '{2}{W}{W}',
  adds: '{B}',
  pool: '{B}{G}',
  restriction: 'Your opponents can’t cast spells with even mana values.',
  modes: ['Put two +1/+1 counters on target creature.'],
  alternative: 'bestow',
  additional: ['kicker {2}{G}'],
  kicked: true,
  simulated: true,
  detail: 'Grizzly Bears: hexproof',
  item: 'Lightning Bolt',
  depth: 2,
  passes: 1,
  players: 2,
  copy: true,
  by: 'Cancel',
  cause: 'dies',
  lookBack: true,
  stage: 'trigger',
  order: ['A: Blood Artist: gain 1 life'],
  // Alternative characteristics, permissions, face-down, casting during resolution (issue 5, session 2, H3).
  card: 'Giant Killer',
  face: 'adventure',
  using: 'flashback',
  exiled: ['Mountain', 'Lightning Bolt'],
  hit: 'Lightning Bolt',
  manaValue: 4,
  cards: ['Mountain'],
  megamorph: false,
  choice: 'madness',
  answer: 'yes',
  // The maximum hand size and the cleanup discard (514.1, issue 14).
  size: 7,
  unseen: 2,
  // Land plays (305.2a).
  played: 1,
  allowed: 2,
};

/** The sample's object names as a Japanese reply labels them (build.ts: 《…》 with whose it is). */
const JA_LABELS: Record<string, Label> = Object.fromEntries(
  ['Grizzly Bears', 'bear', 'Essence of the Wild', 'Isamaru, Hound of Konda', 'Lightning Bolt', 'Wall of Wood', 'Cancel', 'Giant Killer', 'Mountain', 'Thunderscape Familiar', 'Effect One', 'Effect Two', 'Isamaru (i2)', 'Isamaru (i1)', 'Giant Growth'].map((en, i) => [`o${i}`, { en, ja: `あなたの《カード${i}》` } as Label]),
);

/**
 * The params a key carries where the shared sample gives a value of another kind (a zone where the key names an
 * object, a reason code another key uses): the values the engine gives this key (the file emitting it is named),
 * so the Japanese check below reads what a user would see.
 */
const SAMPLE_FOR: Record<string, Record<string, TraceParam>> = {
  'event.attached': { to: 'Wall of Wood' }, // record.ts: labels
  'event.unattached': { from: 'Wall of Wood' },
  'umbra.applied': { aura: 'Wall of Wood' }, // zone-actions.ts destructionReplaced: labels
  'error.left-battlefield': { act: 'counters', zone: 'graveyard', rule: '400.7' }, // objects.ts permanentObject
  'combat.attack-cost': { player: 'A', cost: '{4}', abilities: ["Propaganda: Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."], paid: '{G}{G}{G}{G}', assumed: false }, // combat/attack-cost.ts
  'combat.cant-attack.cost-unpaid': { cost: '{2}', available: '{G}', ability: "Propaganda: Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you." },
  'resolve.cant-cast': { player: 'A', all: false, notTypes: ['Creature'] }, // lands.ts cantCastThisTurn
  'loop.detected': { what: 'state-based actions' }, // resolve.ts LoopGuard
  'error.unmodelled': { reason: 'search-to-battlefield', player: 'A', rule: '701.23a' }, // stack/search.ts (every reason: unmodelled-reasons.test.ts)
  'error.unmodelled-text': { kind: 'text', reason: 'trigger-event' }, // gap-relevance.ts GapReason
  'combat.no-damage': { reason: 'first-strike-done' }, // combat/steps.ts
  'combat.removed': { reason: 'left-battlefield' }, // combat/state.ts
  'combat.sequence': { reason: 'no-combat', action: 'combat-damage' },
  'combat.assignment-illegal': { reason: 'trample-lethal', to: 'B', blocker: 'Wall of Wood' }, // combat/assign.ts
  'replacement.ended': { reason: 'used-up' }, // damage/effects.ts
  'cast.rewound': { reason: 'illegal-target', detail: 'Grizzly Bears: hexproof' }, // casting/cast.ts
  'activate.rewound': { reason: 'summoning-sick', detail: '-' }, // casting/activate.ts
  'stack.put': { kind: 'triggered' }, // triggers/put-on-stack.ts
  'stack.effect-skipped': { effect: 'sacrifice', reason: 'not-yours' }, // stack/effects/sacrifice.ts
  'target.illegal': { reason: 'changed-zone' }, // stack/resolve.ts
  'trigger.order': { order: ['A: Grizzly Bears: When this creature enters, you gain 2 life.', 'B: Wall of Wood: Persist'] }, // triggers/put-on-stack.ts
  'trigger.no-targets': { word: 'creature' },
  'trigger.only-target': { word: 'any' },
  'trigger.which-target': { word: 'creature', options: ['Grizzly Bears', 'B'] },
  'turn.step': { step: 'upkeep' }, // model/stack.ts TurnStep
  'turn.mana-emptied': { step: 'main1', players: ['A', 'B'] },
  'resolve.all': { effect: 'destroy' }, // stack/effects/refs.ts: the effect's kind
  'resolve.choice': { choice: 'may', policy: 'given' },
  'resolve.amount': { from: 'x' },
  'resolve.for-each': { order: ['Grizzly Bears', 'Wall of Wood'], policy: 'listed' },
  'resolve.discard': { policy: 'given' },
  'resolve.scry': { policy: 'default-keep-on-top' },
  'resolve.look-reorder': { policy: 'default-keep-order' },
  'resolve.look-pick': { policy: 'only', to: 'bottom' },
  'resolve.look': { at: 'hand' },
  'resolve.surveil': { policy: 'given' },
  'resolve.search-split': { battlefield: 'Mountain', hand: 'Mountain' }, // stack/search.ts: the found cards' labels
  'face.cant-turn-up': { reason: 'no-morph' }, // casting/face-down.ts
  'cast.pay-phyrexian': { symbols: 2 }, // casting/cast.ts: how many Phyrexian symbols were paid with life
  'land.cant-play': { reason: 'no-land-play' }, // lands.ts
};

/**
 * Keys whose Japanese step still shows a Latin word. (error.unmodelled left the list in session 19: its reasons
 * are codes worded by each language's catalogue, render/locales/*-unmodelled.ts.) The list may only shrink.
 */
const LATIN_LEFT: ReadonlySet<string> = new Set<string>([]);

describe('every trace key has templates', () => {
  it('THEN TRACE_KEYS is not empty and every key has an English and a Japanese template', () => {
    expect(TRACE_KEYS.length).toBeGreaterThan(30);
    const missing = TRACE_KEYS.flatMap((k) => (['en', 'ja'] as const).filter((l) => !hasTemplate(k, l)).map((l) => `${k} (${l})`));
    expect(missing).toEqual([]);
  });

  it('THEN there are no templates for keys the engine does not emit', () => {
    for (const lang of ['en', 'ja'] as const) expect(Object.keys(TRACE_TEMPLATES[lang]).sort()).toEqual([...TRACE_KEYS].sort());
  });

  describe.each(TRACE_KEYS.map((k) => [k]))('%s', (key) => {
    const step: TraceStep = { rules: ['613.4c'], key, params: { ...SAMPLE, ...SAMPLE_FOR[key] } };

    it('THEN both languages render every param, with no leftover placeholder, citing the rule', () => {
      const en = renderStep(step, 'en');
      const ja = renderStep(step, 'ja');
      for (const r of [en, ja]) {
        expect(r.rules).toEqual(['613.4c']);
        expect(r.text).not.toMatch(LEFTOVER);
        expect(r.text).toContain('613.4c');
        expect(r.text.length).toBeGreaterThan(15);
      }
      expect(en.text).not.toMatch(JAPANESE);
      expect(en.text).toMatch(/^[A-Z0-9“]/);
      expect(ja.text).toMatch(JAPANESE);
    });

    // Issue 16 §2: every Japanese template, with the sample's objects named by Japanese labels as /ask names
    // them, has no Latin word but names, rule numbers, quoted English oracle text and the like, and no space
    // between two Japanese characters.
    it('THEN the Japanese step has no stray Latin word and no spaced Japanese', () => {
      const ja = renderStep(step, 'ja', { labels: JA_LABELS, asker: true }).text;
      expect(spacedJapanese(ja), ja).toEqual([]);
      // (A key still listed must still show one: fixed, it leaves the list.)
      if (LATIN_LEFT.has(key)) expect(latinWords(ja).length, ja).toBeGreaterThan(0);
      else expect(latinWords(ja), ja).toEqual([]);
    });

    it('THEN missing params and no rules still render (a dash, never "undefined")', () => {
      for (const lang of ['en', 'ja'] as const) {
        const r = renderStep({ rules: [], key, params: {} }, lang);
        expect(r.text).not.toMatch(/undefined|NaN|\[object /);
        expect(r.text.trim().length).toBeGreaterThan(0);
      }
    });
  });
});

describe('what the steps say', () => {
  const applied: TraceStep = {
    rules: ['613.4c'],
    key: 'layer.applied',
    params: { object: 'Test Creature', layer: '7c', characteristic: 'pt', effect: '+0/+1', timestamp: 2, before: '1/3', after: '1/4' },
  };

  it('GIVEN a 7c effect THEN the step names the layer, its rule, what it is for, and the change', () => {
    expect(renderStep(applied, 'en').text).toBe("Layer 7c (613.4c), P/T changes: +0/+1 (timestamp 2) applies to Test Creature's power/toughness: 1/3 → 1/4.");
    expect(renderStep(applied, 'ja').text).toBe('種類別7c（P/Tの修整）（613.4c）：+0/+1（タイムスタンプ2）がTest Creatureのパワー/タフネスに適用されます：1/3 → 1/4。');
  });

  it('GIVEN a 7d switch THEN it says switching comes after the other P/T effects', () => {
    const step: TraceStep = { ...applied, rules: ['613.4d'], key: 'layer.switch', params: { ...applied.params, layer: '7d', effect: 'switch', before: '1/4', after: '4/1' } };
    expect(renderStep(step, 'en').text).toMatch(/^Layer 7d \(613\.4d\), P\/T switches: .*after every other P\/T effect: 1\/4 → 4\/1\.$/);
    expect(renderStep(step, 'ja').text).toContain('種類別7d（P/Tの入れ替え）（613.4d）');
  });

  it('GIVEN abilities or colors changing THEN the values are read as keywords and color names', () => {
    const abilities: TraceStep = { rules: ['613.1f'], key: 'layer.applied', params: { object: 'Angel', layer: '6', characteristic: 'abilities', effect: 'Humility', before: 'flying, protection red', after: '-' } };
    expect(renderStep(abilities, 'en').text).toContain('flying, protection from red → none');
    expect(renderStep(abilities, 'ja').text).toContain('飛行、プロテクション（赤）→なし');
    const colors: TraceStep = { rules: ['613.1e'], key: 'layer.applied', params: { object: 'Bear', layer: '5', characteristic: 'colors', effect: 'paint', before: 'G', after: 'WU' } };
    expect(renderStep(colors, 'en').text).toContain('green → white and blue');
    expect(renderStep(colors, 'ja').text).toContain('緑→白青');
  });

  it('GIVEN labels from the builder THEN Japanese steps use the Japanese labels of unnamed objects', () => {
    const step: TraceStep = { rules: ['704.5f'], key: 'sba.zero-toughness', params: { object: 'a 0/0 green Creature', toughness: 0 } };
    const labels = { x: { en: 'a 0/0 green Creature', ja: '0/0の緑のクリーチャー' } };
    expect(renderStep(step, 'ja', { labels }).text).toContain('0/0の緑のクリーチャー');
    expect(renderStep(step, 'en', { labels }).text).toBe("704.5f: A 0/0 green Creature has toughness 0 (0 or less), so it is put into its owner's graveyard. This isn't destruction: indestructible doesn't save it.");
  });

  it('GIVEN an effect named by the engine or by the object its ability is on THEN a Japanese step quotes its text as English oracle text of that object, never the engine id', () => {
    const labels = { r: { en: 'Rancor', ja: 'あなたの《怨恨》' } };
    const onAura: TraceStep = { rules: ['613.4c'], key: 'layer.applied', params: { ...applied.params, object: 'Bear', effect: 'Enchanted creature gets +2/+0 and has trample. (Rancor)' } };
    expect(renderStep(onAura, 'ja', { labels }).text).toContain('あなたの《怨恨》の英語のオラクル・テキスト「Enchanted creature gets +2/+0 and has trample.」（タイムスタンプ2）');
    const created: TraceStep = { rules: ['611.2'], key: 'effect.created', params: { effect: 'effect-7', text: 'Target creature gets +3/+3 until end of turn.', timestamp: 4, affects: ['Bear'], duration: 'end-of-turn', counts: [] } };
    const ja = renderStep(created, 'ja').text;
    expect(ja).toContain('継続的効果が始まります：英語のオラクル・テキスト「Target creature gets +3/+3 until end of turn.」、タイムスタンプ4');
    expect(ja).not.toContain('effect-7');
    const ended: TraceStep = { rules: ['611.2'], key: 'effect.ended', params: { effect: 'effect-7', text: 'Target creature gets +3/+3 until end of turn.', reason: 'end-of-turn' } };
    expect(renderStep(ended, 'ja').text).toContain('英語のオラクル・テキスト「Target creature gets +3/+3 until end of turn.」が終わります');
    // English likewise names it by its text, never by the engine's id.
    const en = renderStep(created, 'en').text;
    expect(en).toContain('A continuous effect begins: “Target creature gets +3/+3 until end of turn.”, timestamp 4');
    expect(en).not.toContain('effect-7');
    const named: TraceStep = { ...created, params: { ...created.params, effect: 'Glorious Anthem' } };
    expect(renderStep(named, 'en').text).toContain('A continuous effect begins: Glorious Anthem (“Target creature gets +3/+3 until end of turn.”)');
  });

  it('GIVEN a token created by an action THEN both languages name it with our labels, saying "token" once', () => {
    const r = runScenario({ actions: [{ kind: 'create', object: { name: 'Spirit', types: ['Creature'], power: 1, toughness: 1 } }] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const created = r.value.resolution.trace.find((s) => s.key === 'event.created')!;
    expect(renderStep(created, 'en', { labels: r.value.built.labels }).text).toContain('Spirit token is put onto the battlefield');
    expect(renderStep(created, 'ja', { labels: r.value.built.labels }).text).toContain('Spirit（トークン）がプレイヤーAのコントロール下で戦場に出ます');
  });

  it('GIVEN a move from the battlefield to a graveyard THEN it says the object dies (700.4)', () => {
    const step: TraceStep = { rules: ['400.7', '700.4', '400.3'], key: 'action.move', params: { object: 'Grizzly Bears', from: 'battlefield', to: 'graveyard' } };
    expect(renderStep(step, 'en').text).toBe('400.7, 700.4, 400.3: Grizzly Bears is put into the graveyard from the battlefield: it dies.');
    expect(renderStep(step, 'ja').text).toBe('400.7、700.4、400.3：Grizzly Bearsは墓地に置かれます（戦場から墓地に置かれるので、死亡します）。');
    expect(renderStep({ ...step, params: { object: 'Grizzly Bears', from: 'graveyard', to: 'battlefield' } }, 'en').text).toContain('is put onto the battlefield.');
  });

  it('GIVEN the work bound THEN the error names it, in both languages', () => {
    const e = { code: 'too_much_work' as const, key: 'bound.work', params: { bound: 'work', limit: 2_500_000, count: 2_500_010 }, action: 140 };
    expect(renderEngineError(e, 'en')).toBe(
      "actions[140]: Stopped: working this scenario out needs more than 2500000 units of work (effects applied to objects and dependency checks in the layer system), the engine's bound on how long an answer may take. Try fewer objects, continuous effects or actions.",
    );
    expect(renderEngineError(e, 'ja')).toContain('作業量の上限2500000');
  });

  it('GIVEN a key without a template THEN the step still says its key and params', () => {
    expect(renderStep({ rules: ['100.1'], key: 'new.thing', params: { a: 1, b: ['x', 'y'] } }, 'en').text).toBe('100.1: new.thing (a=1, b=x, y)');
  });

  it('GIVEN engine errors THEN they read as sentences naming the action', () => {
    expect(renderEngineError({ code: 'too_many_events', key: 'bound.exceeded', params: { bound: 'events', limit: 5, count: 6 } }, 'en')).toBe(
      'Stopped: this scenario needs more events than the limit of 5 (it reached 6).',
    );
    expect(renderEngineError({ code: 'illegal_action', key: 'error.illegal-action', params: { reason: 'aura-needs-attachment', rule: '303.4f' }, action: 3 }, 'ja')).toBe(
      'actions[3]：この処理は実行できません：戦場のオーラは何かについていなければならない（303.4fを参照）。',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Real resolutions: the examples

function example(name: string): ScenarioRun {
  const r = runScenario(JSON.parse(readFileSync(new URL(`../../src/scenario/examples/${name}`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

// Issue 16 §2: /scenario in Japanese — the restatement and every step of each example scenario. Its objects are
// named by the file's own (English) names, which are names; quoted rules text is said to be English oracle text
// (英語のオラクル・テキスト「…」), and a quote is never cut in the middle of a phrase.
describe('GIVEN each example scenario answered in Japanese', () => {
  const files = readdirSync(new URL('../../src/scenario/examples/', import.meta.url)).filter((f) => f.endsWith('.json'));
  it.each(files)('%s THEN no stray Latin word but names, no spaced Japanese, no quote cut mid-phrase', (name) => {
    const run = example(name);
    // (Names: the objects' labels, the cards' own names and faces' names, and the file's own ids for its effects.)
    const cardNames = JSON.stringify(run.scenario).match(/"(?:name|effect|id)":"[^"]+"/g) ?? [];
    const names = [...Object.values(run.built.labels).flatMap((l) => [l.en, l.ja]), ...cardNames.map((m) => m.replace(/^"[a-z]+":"|"$/g, ''))].sort((a, b) => b.length - a.length);
    const texts = [restateScenario(run.scenario, 'ja', run.built.labels), ...renderTrace(run.resolution.trace, 'ja', { labels: run.built.labels }).map((st) => st.text)];
    const problems = texts.flatMap((t) => {
      const bare = names.reduce((x, n) => x.split(n).join('《》'), t);
      return [...latinWords(bare).map((w) => `Latin '${w}' in ${t}`), ...spacedJapanese(t).map((w) => `spaced '${w}' in ${t}`)];
    });
    expect(problems).toEqual([]);
    // (A quote cut short ends at a sentence's or a clause's end, then '…': never "…gets +1/+1 un…".)
    for (const m of texts[0]!.matchAll(/「([^」]*)…」/g)) expect(m[1]!).toMatch(/[.,;。、] ?$/);
  });
  it('GIVEN a long rules text THEN the restatement shortens it only at a sentence or clause end, else quotes it whole', () => {
    const long = 'Until end of turn, this land becomes a black and green Plant Zombie creature with "This creature\'s power and toughness are each equal to the number of creature cards in your graveyard." It\'s still a land.';
    expect(phrases(long, 200)).toBe(long.slice(0, long.indexOf(' It\'s')) + ' …');
    expect(phrases(long, 160)).toBe('Until end of turn…');
    expect(phrases('a b c d e f g h i j k l m n o p q r s t u v w x y z', 20)).toBe('a b c d e f g h i j k l m n o p q r s t u v w x y z');
    expect(phrases('one, two three four five six seven', 20)).toBe('one…');
    expect(phrases('short.', 20)).toBe('short.');
  });
});

describe('the restatement and the answer', () => {
  it.each([
    ['613.4d-switch.json', 'Test Creature is a 4/6 green Creature.', 'Test Creatureは4/6の緑のクリーチャーです。'],
    ['humility.json', 'Serra Angel is a 2/2 white Angel Creature with no abilities.', 'Serra Angelは2/2の白の天使・クリーチャー（能力なし）です。'],
    ['anthem-and-counters.json', 'Grizzly Bears is a 4/4 green Bear Creature. Died: Llanowar Elves.', 'Grizzly Bearsは4/4の緑の熊・クリーチャーです。死亡：Llanowar Elves。'],
    ['zero-toughness.json', 'Died: Darksteel Myr.', '死亡：Darksteel Myr。'],
    ['lethal-damage-indestructible.json', 'Not destroyed (indestructible): Stone Guardian. Died: Gray Ogre.', '破壊不能のため破壊されない：Stone Guardian。死亡：Gray Ogre。'],
    ['legend-rule.json', 'Died: Isamaru, Hound of Konda (isamaru1).', '死亡：Isamaru, Hound of Konda（isamaru1）。'],
    // 700.4: only a creature or planeswalker dies; the Aura is put into the graveyard (it was said to "die": a bug).
    ['aura-falls-off.json', 'Died: Grizzly Bears. Put into the graveyard from the battlefield: Holy Strength.', '死亡：Grizzly Bears。墓地に置かれた：Holy Strength。'],
    ['token-leaves.json', 'Ceased to exist: a 1/1 white Soldier Creature token.', '消滅：1/1の白の兵士・クリーチャー・トークン。'],
  ])('GIVEN the example %s THEN the answer says %j', (file, en, ja) => {
    const run = example(file);
    expect(answerFor(run.resolution, 'en', run.built.labels)).toContain(en);
    expect(answerFor(run.resolution, 'ja', run.built.labels)).toContain(ja);
  });

  it.each(['613.4d-switch.json', 'humility.json', 'anthem-and-counters.json', 'legend-rule.json', 'token-leaves.json', 'aura-falls-off.json'])(
    'GIVEN the example %s THEN the restatement is one line in each language and every step renders cleanly',
    (file) => {
      const run = example(file);
      for (const lang of ['en', 'ja'] as const) {
        const line = restateScenario(run.scenario, lang, run.built.labels);
        expect(line).not.toContain('\n');
        expect(line).not.toMatch(/undefined|NaN|\[object /);
        if (lang === 'ja') expect(line).toMatch(JAPANESE);
        for (const s of renderTrace(run.resolution.trace, lang, { labels: run.built.labels })) {
          expect(s.text).not.toMatch(/undefined|\bnull\b|NaN|\[object |\(unknown\)|（不明）/);
          if (lang === 'en') expect(s.text).not.toMatch(JAPANESE);
        }
      }
    },
  );

  it('GIVEN the switch example THEN the restatement lists the object with P/T and the effects in order', () => {
    const run = example('613.4d-switch.json');
    expect(restateScenario(run.scenario, 'en', run.built.labels)).toBe(
      "Test Creature (A's 1/3 green Creature). then: 1) a new effect: +0/+1 → Test Creature, 2) a new effect: switches power and toughness → Test Creature, 3) a new effect: +5/+0 → Test Creature.",
    );
  });

  it('GIVEN objects with keywords, counters and listed effects THEN the restatement says so, effects in timestamp order', () => {
    const r = runScenario({
      players: [{ id: 'A' }, { id: 'B', life: 5 }],
      objects: [{ id: 'b', name: 'Bear', types: ['Creature'], colors: ['G'], power: 2, toughness: 2, keywords: ['trample', 'protection from red'], counters: { '+1/+1': 2 } }],
      effects: [
        { id: 'late', text: 'Late', timestamp: 9, affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'switch-pt' }] },
        { id: 'early', timestamp: 3, affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: 'end-of-turn' },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(restateScenario(r.value.scenario, 'en', r.value.built.labels)).toBe(
      "Bear (A's 2/2 green Creature; trample, protection from red; 2 +1/+1 counters). player B at 5 life. effects in timestamp order: [3] +3/+3 → all creatures you control (until end of turn); [9] “Late” switches power and toughness → Bear.",
    );
    expect(restateScenario(r.value.scenario, 'ja', r.value.built.labels)).toBe(
      'Bear（プレイヤーAの2/2の緑のクリーチャー、トランプル、プロテクション（赤）、+1/+1カウンター×2）。プレイヤーBはライフ5。継続的効果（タイムスタンプ順）：[3] あなたがコントロールするすべてのクリーチャー：+3/+3（ターン終了時まで）、[9] 「Late」Bear：パワーとタフネスを入れ替える。',
    );
  });

  // /combat and /layers name a creature by what it is ("a 7/7 Creature", 「7/7のクリーチャー」): the restatement
  // doesn't say it twice ("a 7/7 Creature (A's 7/7 Creature; trample)") — its controller goes before it.
  it('GIVEN an object whose label is its own description THEN the restatement says it once, its controller first', () => {
    const r = runScenario({
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [
        { id: 'x', name: 'a 7/7 Creature', types: ['Creature'], power: 7, toughness: 7, keywords: ['trample'], controller: 'A' },
        { id: 'y', name: 'a 2/2 Creature', types: ['Creature'], power: 2, toughness: 2, controller: 'B' },
      ],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const labels = { x: { en: 'a 7/7 Creature', ja: '7/7のクリーチャー' }, y: { en: 'a 2/2 Creature', ja: '2/2のクリーチャー' } };
    expect(restateScenario(r.value.scenario, 'en', labels)).toBe("A's 7/7 Creature (trample), B's 2/2 Creature.");
    expect(restateScenario(r.value.scenario, 'ja', labels)).toBe('プレイヤーAの7/7のクリーチャー（トランプル）、プレイヤーBの2/2のクリーチャー。');
  });

  it('GIVEN a player dealt lethal damage THEN the answer says who lost and why', () => {
    const r = runScenario({ actions: [{ kind: 'damage', target: 'B', amount: 20 }] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(answerFor(r.value.resolution, 'en')).toContain('Player B loses the game (0 or less life).');
    expect(answerFor(r.value.resolution, 'ja')).toContain('プレイヤーBはゲームに敗北します（ライフが0以下）。');
    // Asked by player A (/ask): named as the answer lines name them (issue 16 §1).
    expect(answerFor(r.value.resolution, 'en', {}, { asker: true })).toContain('The opponent loses the game (0 or less life).');
    expect(answerFor(r.value.resolution, 'ja', {}, { asker: true })).toContain('対戦相手はゲームに敗北します（ライフが0以下）。');
    const self = runScenario({ actions: [{ kind: 'damage', target: 'A', amount: 20 }] });
    if (!self.ok) throw new Error(JSON.stringify(self.error));
    expect(answerFor(self.value.resolution, 'en', {}, { asker: true })).toContain('Life: you 20 → 0. You lose the game (0 or less life).');
  });

  it('GIVEN nothing at all THEN the answer says nothing changes', () => {
    const r = runScenario({});
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(answerFor(r.value.resolution, 'en')).toBe('Nothing changes.');
    expect(answerFor(r.value.resolution, 'ja')).toBe('何も変わりません。');
    expect(restateScenario(r.value.scenario, 'en')).toBe('No objects.');
  });
});

describe('GIVEN a step naming an instruction (resolve.all, stack.effect-skipped)', () => {
  it('THEN the instruction is said in words of the reply language, never as its engine kind', () => {
    const step = { key: 'resolve.all', rules: ['608.2c'], params: { item: 'Wrath of God', effect: 'destroy', objects: ['Grizzly Bears'] } } as unknown as Parameters<typeof renderStep>[0];
    expect(renderStep(step, 'ja').text).toContain('（破壊する、同時に）');
    expect(renderStep(step, 'ja').text).not.toContain('destroy');
    expect(renderStep(step, 'en').text).toContain('(destroy, at the same time)');
  });
});
