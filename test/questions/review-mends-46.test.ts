/**
 * Rows for the review of session 46's question-side changes: "can I recast it?" of a card with flash on another
 * player's turn (117.1a, 702.8a), and the Japanese reply of the same; the legend rule's reply naming a card as the
 * catalog does in the reply's language, whatever the question typed; a spell told with its color choice (608.2d) had
 * resolved before a 'then' after it; "can I recast it?" refused as a whole sentence (its final stop, in both languages).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Ambush Viper': '待ち伏せのヴァイパー',
    'Grizzly Bears': '灰色熊',
    Unsummon: '送還',
    'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア',
    'Brave the Elements': '果敢な一撃',
    'Lightning Bolt': '稲妻',
    'Savannah Lions': 'サバンナ・ライオン',
    Murder: '殺害',
    Boomerang: 'Boomerang',
    Forest: 'Forest',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
type Refusal = [string, string, string?];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "can I recast it?" on another player\'s turn WHEN the card is back in hand THEN flash decides (117.1a, 702.8a)', () => {
  const ROWS: Row[] = [
    ["On my opponent's turn, they cast Unsummon on my Ambush Viper. Can I cast it again this turn?", 'can be cast again', 'yes', '400'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    ['相手のターンに、相手が私の《灰色熊》に《送還》を唱えた。このターンにそれをもう一度唱えられる？', 'needs_detail', '117.1a'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "can I recast it?" not settled by the run THEN the refusal is a whole sentence, in both languages', () => {
  const REFUSED: Refusal[] = [
    ['My opponent casts Murder on my Grizzly Bears. Can I cast it again?', 'needs_detail', "Your Grizzly Bears ends up in its owner's graveyard, not in the hand of the player you asked about, so whether that player can cast it again isn't something I can settle from this."],
    ['My opponent casts Boomerang on my Forest. Can I recast it?', 'needs_detail', "Your Forest is back in its owner's hand, but a land is never cast"],
    ['My opponent casts Boomerang on my Forest. Can I recast it?', 'needs_detail', '(305.1, 305.2).'],
    ["On my opponent's turn, they cast Unsummon on my Grizzly Bears. Can I cast it again this turn?", 'needs_detail', 'on its owner\'s next main phase it can be cast again.'],
    ['相手が私の《灰色熊》に《殺害》を唱えた。それをもう一度唱えられる？', 'needs_detail', 'もう一度唱えられるかはこの内容からは決められません。'],
    ['相手のターンに、相手が私の《灰色熊》に《送還》を唱えた。このターンにそれをもう一度唱えられる？', 'needs_detail', 'オーナーの次のメイン・フェイズに唱えられます。'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a legend asked of with its English name typed in a Japanese question THEN the reply names it in Japanese (704.5j)', () => {
  const ROWS: Row[] = [
    ['私は《Thalia, Guardian of Thraben》をコントロールしていて、相手も《Thalia, Guardian of Thraben》をコントロールしている。レジェンド・ルールは適用される？', '「スレイベンの守護者、サリア」', 'no', '704.5j'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

describe('GIVEN a spell told with the color it chose (Brave the Elements "choosing red") THEN a "then" after it follows its resolution (608.2d)', () => {
  const ROWS: Row[] = [
    ['I cast Brave the Elements choosing red. Can my opponent then Lightning Bolt my Savannah Lions?', "can't target", 'no', '702.16b'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Read as cast in response instead, the Bolt was answered as killing the Lions: the story as told can't happen.)
  const REFUSED: Refusal[] = [
    ['I cast Brave the Elements choosing red. Then my opponent casts Lightning Bolt at my Savannah Lions. Does it die?', 'impossible', 'protection from red'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});
