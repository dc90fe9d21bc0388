/**
 * Every unmodelled piece of card text is classified (src/engine/gaps.ts) by its shape: triggered
 * (with its event and whose event), activated, spell, static or characteristic. Rows are lines of
 * real cards (read from the shared card files at test time); the classifier sees only the text and
 * whether the card is an instant or sorcery, never the card's name as a decision.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileAbilityText, compileCard } from '../../src/cards/compile/index.ts';
import { classifyJapanese, classifyText, parseTrigger } from '../../src/cards/compile/gaps.ts';
import type { GapClass } from '../../src/cards/compile/gaps.ts';
import { KEYWORD_KINDS, OUTSIDE_THE_GAME, keywordKind } from '../../src/cards/compile/keyword-kinds.ts';
import { selfNames, stripReminder } from '../../src/cards/compile/text.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { loadRealCards } from './compile-helpers.ts';
import { CURRENT_CR } from '../helpers/data.ts';


const T = (event: string, who: string): GapClass => ({ kind: 'triggered', trigger: { event, who } }) as GapClass;
const K = (kind: GapClass['kind']): GapClass => ({ kind });

/** [card, the start of one of its oracle lines, its class]. */
const LINES: [string, string, GapClass][] = [
  // Triggered abilities: event and whose event.
  ['Rancor', 'When this Aura is put into a graveyard from the battlefield', T('leaves', 'self')],
  ['Blood Artist', 'Whenever this creature or another creature dies', T('dies', 'any')],
  ['Skullclamp', 'Whenever equipped creature dies', T('dies', 'another')],
  ['Apex Altisaur', 'Enrage — Whenever this creature is dealt damage', T('dealt-damage', 'self')],
  ['Bellowing Aegisaur', 'Enrage — Whenever this creature is dealt damage', T('dealt-damage', 'self')],
  ['Guttersnipe', 'Whenever you cast an instant or sorcery spell', T('cast', 'you')],
  ['Rhystic Study', 'Whenever an opponent casts a spell', T('cast', 'opponent')],
  ['Sanguine Bond', 'Whenever you gain life', T('gains-life', 'you')],
  ['Howling Mine', "At the beginning of each player's draw step", T('beginning-of-step', 'player')],
  ['Mana Vault', 'At the beginning of your upkeep', T('beginning-of-step', 'you')],
  ['Bonecrusher Giant // Stomp', 'Whenever this creature becomes the target of a spell', T('becomes-target', 'self')],
  ['Agonasaur Rex', 'When you cycle this card', T('unknown', 'you')],
  ['Bant Sojourners', 'When you cycle this card and when this creature dies', T('unknown', 'you')],
  ['Smothering Tithe', 'Whenever an opponent draws a card', T('draws', 'opponent')],
  ['City of Brass', 'Whenever this land becomes tapped', T('tapped', 'self')],
  ['Esper Sentinel', 'Whenever an opponent casts their first noncreature spell each turn', T('cast', 'opponent')],
  ['Curiosity', 'Whenever enchanted creature deals damage to an opponent', T('deals-damage', 'another')],
  ['Garruk\'s Uprising', 'Whenever a creature you control with power 4 or greater enters', T('enters', 'any')],
  ['Valgavoth, Harrower of Souls', 'Whenever an opponent loses life for the first time', T('loses-life', 'opponent')],
  // A Saga's chapters trigger as lore counters are added (714.2b).
  ['History of Benalia', 'I, II — Create a 2/2 white Knight', T('counters', 'self')],
  ['History of Benalia', 'III — Knights you control get +2/+1', T('counters', 'self')],
  // Activated abilities, loyalty abilities (606) and ability words before them (207.2c).
  ['Elvish Archdruid', '{T}: Add {G} for each Elf you control.', K('activated')],
  ['Reassembling Skeleton', '{1}{B}: Return this card from your graveyard', K('activated')],
  ['Liliana of the Veil', '+1: Each player discards a card.', K('activated')],
  ['Liliana of the Veil', '−2: Target player sacrifices a creature', K('activated')],
  ['Boseiju, Who Endures', 'Channel — {1}{G}, Discard this card', K('activated')],
  ['Hagi Mob', 'Boast — {1}{R}', K('activated')],
  // Spells: instructions, and the spell's own static abilities (601.2f cost changes, additional costs).
  ['Swords to Plowshares', 'Exile target creature.', K('spell')],
  ['Gamble', 'Search your library for a card', K('spell')],
  ['Healing Salve', 'Choose one —', K('spell')],
  ['Healing Salve', '• Prevent the next 3 damage', K('spell')],
  ['Blasphemous Act', 'This spell costs {1} less to cast', K('static')],
  ['Village Rites', 'As an additional cost to cast this spell, sacrifice a creature.', K('static')],
  // Statics, replacements and "as … enters" choices.
  ['Platinum Angel', "You can't lose the game", K('static')],
  ['Propaganda', "Creatures can't attack you unless", K('static')],
  ['Watery Grave', 'As this land enters, you may pay 2 life.', K('static')],
  ['Progenitus', 'If Progenitus would be put into a graveyard from anywhere', K('static')],
  ['Reliquary Tower', 'You have no maximum hand size.', K('static')],
];

