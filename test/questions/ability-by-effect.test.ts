/**
 * An activated ability named by what the asker says it does (questions/ability-effects.ts): "I pump it", "… with its
 * firebreathing", 「パンプした」 — the creature's own +N/+N ability (613.4c); "I pay {B} to regenerate it", "pay B",
 * 「{B}を支払って再生した」 — the regeneration ability whose cost is the mana paid (602.2b, 701.19a). The words are checked
 * against the card: no such ability, or a cost it doesn't have, is never run as some other ability. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Shivan Dragon': 'シヴ山のドラゴン', 'Furnace Whelp': '焼炉の仔', 'Drudge Skeletons': '蠢く骸骨', 'River Boa': 'リバー・ボア', 'Grizzly Bears': '灰色熊', 'Mahamoti Djinn': 'マハモティ・ジン', 'Murder': '殺害', 'Rakshasa Deathdealer': 'Rakshasa Deathdealer', 'Craw Wurm': 'Craw Wurm' });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);
const restated = restatedVerdict(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a creature pumped with nothing but itself WHEN its card has one +N/+N ability THEN that ability is activated, once per time said', () => {
  const ROWS: Row[] = [
    // Shivan Dragon 5/5, {R}: +1/+0 — each activation resolves before the next (608.1).
    ['I pump Shivan Dragon twice. What is its power?', '7/5', null, '613.4c'],
    ['Shivan Dragon attacks and I pump it three times with its firebreathing. They block with Mahamoti Djinn. Does the Djinn die?', 'dies', 'yes', '602.2'],
    ['My Furnace Whelp attacks and I pump it. A 3/3 with reach blocks it. Does the 3/3 die?', 'dies', 'yes', '510.2'],
    ['My Furnace Whelp attacks and I activate its firebreathing. A 3/3 with reach blocks it. Does the Whelp survive?', 'dies', 'no', '704.5g'],
    ['《シヴ山のドラゴン》で攻撃して、3回パンプしました。パワーはいくつ？', '8/5', null, '613.4c'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN mana paid "to regenerate" a creature WHEN its card has a regeneration ability with that cost THEN that ability is activated', () => {
  const ROWS: Row[] = [
    ['Drudge Skeletons blocks a 3/3 and I pay {B} to regenerate it before damage. Does it die?', 'survives', 'no', '701.19'],
    ['They Murder my Drudge Skeletons and I pay B to regenerate in response. Does it die?', 'survives', 'no', '602.2'],
    ['Their River Boa blocks my 4/4 and they pay G to regenerate it. Does the Boa die?', 'survives', 'no', '701.19'],
    ['《蠢く骸骨》が3/3をブロックし、{B}を支払って再生しました。死にますか？', '戦場に残ります', 'no', '701.19'],
    // Rakshasa Deathdealer: two {B}{G} abilities (a pump and a regeneration) — the one that regenerates.
    ['My Rakshasa Deathdealer is blocked by a Craw Wurm. I pay {B}{G} to regenerate it. Does it die?', 'survives', 'no', '701.19'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  it('the payment is told as the activation of the creature\'s ability, not a shield from nowhere', () =>
    restated('Drudge Skeletons blocks a 3/3 and I pay {B} to regenerate it. Does it die?', "you activate your Drudge Skeletons's ability", 'no'), 60_000);
});

describe('GIVEN what the words say the ability does or costs WHEN the card has no such ability THEN it is refused, never another run', () => {
  // Grizzly Bears has no ability; River Boa's regeneration costs {G}, not {1}{G}; Drudge Skeletons' costs {B}.
  it('pumping a creature with no pump ability', () => refused('Grizzly Bears attacks and I pump it. What is its power?', 'impossible', 'no activated ability'), 60_000);
  it('a regeneration cost the card does not have', () => refused('Their River Boa blocks my 4/4 and they pay 1G to regenerate it. Does the Boa die?', 'impossible'), 60_000);
  // One player's payment is never the cost of another's activation (602.2b).
  it('paid by one player, activated by the other', () => refused('Their Drudge Skeletons blocks my 3/3. I pay {B} and my opponent regenerates it. Does Drudge Skeletons die?', 'not_understood'), 60_000);
  it('a colour the cost does not have', () => refused('Drudge Skeletons blocks a 3/3 and I pay {G} to regenerate it. Does it die?', 'impossible'), 60_000);
});
