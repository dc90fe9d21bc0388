/**
 * Issue 16: replies a judge would sign. Through the real /ask handler with the full card catalog:
 * the answer line answers the question asked (one line per question, in order; P/T only when asked
 * or changed; lifelink's "none, because prevented"), and Japanese output reads as written by a
 * person (no Latin words but names and rule numbers, no space between Japanese characters, card names
 * in Japanese). Twenty rendered replies are kept as a readable snapshot.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { looksJapanese } from '../../src/core/lang.ts';
import type { Lang } from '../../src/core/lang.ts';
import { ask } from '../../commands/ask.ts';
import { MESSAGE_KEYS, message } from '../../src/questions/messages.ts';
import { I18N_KEYS, t } from '../../src/render/i18n.ts';
import type { MessageKey } from '../../src/render/i18n.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';
import { questionSets } from '../support/question-sets.ts';
import { latinWords, spacedJapanese, spacesNextToJapanese, withoutAskersWords } from '../support/ja-text-check.ts';
import { CARD_KEYS, ct } from '../../src/cards/render.ts';
import { parseArgs, parseConsoleLine, runLine } from '../../src/run-command.ts';
import { replyToText } from '../../src/render/text.ts';
import { cliJson } from '../../src/app/contract.ts';
import { exitStatusFor } from '../../src/core/result.ts';

const CARDS = path.resolve(path.dirname(CURRENT_CR_PATH), '../cards');
const FULL_CATALOG = [path.join(CARDS, 'oracle-cards.json.gz'), path.join(CARDS, 'ja-printings.json.gz')].join(':');

let cacheDir = '';
let services: Services;

interface Reply {
  ok: boolean;
  understood: string;
  answer: string;
  steps: string[];
  error: string;
  code: string;
}

async function reply(q: string, asked?: Lang): Promise<Reply> {
  const lang: Lang = asked ?? (looksJapanese(q) ? 'ja' : 'en');
  const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
  if (!out.ok) return { ok: false, understood: '', answer: '', steps: [], error: out.error.message, code: out.error.code };
  const d = out.data as unknown as { understood: string; answer: string; steps: { text: string }[] };
  return { ok: true, understood: d.understood, answer: d.answer, steps: d.steps.map((s) => s.text), error: '', code: '' };
}

beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-replies-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, CARDS_FILE: FULL_CATALOG });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
}, 600_000);

afterAll(() => {
  services?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

// Our own variations (not from the shared sets): what the answer lines must and must not say.
const ANSWER_ROWS: { q: string; lines: RegExp[]; not?: RegExp[] }[] = [
  { q: 'My 5/5 trample attacks and is blocked by a 2/2. Does it deal damage to the player?', lines: [/^Yes\. .* deals 3 damage to the opponent\. That is with the most damage the attacking player can assign past the blockers: .*\(702\.19b\)\. With all of it kept on the blockers, your 5\/5 trample creature deals no damage to the opponent\.$/] },
  { q: 'My 4/4 without trample attacks and is blocked by a 1/1. Does it deal damage to the player?', lines: [/^No\. .* deals no damage to the opponent\.$/], not: [/most damage to what it attacks/, /listed order/] },
  { q: 'My 3/3 lifelink attacks and is blocked by a 2/2. All combat damage is prevented. Do I gain life?', lines: [/^No\. You gain no life, because the damage from .* was prevented: .*\(615\.6, 702\.15b\)\.$/] },
  { q: 'My 5/5 with first strike attacks and is blocked by a 3/3. Does my creature survive? How much life does the opponent have?', lines: [/^Yes\. .* survives\.$/, /^The opponent's life total is 20 \(from 20: no change\)\.$/], not: [/5\/5 with 0 damage/] },
  { q: 'My 4/4 lifelink attacks and is blocked by a 2/2. How much life do I have?', lines: [/^Your life total is 24 \(from 20: gained 4\)\.$/] },
  { q: '絆魂を持つ私の4/4で攻撃して、相手の2/2にブロックされた。私のライフは？', lines: [/^あなたのライフは24です（20から4点増加）。$/] },
  { q: '先制攻撃を持つ3/1で攻撃して、相手の3/3にブロックされました。私のクリーチャーは生き残りますか？また、相手のライフは？', lines: [/^はい。.*は戦場に残ります。$/, /^対戦相手のライフは20です（20から変化なし）。$/], not: [/3\/1、ダメージ0点/] },
  { q: 'トランプルのない4/4が1/1と3/3にブロックされた。防御プレイヤーは何点のダメージを受けますか？', lines: [/^対戦相手は0点のダメージを受けます。$/], not: [/できるだけ多く/, /記載順/] },
  // The summary under the answer lines names the players as they do ('Life: player B 20 → 15' before).
  { q: 'I cast Giant Growth on my 2/2 and it attacks unblocked. How much damage does the opponent take?', lines: [/^The opponent takes 5 damage\.$/, /Life: the opponent 20 → 15\./] },
  { q: 'My 4/4 lifelink attacks and is not blocked. How much life do I have?', lines: [/^Your life total is 24 \(from 20: gained 4\)\.$/, /^Life: you 20 → 24, the opponent 20 → 16\.$/] },
  // A noncreature has no P/T (208.3): a planeswalker's answer is its loyalty (306.5c), never 'null/null'.
  { q: "My 3/3 attacks their planeswalker with 5 loyalty and isn't blocked. What's the PW at?", lines: [/^The opponent's planeswalker isn't a creature, so it has no power or toughness; its loyalty is 2 \(208\.3, 306\.5c\)\.$/], not: [/null/] },
  { q: "My 2/2 lifelink attacks the opponent's planeswalker with 4 loyalty, unblocked. Do I gain life? What are the planeswalker's power and toughness?", lines: [/^Yes\. You gain 2 life \(20 → 22\)\.$/, /its loyalty is 2 \(208\.3, 306\.5c\)\.$/], not: [/null/] },
  // A 'can I …?' answered no: the asker named as 'You', the rules after the reason, not 'No. 601.2e, …: Player A can't cast …'.
  // "Can I target it?" is answered of the target, with why it can't be chosen (before: "You can't cast Giant
  // Growth: a chosen target is illegal (…). The game returns to the moment before it was proposed" — the
  // trace's words, answering "can I cast it?").
  { q: 'My 2/2 has shroud. Can I target it with Giant Growth?', lines: [/^No\. You can't target .* with Giant Growth: shroud \(nothing can target it\) \(601\.2e, 733\.1, 702\.18a\)\.$/] },
  { q: '相手の呪禁を持つ2/2を《稲妻》の対象にできますか？', lines: [/^いいえ。あなたは《稲妻》で対戦相手の呪禁の2\/2クリーチャーを対象にできません：呪禁（対戦相手の呪文や能力の対象になりません）（601\.2e、733\.1、702\.11b）。$/] },
  { q: 'The opponent is at 3 life. My 5/5 attacks unblocked. Does the opponent lose?', lines: [/^Yes\. The opponent loses the game\.$/, /^Life: the opponent 3 → -2\. The opponent loses the game \(0 or less life\)\.$/] },
];

// Our own variations: damage to a planeswalker says its loyalty (120.3c, 704.5i); an unstated colour is
// not "colorless"; an ability line doesn't repeat an unchanged P/T; a noninstant spell by the player
// whose turn it isn't is cast on that player's turn (117.1a).
// Issue 12 §1: "is anything left?", "does anything survive?", "does she have anything left?": a yes or no of what is
// on the battlefield when the story ends (400.1), naming it. §3: a short name far more played than the other cards
// it fits is read as that card (edhrec_rank, lexicon/cards.ts mostPlayed); "Torbran" was asked back before.
ANSWER_ROWS.push(
  { q: 'My 3/3 attacks and their 2/2 blocks. Is anything left on the battlefield?', lines: [/^Yes\. Your 3\/3 creature remains on the battlefield\.$/] },
  { q: 'My 3/3 attacks and their 2/2 blocks. Is anything left?', lines: [/^Yes\. Your 3\/3 creature remains on the battlefield\.$/] },
  { q: 'My 3/3 attacks and their 3/3 blocks. Does anything survive?', lines: [/^No\. None of the creatures in the question survives\.$/] },
  { q: 'I control two Grizzly Bears. I cast Wrath of God. Will any of my creatures still be around?', lines: [/^No\. None of your creatures in the question remains on the battlefield\.$/] },
  { q: 'I control two Grizzly Bears. I cast Wrath of God. Is there anything left on the battlefield?', lines: [/^No\. None of the permanents in the question remains on the battlefield\.$/] },
  { q: 'My opponent controls a 2/2 and a 3/3. I cast Pyroclasm. Does she have anything left?', lines: [/^Yes\. The opponent's 3\/3 creature remains on the battlefield\.$/] },
  { q: 'My opponent controls a 2/2 and a 4/4. I cast Pyroclasm. Does my opponent have any creatures left?', lines: [/^Yes\. The opponent's 4\/4 creature remains on the battlefield\.$/] },
  { q: 'My 3/3 attacks and their 2/2 blocks. Are there any creatures left?', lines: [/^Yes\. Your 3\/3 creature remains on the battlefield\.$/] },
  { q: 'My opponent attacks with a 4/4 and I block with my Baneslayer. How much life do I gain?', lines: [/^You gain 5 life/] },
  { q: 'I cast Lightning Bolt on Torbran. Does it die?', lines: [/^No\. The opponent's Torbran, Thane of Red Fell survives/] },
);
ANSWER_ROWS.push(
  { q: 'I cast Shock on their Garruk Wildspeaker. Does it die?', lines: [/^No\. .*Garruk Wildspeaker survives\.$/, /Loyalty: Garruk Wildspeaker 3 → 1 \(2 damage .*120\.3c\)/] },
  { q: 'I cast Lightning Bolt on their Garruk Wildspeaker. What happens?', lines: [/Loyalty: Garruk Wildspeaker 3 → 0 .*704\.5i/] },
  { q: '相手の《野生語りのガラク》に《ショック》を唱えた。どうなりますか？', lines: [/忠誠度：対戦相手の《野生語りのガラク》3 → 1（ダメージ2点.*120\.3c）/] },
  { q: '相手の《野生語りのガラク》に《稲妻》を唱えた。死にますか？', lines: [/^はい。/, /忠誠度：.*3 → 0.*704\.5i/] },
  { q: 'My 3/3 is enchanted by Pacifism. Can it attack?', lines: [/^No\. .*can't attack/, /^Your 3\/3 creature is a Creature with can't attack or block\.$/], not: [/colorless/] },
  { q: '私の3/3に《平和な心》がついている。攻撃できますか？', lines: [/^いいえ。/, /^あなたの3\/3クリーチャーはクリーチャー（/], not: [/無色/] },
  { q: 'The opponent casts Wrath of God. Does my 2/2 die?', lines: [/^Yes\. Your 2\/2 creature dies/] },
  // Whose it is wasn't said: the only reading under which the story's cast is legal (702.11b), said in the restatement.
  { q: 'I control a 2/2 with hexproof. I cast Shock on it. Does it die?', lines: [/^Yes\. Your 2\/2 hexproof creature dies/] },
  { q: '私は呪禁を持つ2/2をコントロールしている。《ショック》をそれに唱えた。死にますか？', lines: [/^はい。あなたの呪禁の2\/2クリーチャーは死亡します/] },
  { q: 'My 3/3 attacks. Their 2/2 blocks. Then they cast Wrath of God. Does my 3/3 die?', lines: [/^Yes\. Your 3\/3 creature dies/] },
);

// "How much life does he have?", 「相手のライフは何点？」: a life total asked of a person or of the opponent, with or
// without "left", is answered with the number (119.1, 122.1f) — "he" asking a life total is a player, never "it"
// (it was refused as not understood).
ANSWER_ROWS.push(
  { q: "My 3/3 attacks and isn't blocked. How much life does he have?", lines: [/^The opponent's life total is 17 \(from 20: lost 3\)\.$/] },
  { q: "My 3/3 attacks and isn't blocked. How much life does she have left?", lines: [/^The opponent's life total is 17 \(from 20: lost 3\)\.$/] },
  { q: 'I cast Lightning Bolt targeting my opponent. How much life does my opponent have left?', lines: [/^The opponent's life total is 17 \(from 20: lost 3\)\.$/] },
  { q: "My Branchblight Stalker attacks and isn't blocked. How many poison counters does he have left?", lines: [/^The opponent has 2 poison counters \(2 new\)\.$/] },
  { q: 'My opponent is at 3. I cast Lightning Bolt at him. How much life does he have? Does he lose?', lines: [/^The opponent's life total is 0 \(from 3: lost 3\)\.$/, /^Yes\. The opponent loses the game\.$/] },
  { q: '私の3/3が攻撃し、ブロックされなかった。相手のライフは何点？', lines: [/^対戦相手のライフは17です（20から3点減少）。$/] },
  { q: '相手のライフは5。私の3/3が攻撃し、ブロックされなかった。相手のライフは何点残る？', lines: [/^対戦相手のライフは2です（5から3点減少）。$/] },
  { q: '《稲妻》を相手に唱えた。彼のライフは何点？', lines: [/^対戦相手のライフは17です（20から3点減少）。$/] },
);

// A trampler's split (702.19b) changes several answer lines: the first explains it, the next say only what the
// other split gives — the rule's two sentences were repeated on every line.
ANSWER_ROWS.push(
  { q: 'My 5/5 trample attacks and is blocked by a 2/2. How much damage does the opponent take, and what is their life total?', lines: [/^The opponent takes 3 damage\. That is with the most damage .*\(702\.19b\)\. With all of it kept on the blockers, the opponent takes 0 damage\.$/, /^The opponent's life total is 17 \(from 20: lost 3\)\. With all of the trampler's damage kept on the blockers, the opponent's life total is 20 \(from 20: no change\)\.$/] },
  { q: 'トランプルを持つ私の5/5が相手の2/2にブロックされた。相手は何点のダメージを受けますか？相手のライフは？', lines: [/^対戦相手は3点のダメージを受けます。これは、.*（702\.19b）。すべてをブロック・クリーチャーに割り振った場合は、対戦相手は0点のダメージを受けます。$/, /^対戦相手のライフは17です（20から3点減少）。トランプルを持つクリーチャーのダメージをすべてブロック・クリーチャーに割り振った場合は、対戦相手のライフは20です（20から変化なし）。$/] },
);

// Issue 16 §1: a yes/no answer that turns on one decisive rule names it on the same line, from the trace's
// step (render/reasons.ts): can't be countered (101.2), countered (701.6a), an illegal target on resolution
// (608.2b), indestructible (702.12b), toughness 0 (704.5f), can't lose (104.3), prevented damage (615.1a,
// 702.16e), a target that can't be chosen (702.11b, 702.16b). Where nothing decisive happened, no reason.
ANSWER_ROWS.push(
  { q: "My opponent casts Supreme Verdict. I respond with Counterspell targeting it. Does it get countered?", lines: [/^No\. The opponent's Supreme Verdict resolves: it can't be countered \(101\.2\)\.$/] },
  { q: 'I cast Lightning Bolt targeting the opponent\'s 2/2. The opponent responds with Counterspell targeting my Lightning Bolt. Does Lightning Bolt resolve?', lines: [/^No\. Your Lightning Bolt doesn't resolve: .*Counterspell counters it \(701\.6a, 701\.6b\)\.$/] },
  { q: 'I cast Giant Growth on my 2/2 and in response my opponent bolts it. Does Giant Growth resolve?', lines: [/^No\. Your Giant Growth doesn't resolve: as it would resolve, your 2\/2 creature is no longer a legal target — it left the zone it was in .*\(608\.2b\)\.$/] },
  { q: '相手の《セラの天使》に《稲妻》を唱えた。対応して相手は《セラの天使》を生け贄に捧げた。《稲妻》は解決されますか？', lines: [/^いいえ。あなたの《稲妻》は解決されません。解決時には対戦相手の《セラの天使》がもう適正な対象ではないからです：.*（608\.2b）。$/] },
  { q: 'An indestructible 3/3 is blocked by a 5/5. Does it die?', lines: [/^No\. Your 3\/3 indestructible creature survives \(with 5 damage marked\): it has indestructible, so it isn't destroyed \(702\.12b/] },
  { q: '破壊不能を持つ3/3が5/5にブロックされた。死にますか？', lines: [/^いいえ。あなたの破壊不能の3\/3クリーチャーは戦場に残ります（ダメージ5点）。破壊不能を持つので、破壊されないからです（702\.12b/] },
  { q: "I cast Doom Blade on my opponent's Darksteel Myr. Does it die?", lines: [/^No\. The opponent's Darksteel Myr survives: it has indestructible, so it isn't destroyed \(702\.12b\)\.$/] },
  { q: 'What if my 3/3 indestructible gets -3/-3 until end of turn — does it die?', lines: [/^Yes\. .* dies \(it is put into its owner's graveyard\): its toughness is 0, and that isn't destruction, so indestructible doesn't stop it \(704\.5f, 702\.12b\)\.$/] },
  { q: '私の2/2が-2/-2の修整を受けた。死にますか？', lines: [/^はい。あなたの2\/2クリーチャーは死亡します（墓地に置かれます）。タフネスが0になったからです（704\.5f）。$/] },
  { q: "I control Platinum Angel and I'm at 0 life. Do I lose?", lines: [/^No\. You don't lose the game: you can't lose the game \(“You can't lose the game.*”\) \(104\.3, 101\.2, 614\.17\)\.$/] },
  { q: 'My 3/3 attacks and my opponent casts Fog. Does the opponent take damage?', lines: [/^No\. The opponent takes 0 damage: the damage is prevented by “Prevent all combat damage.*” \(615\.1a\)\.$/] },
  { q: 'My red 3/3 is blocked by a 2/2 with protection from red. Does the 2/2 take damage?', lines: [/^No\. .* is dealt no damage: its protection from red prevents the damage \(702\.16e, 615\.1a\)\.$/] },
  { q: "Can I target my opponent's creature with protection from red with Lightning Bolt?", lines: [/^No\. You can't target .* with Lightning Bolt: protection from red \(it can't be targeted by this\) \(601\.2e, 733\.1, 702\.16b\)\.$/], not: [/protection red\b/] },
  { q: 'My 3/3 attacks and is blocked by a 1/1. Does my 3/3 die?', lines: [/^No\. Your 3\/3 creature survives \(with 1 damage marked\)\.$/] },
);

// Issue 16 §1: several quantities asked in one message get one answer line each, in the order asked — a
// question word and its quantity before "and" and another question word ("How much damage and how many
// poison counters does he get?": the first used to be dropped), a list of quantities in one clause (「ライフと
// 毒カウンター」: the life was dropped, or put after the poison), and a life asked of no player (each player's).
ANSWER_ROWS.push(
  { q: "My Branchblight Stalker attacks and isn't blocked. How much damage and how many poison counters does he get?", lines: [/^The opponent takes 3 damage\.$/, /^The opponent has 2 poison counters \(2 new\)\.$/] },
  { q: 'Branchblight Stalker unblocked — how much damage and how many poison?', lines: [/^The opponent takes 3 damage\.$/, /^The opponent has 2 poison counters/] },
  { q: "My Branchblight Stalker attacks and isn't blocked. How many poison counters and how much damage does he get?", lines: [/^The opponent has 2 poison counters/, /^The opponent takes 3 damage\.$/] },
  { q: "My Branchblight Stalker attacks and isn't blocked. What are his life total and poison counters?", lines: [/^The opponent's life total is 17 \(from 20: lost 3\)\.$/, /^The opponent has 2 poison counters/] },
  { q: "I'm at 20 life. My opponent casts Lightning Bolt targeting my Grizzly Bears. What's my life total and is the Bears still alive?", lines: [/^Your life total is 20 \(from 20: no change\)\.$/, /^No\. Your Grizzly Bears dies/] },
  { q: '毒性2を持つ《枝枯らしの忍び寄り》がブロックされませんでした。相手のライフと毒カウンターはどうなりますか?', lines: [/^対戦相手のライフは17です（20から3点減少）。$/, /^対戦相手の毒カウンターは2個です（2個増えました）。$/] },
  { q: '私の《枝枯らしの忍び寄り》が攻撃し、ブロックされなかった。相手の毒カウンターとライフはいくつ？', lines: [/^対戦相手の毒カウンターは2個です/, /^対戦相手のライフは17です/] },
  { q: '私の《枝枯らしの忍び寄り》が攻撃し、ブロックされなかった。ライフと毒カウンターはどうなりますか', lines: [/^あなたのライフは20です（20から変化なし）。$/, /^対戦相手のライフは17です（20から3点減少）。$/, /^対戦相手の毒カウンターは2個です/] },
);

// Issue 16 §2: a described creature whose Japanese label would chain の (two keywords, or one and a colour) is
// named by a short label, its keywords said once where the restatement introduces it — never
// 「あなたの、トランプルと二段攻撃を持つ6/6クリーチャー」 at every mention. 108.3, 110.2: a creature controlled by
// another player than its owner is named as its owner's, its controller said where it is introduced, so a
// control change reads right ("You control your Hill Giant" after Disenchant; it was "the opponent's Hill Giant").
const RESTATE_ROWS: { q: string; understood: RegExp; line?: RegExp; not: RegExp[] }[] = [
  { q: '私のトランプルと二段攻撃を持つ6/6が攻撃し、相手の2/2にブロックされた。6/6は生き残りますか？', understood: /：トランプルと二段攻撃を持つあなたの6\/6クリーチャー、対戦相手の2\/2クリーチャーがいる。あなたの6\/6クリーチャーが攻撃する。/, line: /^はい。あなたの6\/6クリーチャーは戦場に残ります/, not: [/あなたの、/, /を持つ6\/6のクリーチャー/] },
  { q: '相手の緑の飛行を持つ3/3が攻撃してきた。私は何点のダメージを受けますか？', understood: /：飛行を持つ対戦相手の緑の3\/3クリーチャーがいる。対戦相手の緑の3\/3クリーチャーが攻撃する。/, not: [/対戦相手の、/] },
  { q: 'My opponent controls my Hill Giant with Control Magic. I cast Disenchant on Control Magic. Who controls the Hill Giant?', understood: /there are your Hill Giant \(controlled by the opponent\) and the opponent's Control Magic/, line: /^You control your Hill Giant\.$/, not: [/the opponent's Hill Giant/] },
  { q: 'My opponent controls my Hill Giant with Control Magic. Who controls the Hill Giant?', understood: /your Hill Giant \(controlled by the opponent\)/, line: /^The opponent controls your Hill Giant\.$/, not: [/the opponent's Hill Giant/] },
  // "Does any damage get through?" is asked yes or no and answered so: restated as asked, never as "how much".
  { q: 'My 3/3 attacks and their 2/2 blocks. Does any damage get through to the opponent?', understood: /Question: does the opponent take any damage\?$/, line: /^No\. The opponent takes 0 damage\.$/, not: [/how much damage/] },
  { q: '私の3/3が攻撃し、相手の2/2にブロックされた。相手はダメージを受けますか？', understood: /質問：対戦相手はダメージを受けるか？$/, line: /^いいえ。/, not: [/何点のダメージを受けるか/] },
  // An object assumed for a spell whose target wasn't said is named without brackets inside the note's brackets.
  { q: '《精神的つまづき》で《剣を鍬に》を打ち消せますか？', understood: /の対象が書かれていないため、仮定のクリーチャーを対象とするものとしました/, not: [/（（/] },
  { q: "I control my opponent's Grizzly Bears with Control Magic. I cast Lightning Bolt on the Bears. Does it die?", understood: /the opponent's Grizzly Bears \(controlled by you\) and your Control Magic/, line: /^Yes\. The opponent's Grizzly Bears dies/, not: [/your Grizzly Bears/] },
];

describe('GIVEN a creature named at several places of a reply (issue 16 §2; 108.3, 110.2)', () => {
  for (const row of RESTATE_ROWS) {
    it(`GIVEN ${row.q} THEN a short label, what it leaves out said once where it is introduced`, async () => {
      const r = await reply(row.q);
      expect(r.error).toBe('');
      expect(r.understood).toMatch(row.understood);
      if (row.line) expect(r.answer.split('\n')[0]).toMatch(row.line);
      for (const re of row.not) expect([r.understood, r.answer, ...r.steps].join('\n')).not.toMatch(re);
    }, 300_000);
  }
});

// "How much life do I gain?" is the amount gained (119.3), restated so, never "how much life do you have?"
// (the life total): "You gain N life (20 → 20+N)"; none, because the damage was prevented (615.6, 702.15b).
const GAIN_ROWS: { q: string; understood: RegExp; line: RegExp }[] = [
  { q: "My 3/3 lifelink attacks and isn't blocked. How much life do I gain?", understood: /Question: how much life do you gain\?$/, line: /^You gain 3 life \(20 → 23\)\.$/ },
  { q: "I'm at 10. My 4/4 lifelink is blocked by a 2/2. How much life do I gain?", understood: /Question: how much life do you gain\?$/, line: /^You gain 4 life \(10 → 14\)\.$/ },
  { q: 'My 3/3 lifelink attacks and my opponent casts Fog. How much life do I gain?', understood: /how much life do you gain\?$/, line: /^You gain no life, because the damage from .* was prevented: .*\(615\.6, 702\.15b\)\.$/ },
  { q: '私の絆魂を持つ3/3が攻撃し、ブロックされませんでした。私は何点のライフを得ますか？', understood: /質問：あなたは何点のライフを得るか？$/, line: /^あなたは3点のライフを得ます（20 → 23）。$/ },
];

// Refusals that say why: "impossible" only for what the rules forbid, naming the rule; a gap or a
// misreading is never called impossible, and no internal path or id reaches the asker.
const REFUSAL_ROWS: { q: string; code: string; says: RegExp[]; not?: RegExp[] }[] = [
  { q: 'I cast Pacifism on their 3/3. It attacks. What happens?', code: 'impossible', says: [/the opponent's turn begins before .* attacks \(.*508\.1\)/, /As told, this can't happen: .*can't attack.*508\.1c/] },
  { q: 'I cast Pacifism on my 3/3, then I attack with it. Does the opponent take damage?', code: 'impossible', says: [/can't happen: Your 3\/3 creature can't attack.*508\.1c/], not: [/stopped before the end/] },
  { q: '相手の3/3に《平和な心》を唱えた。その3/3が攻撃した。どうなりますか？', code: 'impossible', says: [/対戦相手のターンに移ります/, /書かれたとおりには起こりえません：.*攻撃できません.*508\.1c/] },
  // A 《》 name that only starts another card's name is not that card: asked back with it (issue 11).
  { q: '相手の《狛犬》が攻撃してきた。何点受ける？', code: 'unknown_card', says: [/《狛犬の戦鎧》/] },
  { q: 'Their Questing Bea attacks me. How much damage do I take?', code: 'ambiguous', says: [/Questing Beast/] },
  // A card's name with more capitalised words after it is a longer name typed, asked back — never the shorter card (issue 11).
  { q: 'I cast Shock Wave on a 2/2. Does it die?', code: 'unknown_card', says: [/"Shock Wave"/, /Shock/] },
  { q: 'I cast Doom Blade Zorbix on their Grizzly Bears. What happens?', code: 'unknown_card', says: [/"Doom Blade Zorbix"/] },
  // (A game word after the name, "Storm", "Plot": not read as part of a name, and not skipped either.)
  { q: 'My opponent casts Lightning Bolt Storm at my 3/3. Does it survive?', code: 'not_understood', says: [/'Storm'/] },
  // A loose Japanese match of another length is another name (《ショック兵》 is not 《ショック》); asked back with the card found.
  { q: '《ショック兵》を《灰色熊》に撃ったら死ぬ？', code: 'unknown_card', says: [/ショック兵/, /《ショック》\(Shock\)/] },
  { q: '《神々の怒り》を唱えたら破壊不能の3/3は生き残る？', code: 'unknown_card', says: [/神々の怒り/, /《神の怒り》/] },
  // A spell with no card and nothing told of it: the catalog's guesses, never an internal id.
  { q: 'I cast Lightning Blast Wave on my 2/2. How big is it?', code: 'unknown_card', says: [/Lightning Blast Wave/, /Lightning Blast\b/], not: [/\bc\d\b/, /《電撃破》/] },
  // (Tarmogoyf's size is modelled now, 604.3: it counts card types in graveyards the question doesn't describe, 404.2.)
  { q: 'I cast Lightning Bolt on their Tarmogoyf. Does it die?', code: 'unmodelled', says: [/Tarmogoyf/, /doesn't describe your graveyard/], not: [/objects\[/] },
  { q: 'My Tarmogoyf attacks unblocked. How much damage does the opponent take?', code: 'unmodelled', says: [/Tarmogoyf/], not: [/objects\[/, /isn't possible/] },
  // A size told of a creature whose size its own text defines (604.3): the text is named, never "its own size isn't given"
  // (giving one can't help: the size may change as the story goes on, as Tarmogoyf's does when the Bolt reaches a graveyard).
  { q: 'Their Tarmogoyf is a 3/4 right now. I Lightning Bolt it. Does it die?', code: 'unmodelled', says: [/Tarmogoyf/, /graveyard/], not: [/own size/, /give its/] },
  { q: '相手の《タルモゴイフ》は今2/3です。《ショック》を撃ったら死にますか？', code: 'unmodelled', says: [/《タルモゴイフ》/, /パワーとタフネス/] },
  // (Its card's size is a number: a size told of it is checked against the run — still asked back when they disagree.)
  { q: 'My Grizzly Bears is a 4/4 now. It attacks. How much damage?', code: 'needs_detail', says: [/4\/4/, /2\/2/] },
  // (Mother of Runes giving protection from red: its "color of your choice" is modelled now and the colour told is read —
  // answered, test/questions/color-of-your-choice.test.ts.)
  // ('Thragtusk is exiled by Journey to Nowhere': now its ETB's target, answered — test/questions/triggers19.test.ts.)
  { q: 'Ghalta attacks. How much damage does the opponent take?', code: 'ambiguous', says: [/short name of several cards: .*Ghalta, Primal Hunger; .*Ghalta, Stampede Tyrant/] },
];

describe('GIVEN a question that can\'t be answered as told', () => {
  for (const row of REFUSAL_ROWS) {
    it(`GIVEN ${row.q} THEN ${row.code}, saying why`, async () => {
      const r = await reply(row.q);
      expect(r.code).toBe(row.code);
      for (const re of row.says) expect(r.error).toMatch(re);
      for (const re of row.not ?? []) expect(r.error).not.toMatch(re);
    }, 300_000);
  }
});

describe('GIVEN questions asking one or more things (issue 16 §1)', () => {
  for (const row of ANSWER_ROWS) {
    it(`GIVEN ${row.q} THEN one answer line per question, in order, saying what was asked`, async () => {
      const r = await reply(row.q);
      expect(r.error).toBe('');
      const lines = r.answer.split('\n');
      row.lines.forEach((re, i) => expect(lines[i]).toMatch(re));
      for (const re of row.not ?? []) expect([r.answer, ...r.steps].join('\n')).not.toMatch(re);
      // The asker and the other player are 'you' and 'the opponent' in every answer line, never letters.
      expect(r.answer).not.toMatch(/\bplayer [AB]\b|プレイヤー[AB]/i);
    }, 300_000);
  }
});

describe('GIVEN a question asking how much life a player gains (issue 16 §1)', () => {
  for (const row of GAIN_ROWS) {
    it(`GIVEN ${row.q} THEN it is restated and answered as the amount gained`, async () => {
      const r = await reply(row.q);
      expect(r.error).toBe('');
      expect(r.understood).toMatch(row.understood);
      expect(r.answer.split('\n')[0]).toMatch(row.line);
      expect(r.understood).not.toMatch(/how much life do you have|ライフはいくつ/);
    }, 300_000);
  }
});

describe('GIVEN every Japanese catalogue string (issue 16 §2)', () => {
  // Sample params in Japanese, so any Latin word left is the catalogue's own.
  const params = new Proxy({} as Record<string, string | number>, { get: (_t, k) => (k === 'length' || k === 'max' || k === 'count' ? 3 : k === 'number' ? '702.19' : 'あ') });
  // The same with an English name or number put in each place: 「…に最も近いSerra Angelを…」, never 「近い Serra Angel を」.
  const named = new Proxy({} as Record<string, string | number>, { get: (_t, k) => (k === 'length' || k === 'max' || k === 'count' ? 3 : k === 'number' ? '702.19' : 'Serra Angel') });
  // Strings that must show English: they name an English command, option or example to type.
  const ENGLISH_ON_PURPOSE = new Set(['quoted_unmodelled', 'quoted_ja', 'rule.examples_hidden', 'search.none', 'define.how_to', 'rule.not_a_number', 'error.internal']);
  for (const key of MESSAGE_KEYS) {
    it(`GIVEN /ask message ${key} THEN no stray Latin word and no spaced Japanese`, () => {
      const text = message('ja', key, params);
      if (!ENGLISH_ON_PURPOSE.has(key)) expect(latinWords(text)).toEqual([]);
      expect(spacedJapanese(text)).toEqual([]);
    });
  }
  // Reference strings that show English on purpose: an option, a flag or a command to type, an
  // English keyword offered as an example, the project's name, the glossary's English heading.
  const I18N_ENGLISH_ON_PURPOSE = new Set<MessageKey>(['rule.examples_hidden', 'rule.not_a_number', 'search.none', 'define.how_to', 'define.cr_only', 'error.internal', 'rule.our_explanation']);
  for (const key of I18N_KEYS) {
    it(`GIVEN reference message ${key} THEN no stray Latin word and no spaced Japanese`, () => {
      const text = t('ja', key, params);
      if (!I18N_ENGLISH_ON_PURPOSE.has(key)) expect(latinWords(text)).toEqual([]);
      expect(spacedJapanese(text)).toEqual([]);
      // (These are shown as written, not tidied: no space between a Japanese word and a name or number put in it.)
      expect(spacesNextToJapanese(t('ja', key, named))).toEqual([]);
    });
  }
  // The /card catalogue: Scryfall is a name; how to ask shows English names to type.
  const CARD_ENGLISH_ON_PURPOSE = new Set(['card.how_to', 'card.rulings_link', 'card.source', 'card.match.api', 'card.suggestion']);
  for (const key of CARD_KEYS) {
    it(`GIVEN /card message ${key} THEN no stray Latin word, no spaced Japanese, no space between a Japanese word and a name`, () => {
      const text = ct('ja', key, params);
      if (!CARD_ENGLISH_ON_PURPOSE.has(key)) expect(latinWords(text)).toEqual([]);
      expect(spacedJapanese(text)).toEqual([]);
      expect(spacesNextToJapanese(ct('ja', key, named))).toEqual([]);
    });
  }
});

describe('GIVEN the Japanese questions of the shared sets (issue 16 §2)', () => {
  it('THEN no restatement, answer, step or refusal has a Latin word other than names, rule numbers and the asker\'s own words, or a space between Japanese characters', async () => {
    const problems: string[] = [];
    for (const set of questionSets()) {
      for (const c of set.cases) {
        // Every question of the shared sets answered in Japanese: the Japanese ones, and the English ones
        // asked with --lang ja (their quoted rules text, refusals and notes must be Japanese too).
        if (c.cmd || typeof c.q !== 'string') continue;
        const r = await reply(c.q, 'ja');
        for (const text of [r.understood, r.answer, ...r.steps, r.error]) {
          const w = latinWords(withoutAskersWords(text, c.q));
          if (w.length > 0) problems.push(`${c.id}: Latin ${w.join(' ')} in ${text}`);
        }
        for (const text of [r.understood, r.answer, ...r.steps, r.error]) {
          const s = spacedJapanese(text);
          if (s.length > 0) problems.push(`${c.id}: spaced ${s.join(' ')} in ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);

  it('THEN a card the catalog names in Japanese is named so in the answer (死亡：《カロニアのビヒモス》, not Kalonian Behemoth)', async () => {
    const r = await reply('《カロニアのビヒモス》に《神の怒り》を唱えたらビヒモスは死にますか？');
    const text = [r.understood, r.answer, r.error].join('\n');
    expect(text).not.toContain('Kalonian Behemoth');
    if (r.ok) expect(r.answer).toContain('《カロニアのビヒモス》');
  });
});

describe('GIVEN a question with words that could not be read (issue 16 §3)', () => {
  it('THEN the refusal quotes the user\'s words exactly, without lone particles or pieces of a quoted piece', async () => {
    // (「3/3に4点全部割り振ってもいいですか」 is read now, s32: a told division asked whether legal.)
    const q = '4/4が1/1と3/3にブロックされました。3/3をぷよぷよしてもいいですか？';
    const r = await reply(q);
    expect(r.ok).toBe(false);
    const quoted = [...r.error.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(quoted.length).toBeGreaterThan(0);
    for (const w of quoted) {
      expect(q).toContain(w);
      expect(w).not.toMatch(/^\p{Script=Hiragana}{1,2}$/u);
      expect(quoted.filter((o) => o !== w && o.includes(w))).toEqual([]);
    }
  }, 300_000);

  // Each row: the words the refusal must quote exactly as typed (apostrophes, case, contractions), and what
  // it must not show — a piece of a word ("'s got" of "that's got"), a verb ending alone ('いきますか' of
  // 「ブロックしにいきますか」), an expanded contraction, a changed case or an internal placeholder.
  const EXACT: { q: string; quotes: string[]; not: RegExp[] }[] = [
    { q: "I cast Turn to Frog on a 4/4 that's got flibber. Does it die?", quotes: ["that's got flibber"], not: [/'\s*'s got/, /turn to Frog/, /%\d/] },
    { q: "My 2/2 attacks. They won't block, it's fine, can't they? Does its controller take 2?", quotes: ["They won't block", "it's fine", "can't they"], not: [/wo not|will not|it is|its fine|can not|cannot/, /%\d/] },
    { q: "My 2/2 attacks and the opponent's Wall won't zorble. Does it die?", quotes: ["the opponent's Wall won't zorble"], not: [/wo not|opponent 's/, /%\d/] },
    { q: "I cast Turn to Frog on their 4/4 whose zorbles can't wibble. Does it die?", quotes: ["whose zorbles can't wibble"], not: [/turn to Frog|can not/, /%\d/] },
    { q: 'I cast Turn to Frog on their 4/4 and its controller flurbles it. Does it die?', quotes: ['controller flurbles'], not: [/it's controller/, /%\d/] },
    { q: '私の3/3は相手の2/2をブロックしにいきますか', quotes: ['ブロックしにいきますか'], not: [/'いきますか'/, /'きますか'/] },
    { q: '相手の3/3が攻撃して、相手はフラーブしてきますか', quotes: ['フラーブしてきますか'], not: [/'きますか'/, /'してきますか'/] },
  ];
  for (const row of EXACT) {
    it(`GIVEN ${row.q} THEN it quotes ${row.quotes.join(' / ')} as typed`, async () => {
      const r = await reply(row.q);
      expect(r.ok).toBe(false);
      for (const w of row.quotes) {
        expect(row.q).toContain(w);
        expect(r.error).toContain(w);
      }
      for (const re of row.not) expect(r.error).not.toMatch(re);
    }, 300_000);
  }
});

// Ten English and ten Japanese replies from the shared sets, kept where a reviewer can read them.
const SNAPSHOT_IDS = ['dev-en-001', 'dev-en-002', 'dev-en-003', 'dev-en-005', 'dev-en-009', 'dev-en-010', 'dev-en-013', 'dev-en-017', 'dev-en-019', 'dev-en-021', 'dev-ja-001', 'dev-ja-002', 'dev-ja-005', 'dev-ja-008', 'dev-ja-009', 'dev-ja-010', 'dev-ja-013', 'dev-ja-018', 'dev-ja-019', 'dev-ja-026'];

describe('GIVEN twenty questions of the shared sets', () => {
  it('THEN their replies read as the snapshot shows', async () => {
    const cases = questionSets().flatMap((s) => s.cases).filter((c) => SNAPSHOT_IDS.includes(c.id));
    const out: string[] = ['# Twenty replies (issue 16): restatement, then the answer lines', ''];
    for (const c of cases) {
      const r = await reply(c.q ?? '');
      out.push(`## ${c.id}`, '', `> ${c.q}`, '', r.ok ? `${r.understood}\n\n${r.answer}` : `(refused) ${r.error}`, '');
    }
    await expect(out.join('\n')).toMatchFileSnapshot('./__snapshots__/replies.md');
  }, 600_000);
});

describe('GIVEN a yes/no question whose answer opens with its verdict', () => {
  it.each([
    ['相手のライフは20。私の4/4が攻撃して、ブロックされなかった。相手のライフは減りますか？', 'はい', '結論'],
    ['My 3/3 attacks and my opponent does not block. Does their life go down?', 'Yes', 'Verdict'],
  ])('THEN %s opens with %s and has no %s line saying it again', async (q, word, label) => {
    const lang: Lang = looksJapanese(q) ? 'ja' : 'en';
    const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
    if (!out.ok) throw new Error(out.error.message);
    expect((out.data as { answer: string }).answer.startsWith(word)).toBe(true);
    expect(JSON.stringify(out.reply)).not.toContain(`**${label}:**`);
  });
});

// README's examples say "Real output": each one is run here and every line it shows (but "…", which
// marks what was left out) must be a line of today's output, in the same order (issue 16: README's
// examples re-captured from the real output, and kept so).
/** Words of a shell command line: double quotes group, \" is a quote inside them. */
function shellWords(line: string): string[] {
  return [...line.matchAll(/"((?:\\.|[^"\\])*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!));
}