/** [card, its keyword as Scryfall names it, its class]. */
const KEYWORDS: [string, GapClass][] = [
  ['cycling', K('activated')],
  ['plainscycling', K('activated')],
  ['flanking', T('becomes-blocked', 'self')],
  ['bushido', { kind: 'triggered', trigger: { event: 'blocks', who: 'self', or: ['becomes-blocked'] } }],
  ['exalted', T('attacks', 'any')],
  ['afflict', T('becomes-blocked', 'self')],
  ['ward', T('becomes-target', 'self')],
  ['flashback', K('static')],
  ['kicker', K('static')],
  ['changeling', K('characteristic')],
  ['crew', K('activated')],
  ['prowess', T('cast', 'you')],
  ['cascade', T('cast', 'you')],
  ['persist', T('leaves', 'self')],
  ['fading', K('static')],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...LINES.map((r) => r[0]), 'Cosmogoyf', 'Delver of Secrets // Insectile Aberration', 'Dwarven Forge-Chanter', 'Sublime Archangel'])]);
}, 120_000);

function cardLine(card: CardRecord, start: string): string {
  const text = [card.oracle_text ?? '', ...(card.card_faces ?? []).map((f) => f.oracle_text ?? '')].join('\n');
  const line = text.split('\n').map(stripReminder).find((l) => l.startsWith(start));
  if (!line) throw new Error(`${card.name} has no line starting ${JSON.stringify(start)}`);
  return line;
}

describe('gap classification by shape', () => {
  it.each(LINES)('%s: %s…', (name, start, expected) => {
    const card = cards.get(name)!;
    const spell = /\b(?:Instant|Sorcery)\b/.test(card.card_faces?.[0]?.type_line ?? card.type_line ?? '');
    expect(classifyText(cardLine(card, start), { spell, names: selfNames(card.name) })).toEqual(expected);
  });

  it.each(KEYWORDS)('keyword %s', (keyword, expected) => {
    const k = keywordKind(keyword)!;
    expect({ kind: k.kind, ...(k.trigger ? { trigger: k.trigger } : {}) }).toEqual(expected);
  });

  it('GIVEN a compiled card THEN gaps parallel unmodelled (same text, same order) and sit on the object too', () => {
    for (const name of cards.keys()) {
      const c = compileCard(cards.get(name)!);
      expect(c.gaps.map((g) => g.text)).toEqual(c.unmodelled);
      expect(c.object.gaps ?? []).toEqual(c.gaps);
      expect(c.object.unmodelled ?? []).toEqual(c.unmodelled);
    }
  });

  it('GIVEN a * P/T and an unmodelled back face THEN characteristic, and the back face as another face\'s text (712.8d)', () => {
    const goyf = compileCard(cards.get('Cosmogoyf')!); // (Tarmogoyf's CDA is read now, test/cards/goyf-cda-s50.test.ts.)
    expect(goyf.gaps.find((g) => g.text.startsWith('P/T'))).toEqual({ text: 'P/T: */1+*', kind: 'characteristic' });
    const delver = compileCard(cards.get('Delver of Secrets // Insectile Aberration')!);
    expect(delver.gaps[0]).toMatchObject({ kind: 'triggered', trigger: { event: 'beginning-of-step', who: 'you' } });
    expect(delver.gaps.find((g) => g.text.startsWith('Insectile Aberration'))).toEqual({ text: 'Insectile Aberration: Flying', kind: 'other-face' });
  });

  it('GIVEN an unmodelled keyword THEN its kind comes from the table (ward with a life cost: a becomes-target trigger)', () => {
    const c = compileCard(cards.get('Dwarven Forge-Chanter')!);
    expect(c.gaps.find((g) => g.text.startsWith('Ward'))).toEqual({ text: 'Ward—Pay 2 life', kind: 'triggered', trigger: { event: 'becomes-target', who: 'self' } });
    const archangel = compileCard(cards.get('Sublime Archangel')!);
    // Its own exalted is read now (702.83a: an attacks-alone trigger); granting it to others isn't.
    expect(archangel.gaps).toEqual([{ text: 'Other creatures you control have exalted.', kind: 'static' }]);
  });

  it('GIVEN quoted ability text (English or Japanese) THEN its gaps are classified too', () => {
    const en = compileAbilityText('Whenever a creature you control attacks, you gain 1 life. Flying creatures can block only fliers.');
    expect(en.gaps.map((g) => g.kind)).toEqual(en.unmodelled.map(() => expect.any(String) as string));
    expect(en.gaps[0]).toMatchObject({ kind: 'triggered', trigger: { event: 'attacks', who: 'any' } });
    const ja = compileAbilityText('このクリーチャーが戦場に出たとき、あなたはモナークになる。');
    expect(ja.gaps).toEqual([{ text: 'このクリーチャーが戦場に出たとき、あなたはモナークになる。', kind: 'triggered', trigger: { event: 'enters', who: 'self' } }]);
    expect(classifyJapanese('{T}：カードを1枚引く。')).toEqual({ kind: 'activated' });
    expect(classifyJapanese('あなたのアップキープの開始時に、カードを1枚引く。')).toEqual({ kind: 'triggered', trigger: { event: 'beginning-of-step', who: 'you' } });
  });

  // ("X or Y" of one subject: either event triggers it, 603.2 — read as both; once these were 'unknown', which refused
  // over the text even where neither event happens.)
  it.each<[string, string, string, string[]]>([
    ['When this creature enters or attacks, draw a card.', 'enters', 'self', ['attacks']],
    ['Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.', 'blocks', 'self', ['becomes-blocked']],
    ['Whenever this creature attacks or blocks, choose one —', 'attacks', 'self', ['blocks']],
    ['Whenever another creature you control enters or dies, draw a card.', 'enters', 'another', ['dies']],
  ])('%s → %s/%s or %s', (text, event, who, or) => {
    expect(parseTrigger(text)).toEqual({ event, who, or });
  });

  it.each<[string, string, string]>([
    // (Two subjects, a verb not known, or "and": not one subject's either event.)
    ['Whenever you cast a spell or a creature enters, draw a card.', 'unknown', 'you'],
    ['Whenever this creature attacks or is turned face up, draw a card.', 'unknown', 'self'],
    ['When this creature enters and when it dies, draw a card.', 'unknown', 'self'],
    ['Whenever this creature attacks and isn\'t blocked, draw a card.', 'unknown', 'self'],
    ['Whenever this creature becomes blocked by a creature, draw a card.', 'becomes-blocked', 'self'],
    ['Whenever this creature deals combat damage to a player, draw a card.', 'deals-combat-damage', 'self'],
    ['Whenever a creature or planeswalker you control dies, draw a card.', 'dies', 'any'],
    ['Whenever another creature you control enters, draw a card.', 'enters', 'another'],
    ['Whenever you attack, draw a card.', 'attacks', 'you'],
    ['At the beginning of combat on your turn, draw a card.', 'beginning-of-step', 'you'],
    ["At the beginning of each opponent's upkeep, draw a card.", 'beginning-of-step', 'opponent'],
  ])('%s → %s/%s', (text, event, who) => {
    expect(parseTrigger(text)).toEqual({ event, who });
  });
});

