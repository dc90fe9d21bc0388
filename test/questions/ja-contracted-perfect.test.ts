/**
 * 〜てます／〜てました (〜ています with the い dropped, as people write in chat) is the same perfect as 〜ている:
 * 「私の2/2は3/3になってます」 tells the size the creature has reached with what is on the battlefield (613.4), a
 * claim checked once, never an effect of its own setting its base P/T to 3/3 — read that way, the Anthem's +1/+1 was
 * counted twice and its leaving changed nothing (a wrong answer found by dev-s25a: "3/3" after the Anthem was destroyed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs } from '../support/ask-rows.ts';
import { answerQuestion } from '../../src/questions/index.ts';

describe('GIVEN a size told in the contracted perfect WHEN its cause leaves THEN the size is worked out again (613.4)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Glorious Anthem': '栄光の頌歌', 'Grizzly Bears': '灰色熊' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['《栄光の頌歌》があって私の2/2は3/3になってます。相手が《栄光の頌歌》を破壊したら、このクリーチャーのサイズはどうなりますか?', 'あなたの2/2クリーチャーは2/2です', null],
    ['《栄光の頌歌》があって、私のクリーチャーは3/3になってた。相手が《栄光の頌歌》を破壊したら、そのクリーチャーはいくつになる?', '2/2です', null],
    ['《栄光の頌歌》が出てて、自分のクリーチャーは4/4になってました。《栄光の頌歌》が破壊されたら何/何？', '3/3です', null],
    // Counters said in the contracted perfect are there already (the object's state), as with 乗っています; the
    // +1/+1 and -1/-1 counters then annihilate in pairs (704.5q).
    ['《灰色熊》に+1/+1カウンターが2個、-1/-1カウンターが1個乗ってます。P/Tはいくつ?', '3/3です', null],
    // The plain perfect, as before.
    ['《栄光の頌歌》があって私の2/2は3/3になっています。《栄光の頌歌》が破壊されたらサイズは？', '2/2です', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it('a told size that the rules do not reach is named, never answered over', async () => {
    await refusedAs(() => deps)('《栄光の頌歌》があって私の2/2は4/4になってます。相手が《栄光の頌歌》を破壊したら、このクリーチャーのサイズはどうなりますか?', 'needs_detail', '3/3');
  }, 60_000);

  it('the restatement tells the size as a claim, not an effect', async () => {
    const r = await answerQuestion('《栄光の頌歌》があって私の2/2は3/3になってます。相手が《栄光の頌歌》を破壊したら、このクリーチャーのサイズはどうなりますか?', 'ja', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.understood).not.toContain('効果を受ける');
  }, 60_000);
});

describe('GIVEN an Anthem that leaves the battlefield THEN its move cites 611.3b (its effect applies only while it is there)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Glorious Anthem': '栄光の頌歌', 'Grizzly Bears': '灰色熊' });
  }, 120_000);
  it.each([
    ['en', 'I control Glorious Anthem and a 2/2. My opponent destroys Glorious Anthem. What size is my 2/2?'],
    ['ja', '《栄光の頌歌》があって私の2/2は3/3になってます。相手が《栄光の頌歌》を破壊したら、このクリーチャーのサイズはどうなりますか?'],
  ] as ['en' | 'ja', string][])('%s: %s', async (lang, q) => {
    const r = await answeredIn(lang, () => deps)(q);
    expect(r.rules).toContain('611.3b');
  }, 60_000);
  it('a creature with no static ability leaving cites no 611.3b', async () => {
    const r = await answeredIn('en', () => deps)('I control Grizzly Bears and a 3/3. My opponent destroys Grizzly Bears. What size is my 3/3?');
    expect(r.rules).not.toContain('611.3b');
  }, 60_000);
});