interface ReadmeExample {
  command: string;
  shown: string[];
}

function readmeExamples(): ReadmeExample[] {
  const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const out: ReadmeExample[] = [];
  for (const block of text.matchAll(/```text\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      if (/^\$ npm run --silent cli -- |^\/[a-z]+ /.test(line)) out.push({ command: line, shown: [] });
      else if (out.length > 0 && line.trim() !== '' && line.trim() !== '…') out[out.length - 1]!.shown.push(line.trimEnd());
    }
  }
  return out;
}

async function realOutput(command: string): Promise<string> {
  if (command.startsWith('/')) {
    const { outcome } = await runLine(parseConsoleLine(command), services, 'console');
    return replyToText(outcome.reply);
  }
  let rest = command.replace(/^\$ npm run --silent cli -- /, '').replace(/\s+# .*$/, '');
  const echo = rest.endsWith('; echo " exit $?"');
  if (echo) rest = rest.slice(0, -'; echo " exit $?"'.length);
  const parsed = parseArgs(shellWords(rest));
  const { outcome, command: name } = await runLine(parsed, services, 'cli');
  const status = outcome.ok ? 0 : exitStatusFor(outcome.error.code);
  const text = parsed.flags.json ? JSON.stringify(cliJson(name, outcome)) : replyToText(outcome.reply);
  return echo ? `${text}\n exit ${status}` : text;
}

describe('GIVEN the examples README shows as real output', () => {
  it('THEN there are examples of every command it documents', () => {
    const names = new Set(readmeExamples().map((e) => /^(?:\$ npm run --silent cli -- |\/)(\w+)/.exec(e.command)?.[1]));
    for (const name of ['rule', 'search', 'define', 'scenario', 'ask', 'combat', 'layers', 'card']) expect(names.has(name), name).toBe(true);
  });

  it('THEN every line each one shows is in its output today, in order', async () => {
    const problems: string[] = [];
    for (const ex of readmeExamples()) {
      const lines = (await realOutput(ex.command)).split('\n').map((l) => l.trimEnd());
      let at = 0;
      for (const want of ex.shown) {
        const found = lines.indexOf(want, at);
        if (found < 0) {
          problems.push(`${ex.command}\n  shows: ${want}\n  output: ${lines.slice(at, at + 6).join(' ⏎ ')}`);
          break;
        }
        at = found + 1;
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
