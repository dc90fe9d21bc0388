/**
 * Chat shorthand, slang and typing slips (session 32, h2): words players type that mean what the parser already
 * reads — a card's short name said by a later word of its name in lower case ("baloths", "ballista"), "gy" for the
 * graveyard, "after SBAs" for the state the story ends in (704.3), 「落とす」 for killing a creature — and a typing slip
 * one edit from exactly one game word ("in respnse", "oponent"), read as that word and said in the restatement.
 * Each table has wordings of our own beside the dev sets' shapes; the neighbours that must not be read so (a word
 * two played cards share, a slip two words away, 落とす of cards in a library) stay refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { CardSpotter } from '../../../src/language/lexicon/cards.ts';
import type { CardNameSource } from '../../../src/language/lexicon/cards.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Rampaging Baloths': 'Rampaging Baloths',
    'Grizzly Bears': '灰色熊',
    'Lightning Bolt': '稲妻',
    'Giant Growth': 'Giant Growth',
    Shock: 'ショック',
    'Llanowar Elves': 'ラノワールのエルフ',
    Pyroclasm: 'Pyroclasm',
    'Elesh Norn, Grand Cenobite': 'Elesh Norn, Grand Cenobite',
    'Elesh Norn, Mother of Machines': 'Elesh Norn, Mother of Machines',
    'Blightsteel Colossus': 'Blightsteel Colossus',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

/** A catalog row with its play rank (Scryfall's edhrec_rank), as the catalog's index gives it. */
const row = (name: string, rank: number | null): CardNameSource => ({ name: name.toLowerCase(), kind: 'name', english: name, typeLine: 'Creature', playable: true, rank });

describe('GIVEN a word said only later in card names WHEN it is the one card with it, or the one far more played THEN it is that card; else nothing', () => {
  const spotter = new CardSpotter([
    row('Rampaging Baloths', 355),
    row('Walking Ballista', 508), row('Heavy Ballista', 27282), row('Terror Ballista', 17042), row('Ballista Watcher', 18650), row('Ballista Squad', 21000), row('Crossbow Ballista', 25000), row('Siege Ballista', 26000),
    row('Elesh Norn, Grand Cenobite', 682), row('Elesh Norn, Mother of Machines', 867), row('Priests of Norn', 14135),
  ]);
  it('"baloths": the one card whose name has it', () => {
    const s = spotter.short('baloths');
    expect(s && 'hit' in s ? s.hit.name : s).toBe('Rampaging Baloths');
  });
  it('"ballista": Walking Ballista, far more played than the six others (a list longer than one asked back)', () => {
    const s = spotter.short('ballista');
    expect(s && 'hit' in s ? [s.hit.name, s.popular] : s).toEqual(['Walking Ballista', true]);
  });
  it('"norn": two often-played cards share it, so no card is read', () => {
    expect(spotter.short('norn')).toBeNull();
  });
});

