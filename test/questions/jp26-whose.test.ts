/**
 * Whose a permanent or a spell is, said in Japanese in ways the reading dropped (session 26, issue 11 §2):
 * - 「相手の場に《X》が出た」: a player's side of the battlefield is under that player's control (110.2) — X entered
 *   under the opponent's control; read as the asker's, Elesh Norn pumped the asker's creatures (a wrong answer,
 *   found by dev-s26a). frames/enters.ts.
 * - 「《殺害》の対象になった私の《灰色熊》」「私の熊が《殺害》の対象になった」: a spell told only as what targeted
 *   something, with nobody said to cast it, is never the asker's by default — read so, hexproof (702.11b) didn't stop it
 *   and the spell went to the asker's graveyard (a wrong answer, dev-s26a). It is the other player's than the target's
 *   controller when that is said (session 37), and asked back when not. ja/verb-rules.ts, frames/targets.ts.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊', 'Glorious Anthem': '栄光の頌歌', 'Elesh Norn, Grand Cenobite': '大修道士、エリシュ・ノーン', 'Llanowar Elves': 'ラノワールのエルフ',
    Thragtusk: 'スラーグ牙', Murder: '殺害', 'Blossoming Defense': '顕在的防御', 'Lightning Bolt': '稲妻',
  });
}, 120_000);

describe('GIVEN a permanent said to enter onto a player’s side (〜の場に出た) THEN that player controls it', () => {
  /** [question, what the answer says, verdict, a rule cited]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['相手の場に《大修道士、エリシュ・ノーン》が出た。私の《スラーグ牙》と《ラノワールのエルフ》はどうなる?', '《ラノワールのエルフ》は最終的にあなたの墓地', null, '704.5f'],
    ['相手の場に《大修道士、エリシュ・ノーン》が出た。私の《灰色熊》はどうなる?', 'あなたの墓地', null, '704.5f'],
    ['相手の場に《栄光の頌歌》が出た。私の《灰色熊》のP/Tは?', '2/2', null, '613.7d'],
    ['私の場に《栄光の頌歌》が出た。私の《灰色熊》のP/Tは?', '3/3', null, '613.4c'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
});

describe('GIVEN a spell told only as what targeted a creature THEN whose spell it is', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['相手の《殺害》の対象になった私の《灰色熊》に、対応して《顕在的防御》を唱えました。殺害はどうなりますか?', '対戦相手の墓地', null, '702.11'],
    ['私の《灰色熊》が相手の《殺害》の対象になった。対応して《顕在的防御》を唱えた。熊は生き残る?', 'はい', 'yes', '702.11'],
    ['相手が私の《灰色熊》を《殺害》の対象にした。対応して《顕在的防御》を唱えた。《灰色熊》は生き残る?', 'はい', 'yes', '702.11'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  // Nobody said to cast it, but whose target it is was said: the other player's spell, named in the restatement
  // (frames/targets.ts), as "my 4/4 is targeted by Dismember" reads.
  const OTHERS: [string, string, 'yes' | 'no' | null, string][] = [
    ['《殺害》の対象になった私の《灰色熊》に、対応して《顕在的防御》を唱えました。殺害はどうなりますか?', '対戦相手の墓地', null, '702.11'],
    ['私の《灰色熊》が《殺害》の対象になった。対応して《顕在的防御》を唱えた。どうなる?', '呪禁', null, '702.11'],
    ['私の《灰色熊》が《稲妻》の対象になりました。《稲妻》はどこに行く?', '対戦相手の墓地', null, '608.2'],
  ];
  it.each(OTHERS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  // Nobody said whose spell it is nor whose target: asked back (whose it is decides hexproof and the graveyard).
  const REFUSED: [string, string][] = [
    ['《灰色熊》が《殺害》の対象になった。対応して《顕在的防御》を唱えた。どうなる?', 'ambiguous'],
    ['《灰色熊》が《稲妻》の対象になりました。《稲妻》はどこに行く?', 'ambiguous'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});
