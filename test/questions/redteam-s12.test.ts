/**
 * Session 12's red team (issue 11): "does X resolve?" asked of a spell whose only target became illegal was
 * answered "Yes" — the engine recorded the spell as resolved when it began to resolve (608.1), before the
 * target check of 608.2b found it doesn't. "Can Counterspell counter X?" was read as "can Counterspell be
 * cast at X?" only, so a spell that can't be countered (101.2) got "Yes". "Can X survive Y if I regenerate
 * it?" regenerated X after Y had resolved: a condition said after the question is done while Y waits. Rows are our own variations, both
 * languages, both outcomes.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Liliana of the Veil': 'ヴェールのリリアナ',
  'Drudge Skeletons': 'よろめく骸骨',
  'River Boa': '川の大蛇',
  Murder: '殺害',
  Counterspell: '対抗呪文',
  'Supreme Verdict': '至高の評決',
  'Thrun, the Last Troll': '最後のトロール、スラーン',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  'Lightning Bolt': '稲妻',
  Unsummon: '送還',
  'Doom Blade': '破滅の刃',
  Shock: 'ショック',
};

describe('GIVEN real cards WHEN asked whether a spell resolves', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 608.2b: its only target is gone (a new object, 400.7) → it doesn't resolve.
    ['I cast Giant Growth on my Grizzly Bears and the opponent responds with Lightning Bolt on the Bears. Does Giant Growth resolve?', "doesn't resolve", 'no'],
    ['My opponent casts Doom Blade on my Grizzly Bears. I respond by casting Unsummon on my Bears. Does Doom Blade resolve?', "doesn't resolve", 'no'],
    ['《ショック》を相手の2/2に撃った。相手は対応して2/2を生け贄に捧げた。《ショック》は解決される？', '解決されません', 'no'],
    ['相手が私の《灰色熊》に《破滅の刃》を撃ってきたので、対応して《送還》で熊を手札に戻した。《破滅の刃》は解決する？', '解決されません', 'no'],
    // Its target still legal → it resolves (608.2).
    ['I cast Giant Growth on my Grizzly Bears. Does Giant Growth resolve?', 'resolves', 'yes'],
    ['I cast Lightning Bolt on their 2/2 and they respond with Giant Growth on it. Does my Lightning Bolt resolve?', 'resolves', 'yes'],
    ['自分の《灰色熊》に《巨大化》を撃った。《巨大化》は解決される？', '解決されます', 'yes'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** "Can X counter Y?": legal to cast, and then is Y countered — one yes or no for both (701.6a, 101.2). */
  const COUNTERS: [string, string, 'yes' | 'no' | null][] = [
    ['Can Counterspell counter Thrun, the Last Troll?', 'resolves', 'no'],
    ['My opponent casts Supreme Verdict. Can I counter it with Counterspell?', 'resolves', 'no'],
    ['《至高の評決》を《対抗呪文》で打ち消せますか？', '解決されます', 'no'],
    ['Can I counter Lightning Bolt with Counterspell?', 'is countered', 'yes'],
    ['相手の《稲妻》を《対抗呪文》で打ち消せる？', '打ち消されます', 'yes'],
  ];
  it.each(COUNTERS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A condition said after the question is met while the spell asked about waits (117.3c; 701.19a shield). */
  const AFTER_IF: [string, string, 'yes' | 'no' | null][] = [
    ['Can Drudge Skeletons survive Lightning Bolt if I regenerate it?', 'survives', 'yes'],
    ['Can River Boa survive Murder if I regenerate it?', 'survives', 'yes'],
    ['Do my Grizzly Bears survive Lightning Bolt if I cast Giant Growth on the Bears?', 'survives', 'yes'],
  ];
  it.each(AFTER_IF)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A state said of a permanent is applied or named, never dropped (302.6 summoning sickness; 509.1a tapped). */
  const STATES_REFUSED: [string, string, string][] = [
    // A loyalty ability picked by its cost (606.4, 606.6) is named, never answered as another ability.
    ['I control Liliana of the Veil with 3 loyalty. Can I activate her -6 ability?', 'not_understood', '-6'],
    ['My Liliana of the Veil has 1 loyalty. Can I use her -2?', 'not_understood', '-2'],
    // The asker took something back: which they meant is not picked (both read would be another story).
    ["My 2/2 blocks my opponent's 3/3. I Giant Growth the attacker... wait, I Giant Growth my blocker. What dies?", 'not_understood', 'wait'],
    ['相手の3/3を私の2/2でブロック。相手のクリーチャーに《巨大化》、じゃなくて私の2/2に《巨大化》。何が死ぬ？', 'not_understood', 'じゃなくて'],
    // Protection from a quality not read (702.16a) is named, never dropped.
    ['My green 3/3 is blocked by a 2/2 with protection from its color. What dies?', 'not_understood', 'protection'],

    ['召喚酔いで警戒を持つクリーチャーは攻撃できる？', 'not_understood', '召喚酔い'],
  ];
  it.each(STATES_REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  const STATES: [string, string, 'yes' | 'no' | null][] = [
    // A spell of the story asked about as a target is asked about while it is on the stack (115.1, 701.6a).
    ['Can I Counterspell my own spell?', 'You can target', 'yes'],
    ['I cast Lightning Bolt at their 2/2. Can I target my Lightning Bolt with Counterspell?', 'You can target', 'yes'],
    ['Wait, can a 2/2 with flying block a 3/3?', 'can block', 'yes'], // 509.1a: "Wait," opening a question takes nothing back
    ['A creature with vigilance and summoning sickness — can it attack?', "can't attack", 'no'], // 302.6, 702.20b
    ['A creature with haste and summoning sickness. Can it attack?', 'can attack', 'yes'], // 702.10b
    ['Their 3/3 is attacking and my 2/2 is tapped. Can my 2/2 block it?', "can't block", 'no'],
    ['I have a 2/2 and a 3/3 untapped. Can both block?', 'can block', 'yes'],
  ];
  it.each(STATES)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});
