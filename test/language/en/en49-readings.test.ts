/**
 * English as players write it (session 49, en49): a sacrifice told right after an activation of the same sentence
 * ("I activate X sacrificing Y", "… by sacrificing Y", "… and sacrifice Y") is that activation's cost (602.2b, 601.2h),
 * never a second activation nor a sacrifice of its own. An unmodelled trigger on "X or Y" of its own object ("Whenever this
 * creature attacks or blocks", "… enters or attacks", bushido) matters only when one of those events happens (603.2):
 * the answer stands when neither does, and is refused when one does. A "counter unless … pays" payment told first, in
 * the sentence of the cast it is for ("I pay the {2} for ward and cast …", "if they pay 2 for ward when they murder …"),
 * is that payment (118.12a, 702.21a). "Can I activate X with no other creatures?" tells the player has none (a closed-world
 * statement), so a cost of sacrificing another creature can't be paid (602.2b, 118.3). Wordings and cards of our own; each table keeps rows that must
 * stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Bloodflow Connoisseur': '流血の鑑定人', 'Carrion Feeder': 'Carrion Feeder', 'Body Dropper': 'Body Dropper', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'Llanowar Elves',
    'Hulking Raptor': 'Hulking Raptor', 'Tolarian Terror': 'Tolarian Terror', Murder: 'Murder', 'Mana Leak': 'Mana Leak',
    'Elder Gargaroth': 'Elder Gargaroth', 'Archon of Cruelty': 'Archon of Cruelty', 'Disfigure': 'Disfigure', 'Lightning Bolt': '稲妻', 'Shock': 'Shock', 'Araba Mothrider': 'Araba Mothrider',
  });
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const answered = answeredCiting(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN a sacrifice told right after an activation WHEN read THEN it is that activation\'s cost (602.2b, 601.2h)', () => {
  const ROWS: [string, string, string][] = [
    ['I activate Bloodflow Connoisseur sacrificing Grizzly Bears. What is its power and toughness?', "you activate your Bloodflow Connoisseur's ability, sacrificing your Grizzly Bears", '2/2'],
    ['I activate Carrion Feeder, sacrificing my 3/3. How big is Carrion Feeder?', "you activate your Carrion Feeder's ability, sacrificing your 3/3 creature", '2/2'],
    ['My opponent activates Carrion Feeder by sacrificing their Llanowar Elves. What is the Feeder\'s power?', "the opponent activates the opponent's Carrion Feeder's ability, sacrificing the opponent's Llanowar Elves", '2/2'],
    // (Body Dropper's own trigger sees the sacrifice: +1/+1 counter.)
    ['I activate Body Dropper and sacrifice Llanowar Elves. What size is Body Dropper?', "you activate your Body Dropper's ability, sacrificing your Llanowar Elves", '3/3'],
    ['《流血の鑑定人》を起動して、《灰色熊》を生け贄に捧げた。《流血の鑑定人》のパワーとタフネスは？', '《灰色熊》を生け贄に捧げ', '2/2'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (A player sacrifices only what they control, 701.21a.)
    ["I activate Bloodflow Connoisseur and sacrifice my opponent's Grizzly Bears. What is Bloodflow Connoisseur's power?", 'impossible'],
    // (Two activations and two sacrifices: which pays which is not said.)
    ['I activate Bloodflow Connoisseur twice, sacrificing two Grizzly Bears. What is its power?', 'needs_detail'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN an unmodelled "attacks or blocks" / "enters or attacks" trigger WHEN neither event happens THEN the answer stands (603.2)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['My Elder Gargaroth gets -2/-2 from Disfigure. What is its power and toughness?', '4/4', null, '613.4c'],
    ['They cast Lightning Bolt on my Archon of Cruelty. Does it survive?', 'survives', 'yes', '120.3'],
    // (Bushido: "blocks or becomes blocked", neither here.)
    ["I Shock my opponent's Araba Mothrider. Does it die?", 'dies', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    // (It blocks: the trigger's second event happens, and its modes could change the outcome.)
    ['Their Elder Gargaroth blocks my 5/5. Does my 5/5 die?', 'unmodelled', 'Whenever this creature attacks or blocks'],
    ['My Archon of Cruelty attacks. How much life does my opponent have?', 'unmodelled', 'Whenever this creature enters or attacks'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a ward (or "unless pays") payment told before the cast of its sentence WHEN read THEN it is paid for that spell (118.12a, 702.21a)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['I cast Lightning Bolt on their Hulking Raptor and pay the {2} for ward. Does it die?', 'dies', 'yes', '702.21a'],
    ['If they pay 2 for ward when they murder my Tolarian Terror, does it die?', 'dies', 'yes', '702.21a'],
    ['I pay {2} for ward and cast Shock on their Hulking Raptor. Does it survive?', 'survives', 'yes', '120.3'],
    ['I pay 3 when I cast Lightning Bolt at their Grizzly Bears and they respond with Mana Leak. Does the Bears die?', 'dies', 'yes', '118.12'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    // (The ward asks the caster; the asker isn't casting here.)
    ["I don't pay the {2} for ward when they cast Murder on my Tolarian Terror. Does it die?", 'not_understood'],
    // (Nothing asks a payment: a spell's own mana is not an "unless" cost.)
    ['I pay {2} and cast Shock on their Grizzly Bears. Does it die?', 'not_understood'],
    // (Told in a sentence of its own before any spell: not read.)
    ['I pay the {2} for ward. My opponent casts Murder on my Tolarian Terror. Does it die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "can I activate X with no (other) creatures?" WHEN read THEN the player has none, and a sacrifice cost is checked against that (602.2b, 118.3)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['Can I activate Body Dropper with no other creatures?', "can't activate", 'no', '602.2b'],
    ['Can my opponent activate their Body Dropper with no other creatures?', "can't activate", 'no', '602.2b'],
    // ("Sacrifice a creature": it may sacrifice itself.)
    ['Can I activate Carrion Feeder with no other creatures?', 'can activate', 'yes', '602.2'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    // (Body Dropper is a creature itself: "no creatures" contradicts the board.)
    ['Can I activate Body Dropper with no creatures?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});