describe('the keyword table agrees with the current CR', () => {
  const cr = readFileSync(CURRENT_CR, 'utf8').replace(/\r\n?/g, '\n');
  // What in the rule shows the kind: it says so ("is a triggered ability"), or what the keyword
  // means is a sentence of that kind ("means “When …”" is triggered; "means “This permanent enters
  // with …”", "“You may cast …”", "functions while the card is in a player's hand" are static).
  const PHRASE: Record<string, RegExp> = {
    static: /static abilit|evasion abilit|replacement effect|functions (?:while|in any zone|only while)|means “(?:this permanent enters with|you may|during your turn|chapter abilities)/i,
    triggered: /triggered abilit|means “(?:when|whenever|at) |and “(?:when|whenever|at) /i,
    activated: /activated abilit/i,
    characteristic: /characteristic-defining ability/i,
    spell: /spell abilit/i,
  };
  it.each(Object.entries(KEYWORD_KINDS))('%s', (keyword, k) => {
    // The rule's title names the keyword (702.37 Morph also defines megamorph, 702.33 Kicker multikicker …).
    const title = new RegExp(`^${k.rule.replace('.', '\\.')}\\. (.+)$`, 'm').exec(cr);
    expect(title, `${k.rule} is in the CR`).not.toBeNull();
    const body = cr.slice(title!.index, cr.indexOf(`\n${k.rule.split('.')[0]}.${Number(k.rule.split('.')[1]) + 1}. `, title!.index));
    expect(body.toLowerCase()).toContain(keyword.replace(/ \d+$/, '').toLowerCase().replace(/^commander /, ''));
    expect(body).toMatch(PHRASE[k.kind]!);
  });

  it('GIVEN the partner abilities and companion THEN they work before the game or outside it (702.124a, 702.139a), so none is a gap', () => {
    expect(/^702\.124a (.+)$/m.exec(cr)![1]!).toMatch(/function before the game begins/);
    expect(/^702\.139a (.+)$/m.exec(cr)![1]!).toMatch(/functions outside the game/);
    expect(OUTSIDE_THE_GAME.has('partner')).toBe(true);
    expect(OUTSIDE_THE_GAME.has('companion')).toBe(true);
    expect(OUTSIDE_THE_GAME.has('partner with')).toBe(false);
  });
});
