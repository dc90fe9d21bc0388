/**
 * A creature's "when this enters" ability told as the creature doing its effect (603.6a, 603.3d, 608.2): "their
 * Skinrender puts three -1/-1 counters on my Bears", "Flametongue Kavu enters and deals 4 damage to my Bears",
 * 「《皮裂き》が戦場に出て、私の《灰色熊》に-1/-1カウンターを3個置いた」. The object the effect is told of is the ability's
 * target; told damage and counters are checked against the card's own ability as the run makes it, and a card with no
 * such ability (or one that does something else) is refused, never answered as if the effect came from nowhere.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a creature told doing what its "when this enters" ability does THEN that ability targets what it acted on (603.6a, 603.3d)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Ravenous Chupacabra': 'Ravenous Chupacabra', Skinrender: '皮裂き', 'Flametongue Kavu': '火炎舌のカヴー', "Man-o'-War": "Man-o'-War", Thragtusk: 'スラーグ牙', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ANSWERED: [string, string, 'yes' | 'no'][] = [
    // 4/4 with three -1/-1 counters is a 1/1; then the +1/+1 and -1/-1 counters annihilate (704.5q).
    ["My Grizzly Bears has 2 +1/+1 counters and my opponent's Skinrender puts three -1/-1 counters on it. Does it die?", 'Your Grizzly Bears survives (1/1)', 'no'],
    ["my grizzly bears has 2 +1/+1 counters and opp's skinrender puts three -1/-1 counters on it. dead or not?", 'Your Grizzly Bears survives (1/1)', 'no'],
    ['Their Skinrender enters and puts three -1/-1 counters on my Thragtusk. Does my Thragtusk die?', 'Your Thragtusk dies', 'yes'],
    ['My opponent casts Skinrender and it puts three -1/-1 counters on my Grizzly Bears. Does my Grizzly Bears die?', 'Your Grizzly Bears dies', 'yes'],
    ['Their Flametongue Kavu enters and deals 4 damage to my Grizzly Bears. Does my Grizzly Bears die?', 'Your Grizzly Bears dies', 'yes'],
    ['Their Flametongue Kavu enters and deals 4 damage to my Thragtusk. Does my Thragtusk die?', 'Your Thragtusk dies', 'yes'],
    ["My opponent's Ravenous Chupacabra destroys my Grizzly Bears. Is my Grizzly Bears on the battlefield?", 'Your Grizzly Bears leaves the battlefield', 'no'],
    ['Their Ravenous Chupacabra destroys my Thragtusk. Does my Thragtusk die?', 'Your Thragtusk dies', 'yes'],
    ["Their Man-o'-War enters and returns my Grizzly Bears to my hand. Is my Grizzly Bears on the battlefield?", 'Your Grizzly Bears leaves the battlefield', 'no'],
    ['相手の《皮裂き》が戦場に出て、私の《灰色熊》に-1/-1カウンターを3個置いた。《灰色熊》は死ぬ？', '死亡します', 'yes'],
  ];
  it.each(ANSWERED)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));

  it('the restatement tells the card entering and its triggered ability targeting what it acted on', async () => {
    const r = await answeredIn('en', () => deps)("My Grizzly Bears has 2 +1/+1 counters and my opponent's Skinrender puts three -1/-1 counters on it. Does it die?");
    expect(r.understood).toContain("the opponent's Skinrender enters the battlefield");
    expect(r.understood).toContain("the triggered ability of the opponent's Skinrender targets your Grizzly Bears");
    expect(r.understood).toContain('does your Grizzly Bears die');
  });

  /** [question, refusal code, what it names]: a card without such an ability, or words that say other than its text. */
  const REFUSED: [string, string, string][] = [
    ["My Grizzly Bears has 2 +1/+1 counters and my opponent's Llanowar Elves puts three -1/-1 counters on it. Does it die?", 'unmodelled', 'Llanowar Elves'],
    // (A creature told destroying something has no such ability: refused, as a creature that "destroys" by damage is.)
    ['Their Grizzly Bears destroys my Llanowar Elves. Does my Llanowar Elves die?', 'unmodelled', 'Grizzly Bears'],
    ['Their Flametongue Kavu enters and deals 5 damage to my Grizzly Bears. Does my Grizzly Bears die?', 'needs_detail', '5'],
    ['My Grizzly Bears has 2 +1/+1 counters. Their Skinrender enters and puts two -1/-1 counters on my Grizzly Bears. Does my Grizzly Bears die?', 'needs_detail', '3 are put on it'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says));
});