describe('GIVEN a lower-case short name by a later word of the name THEN it is read as that card (702.19b, 510.1)', () => {
  const ROWS: Row[] = [
    ['baloths swings, they block w/ a 4/4. how much goes thru?', 'The opponent takes 2 damage', null, '702.19b'],
    ['my baloths attacks and they chump with a 1/1. how much dmg do they take?', 'The opponent takes 5 damage', null, '702.19b'],
    ['their 2/2 blocks my baloths. does it die?', "The opponent's 2/2 creature dies", 'yes', '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // ("face", the player themself, as the one the most past the blockers goes to: 702.19b.)
  it.each([
    ['baloths swings, they block w/ a 4/4. i assign max dmg to face — how much goes thru?', 'The opponent takes 2 damage', null, '702.19b'],
    ['my 6/6 trample attacks, they block with a 2/2. I put lethal on the 2/2 and the rest to their face. how much damage do they take?', 'The opponent takes 4 damage', null, '702.19b'],
  ] as Row[])('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (A word two often-played cards share is no card: named, never either of them. The asker's own face is not the
  // player attacked: that division stays unread.)
  it.each([
    ['the norn attacks and they block with a 2/2. does it die?', 'not_understood'],
    ['my 6/6 trample attacks, they block with a 2/2. I assign max dmg to my face. how much damage do they take?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN a creature said "attacking" with no verb, before any attack is told THEN it attacks, as "attacks" is read (508.1)', () => {
  const ROWS: Row[] = [
    ['blightsteel attacking, they chump w/ a 2/2. how many poison counters do they have?', 'The opponent has 9 poison counters', null, '702.19b'],
    ['Blightsteel Colossus attacking, they chump with a 2/2. they already have 1 poison. if i trample over max, do they lose?', 'Yes. The opponent loses the game', 'yes', '704.5c'],
    ['my 3/3 attacking. can their 2/2 block it?', 'Yes', 'yes', '509.1'],
    ['Grizzly Bears attacking, no blocks. how much damage does my opponent take?', 'The opponent takes 2 damage', null, '510.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (Said after an attack was told, it may be a state of that attack or another attacker: not read. "blocking" said before
  // any attack is told blocks nothing named: not read either.)
  it.each([
    ['I attack with Grizzly Bears. my 3/3 attacking too. how much damage does my opponent take?', 'not_understood'],
    ['their 2/2 blocking, my 3/3 attacking. does my 3/3 die?', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN "gy" and "after SBAs" THEN the graveyard (400.1) and the state the story ends in (704.3)', () => {
  const ROWS: Row[] = [
    ['My Grizzly Bears dies. Does it go to the gy?', "Your Grizzly Bears is put into its owner's graveyard", 'yes', '400.7'],
    ['My opponent Shocks my Grizzly Bears. Does it go to my gy?', "Your Grizzly Bears is put into its owner's graveyard", 'yes', '704.5g'],
    ["My opponent controls two 2/2s and a 3/3. I cast Pyroclasm. What's left after SBAs?", "Died: the opponent's first 2/2 creature, the opponent's second 2/2 creature", null, '704.5g'],
    ['My opponent controls a 1/1 and a 4/4. I cast Pyroclasm. What survives after state-based actions?', "the opponent's 4/4 creature", null, '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // ("SBAs" said alone asks something of the rules in general: named.)
  it.each([['My opponent controls a 2/2. Are SBAs checked?', 'not_understood']])('refused: %s', (q, code) => refused(q, code));
});

describe('GIVEN a typing slip one edit from exactly one game word THEN it is read as that word, said in the restatement (608.2b, 510.1)', () => {
  const ROWS: [string, string, string][] = [
    ['oponent casts Lightning Bolt on my Grizzly Bears, i respnd with Giant Growth. does it survive?', '“oponent” is read as “opponent”; “respnd” is read as “respond”', 'Your Grizzly Bears survives'],
    ['my opponent casts Lightning Bolt on my Grizzly Bears. in respnse I cast Giant Growth on it. does it survive?', '“respnse” is read as “response”', 'Your Grizzly Bears survives'],
    ['my 5/5 with trampel attacks, they block with a 2/2. how much goes thru?', '“trampel” is read as “trample”', 'The opponent takes 3 damage'],
    ['their 3/3 attacks, i blcok with my Grizzly Bears. does my Grizzly Bears die?', '“blcok” is read as “block”', 'Your Grizzly Bears dies'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says));
  // (A slip as near two game words — "blocke": block, blocked, blocker — is no reading of either: named back.)
  it.each([['their 3/3 attacks and i blocke with my Grizzly Bears. does my Grizzly Bears die?', 'not_understood', 'blocke']])('refused: %s', (q, code, says) => refused(q, code, says));
});

describe('GIVEN 「落とす」 of a creature THEN it is killed, as 倒す (704.5g)', () => {
  const ROWS: Row[] = [
    ['相手の3/3を《稲妻》で落とせる？', 'はい。', 'yes', '704.5g'],
    ['相手の4/4を《稲妻》で落とせる？', 'いいえ。', 'no', '601.2'],
    ['《ショック》で相手の《ラノワールのエルフ》を落とした。相手のクリーチャーは何体残る？', '0体です', null, '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule));
  // (Cards put from a library or a hand into the graveyard are no creature killed: named.)
  it.each([
    ['ライブラリーの上から3枚を墓地に落とした。', 'not_understood'],
    ['手札を1枚墓地に落とした。何枚残る？', 'not_understood'],
  ])('refused: %s', (q, code) => refused(q, code));
});
