/**
 * Timing questions (issue 12, 11): "can I cast X now / during combat / on my opponent's turn / in
 * response", "can it attack on my next turn", 「相手の終了ステップに〜を唱えられますか」. Each is a probe
 * tried in the engine at the moment the question names; the expected verdicts and rule numbers are
 * written here from the rules (117.1a, 117.3a, 304.1, 302.1, 303.1, 307.1, 302.6, 502.4, 514.3, 605.3a), not taken from
 * the engine's output. Words that say when but are not read as a moment, and questions that ask for
 * more than yes or no ("When can I …?"), are refused rather than answered at the wrong moment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import type { Lang } from '../../src/core/lang.ts';
import { looksJapanese } from '../../src/core/lang.ts';
import { ask } from '../../commands/ask.ts';
import { japaneseTokenizer } from '../../src/language/ja/kuromoji.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';
import { SAMPLE } from '../cards/helpers.ts';

let cacheDir = '';
let services: Services;

beforeAll(async () => {
  await japaneseTokenizer();
  cacheDir = mkdtempSync(path.join(tmpdir(), 'stackwise-timing-'));
  const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir, CARDS_FILE: SAMPLE });
  if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
  // The catalog and the engine load on the first question: here, not inside the first row's time.
  await asked('Can a 2/2 attack?');
}, 120_000);

afterAll(() => {
  services.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

type Out = { ok: true; verdict: 'yes' | 'no' | null; understood: string; answer: string; rules: Set<string> } | { ok: false; code: string; message: string };

/** The /ask command's answer, as the CLI gets it (sample.json is the card catalog). */
async function asked(q: string): Promise<Out> {
  const lang: Lang = looksJapanese(q) ? 'ja' : 'en';
  const out = await ask.execute({ lang, options: { question: q }, services, transport: 'cli' });
  if (!out.ok) return { ok: false, code: out.error.code, message: out.error.message };
  const d = out.data as unknown as { verdict: 'yes' | 'no' | null; understood: string; answer: string; steps: { rules: string[] }[] };
  return { ok: true, verdict: d.verdict, understood: d.understood, answer: d.answer, rules: new Set(d.steps.flatMap((s) => s.rules)) };
}

interface Row {
  q: string;
  verdict: 'yes' | 'no' | null;
  /** Rule numbers the answer must cite. */
  rules: string[];
  /** Words the restatement must contain (the moment as understood). */
  understood?: string;
  /** Words the short answer must contain. */
  says?: string;
}

const ANSWERED: Row[] = [
  // Instants: any time the player has priority (117.1a, 304.1).
  { q: "Can I cast Giant Growth during my opponent's end step?", verdict: 'yes', rules: ['117.1a', '304.1'], understood: "the opponent's end step" },
  { q: "Can I cast Shock on my opponent's turn?", verdict: 'yes', rules: ['117.1a', '304.1'], understood: "the opponent's turn" },
  { q: "Am I able to cast Lightning Bolt during my opponent's upkeep?", verdict: 'yes', rules: ['304.1'], understood: "the opponent's upkeep" },
  { q: "could I cast Sorin's Thirst during combat on my opponent's turn?", verdict: 'yes', rules: ['304.1'], understood: "combat on the opponent's turn" },
  { q: 'My opponent casts Lightning Bolt targeting my Grizzly Bears. Can I respond with Giant Growth?', verdict: 'yes', rules: ['117.1a', '304.1'] },
  // Sorceries and permanents: own main phase, stack empty (307.1, 302.1, 303.1).
  { q: 'Can I cast Wrath of God during combat?', verdict: 'no', rules: ['117.1a', '307.1'] },
  { q: 'Could I cast Pyroclasm during my upkeep?', verdict: 'no', rules: ['307.1'], understood: 'your upkeep' },
  { q: "Can I cast Wrath of God at the end of my opponent's turn?", verdict: 'no', rules: ['307.1'], understood: "the opponent's end step" },
  { q: 'My opponent casts Shock targeting my Grizzly Bears. Can I cast Pyroclasm in response?', verdict: 'no', rules: ['307.1'] },
  { q: 'Can my opponent cast Grizzly Bears during my turn?', verdict: 'no', rules: ['302.1'] },
  { q: 'Can I cast Glorious Anthem in my draw step?', verdict: 'no', rules: ['303.1'], understood: 'draw step' },
  { q: "Can I cast Pyroclasm during my opponent's combat?", verdict: 'no', rules: ['307.1'] },
  { q: 'Can I cast Grizzly Bears in my second main phase?', verdict: 'yes', rules: ['117.1a'], understood: 'second main phase' },
  // Summoning sickness ends when its controller's next turn begins (302.6, 500.1).
  { q: 'I cast Grizzly Bears. Can it attack on my next turn?', verdict: 'yes', rules: ['302.6'] },
  // A creature attacked on its controller's turn stays tapped through the opponent's turn, unless it
  // has vigilance (702.20b); its untap step is its controller's (502.3). The attack told is over then.
  { q: "I attacked with Grizzly Bears on my turn. Can it block on my opponent's next turn?", verdict: 'no', rules: ['509.1a'] },
  { q: "I attacked with Serra Angel on my turn. Can it block during my opponent's turn?", verdict: 'yes', rules: ['509.1a'] },
  // A mana ability: any time the player has priority (605.3a), but {T} needs the creature since the turn began (302.6).
  { q: 'I cast Llanowar Elves. Can I tap it for mana?', verdict: 'no', rules: ['602.5a', '302.6'] },
  { q: 'I cast Llanowar Elves. Can I tap it for mana on my next turn?', verdict: 'yes', rules: ['605.3a'] },
  // The state of things asked of a later turn: "until end of turn" has ended in the cleanup step (514.2).
  { q: "On my turn I cast Giant Growth on my Grizzly Bears. What is its power on my opponent's turn?", verdict: null, rules: ['514.2'], understood: "it is now the opponent's turn" },
  { q: 'I cast Giant Growth targeting my Grizzly Bears. What are its power and toughness on my next turn?', verdict: null, rules: ['514.2'], says: '2/2' },
  // Japanese.
  { q: '自分のターンに《Grizzly Bears》に《Giant Growth》を唱えました。次の相手のターンに《Grizzly Bears》のパワーはいくつですか?', verdict: null, rules: ['514.2'], says: '2/2' },
  { q: '自分のターンに《Grizzly Bears》で攻撃しても、次の相手のターンにブロックできますか?', verdict: 'no', rules: ['509.1a'] },
  { q: '自分のターンに《Serra Angel》で攻撃しても、次の相手のターンにブロックできますか?', verdict: 'yes', rules: ['702.20b'] },
  { q: '相手の終了ステップに《Giant Growth》を唱えられますか？', verdict: 'yes', rules: ['117.1a', '304.1'], understood: '終了ステップ' },
  { q: '戦闘中に《Wrath of God》を唱えられる？', verdict: 'no', rules: ['307.1'] },
  { q: '相手のターンに《Pyroclasm》を唱えることはできますか？', verdict: 'no', rules: ['307.1'] },
  { q: '自分のアップキープに《Shock》を唱えられますか？', verdict: 'yes', rules: ['304.1'], understood: 'アップキープ' },
  // Steps in which nobody gets priority: nothing can be cast or activated, not even an instant (502.4,
  // 117.3a); in the cleanup step normally not either (514.3; 514.3a only if something happens there).
  { q: 'Can I cast an instant in the cleanup step?', verdict: 'no', rules: ['514.3', '514.3a'], understood: 'cleanup step' },
  { q: 'Could my opponent cast Shock during my cleanup step?', verdict: 'no', rules: ['514.3'], understood: 'cleanup step' },
  { q: "Can I cast Lightning Bolt during my opponent's untap step?", verdict: 'no', rules: ['502.4', '117.3a'], understood: "the opponent's untap step" },
  { q: 'Am I able to cast Giant Growth in my untap step?', verdict: 'no', rules: ['502.4'], understood: 'untap step' },
  { q: 'Can I cast Grizzly Bears during my untap step?', verdict: 'no', rules: ['502.4'] },
  { q: 'Can I tap Llanowar Elves for mana during my cleanup step?', verdict: 'no', rules: ['514.3'] },
  { q: 'アンタップ・ステップにインスタントを唱えられますか？', verdict: 'no', rules: ['502.4'], understood: 'アンタップ・ステップ' },
  { q: '相手のアンタップステップに《Shock》を撃てる？', verdict: 'no', rules: ['502.4'], understood: 'アンタップ・ステップ' },
  { q: 'クリンナップステップ中に《Giant Growth》を唱えられる？', verdict: 'no', rules: ['514.3'], understood: 'クリンナップ・ステップ' },
  // The other steps: the active player gets priority (117.3a), so an instant can be cast (304.1); a
  // sorcery or a creature only in a main phase (307.1, 302.1); the steps of combat are combat (506.1).
  { q: 'Can I cast Giant Growth during the declare blockers step?', verdict: 'yes', rules: ['304.1'], understood: 'combat' },
  { q: 'Can I cast Pyroclasm during the end of combat step?', verdict: 'no', rules: ['307.1'], understood: 'combat' },
  { q: 'Can I cast Grizzly Bears during the beginning of combat step?', verdict: 'no', rules: ['302.1'] },
  { q: 'Can I cast Shock during my draw step?', verdict: 'yes', rules: ['304.1'], understood: 'draw step' },
  { q: 'Can I cast Demonic Tutor during my precombat main phase?', verdict: 'yes', rules: ['117.1a'], understood: 'main phase' },
  { q: '戦闘終了ステップに《Pyroclasm》を唱えられますか？', verdict: 'no', rules: ['307.1'], understood: '戦闘' },
  { q: '戦闘開始ステップに《Giant Growth》を唱えられますか？', verdict: 'yes', rules: ['304.1'], understood: '戦闘' },
  { q: 'ドロー・ステップに《Lightning Bolt》を唱えられますか？', verdict: 'yes', rules: ['304.1'], understood: 'ドロー・ステップ' },
  // A creature that came under its controller's control this turn — created, cast, entered, just now —
  // can't attack or use a {T} ability (302.6) unless it has haste (702.10b); blocking is not stopped.
  { q: 'Can a token that was just created attack?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a creature token I created this turn attack?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a creature that entered the battlefield this turn attack?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can the Llanowar Elves I cast this turn tap for mana?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a creature that was cast this turn attack?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a creature I just cast block?', verdict: 'yes', rules: ['509.1a'] },
  { q: '出たばかりのトークンは攻撃できますか？', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a Soldier token that was just created attack?', verdict: 'no', rules: ['302.6'] },
  { q: 'Can a token with haste that was just created attack?', verdict: 'yes', rules: ['702.10b'] },
  // The hand said as where the card is cast from: the board the probe builds (601.2a, 601.3).
  { q: "Can I cast Shock from my hand during my opponent's upkeep?", verdict: 'yes', rules: ['601.2a', '304.1'] },
  { q: 'Could I cast Wrath of God from my hand during combat?', verdict: 'no', rules: ['307.1'] },
  { q: '手札から《Lightning Bolt》を唱えられますか？', verdict: 'yes', rules: ['601.2a'] },
];

const REFUSED: { q: string; code: string }[] = [
  // A question word asks for more than yes or no.
  { q: 'When can I cast Wrath of God?', code: 'not_understood' },
  { q: 'Can I cast Giant Growth at any point during combat?', code: 'not_understood' },
  // A word no lexicon knows next to the spell may be part of its name: not read as a plain Giant.
  { q: 'Can I cast a Giant Blorpus during my opponent\'s end step?', code: 'unknown_card' },
  { q: 'How can I cast Pyroclasm during combat?', code: 'not_understood' },
  // "after combat" / "before combat" may be read as a main phase or as a point inside combat: not guessed.
  { q: 'Can I cast Pyroclasm after combat?', code: 'not_understood' },
  { q: 'Can I cast Demonic Tutor before combat?', code: 'not_understood' },
  // A story that can't happen as told (a creature cast in the opponent's end step) is not answered
  // about what follows from it.
  { q: "I cast Grizzly Bears during my opponent's end step. Can it attack on my turn?", code: 'impossible' },
  // "on my turn" asked while it is already that turn may mean this turn or the next: not guessed.
  { q: 'On my turn I cast Giant Growth on my Grizzly Bears. What is its power on my turn?', code: 'not_understood' },
  // Only an object's state is read at a later turn; a damage question there is not (yet) understood.
  { q: "On my turn my 2/2 is dealt 1 damage. Does it still have damage on my opponent's turn?", code: 'not_understood' },
  // Responding with nothing on the stack: what it responds to is asked for.
  { q: 'Can I cast Giant Growth in response?', code: 'needs_detail' },
  // A step or phase word not read as one is named, never passed over (priority differs by step: 117.3a).
  { q: 'Can I cast Lightning Bolt during the blockers step?', code: 'not_understood' },
  { q: 'Can I cast Shock in the beginning phase?', code: 'not_understood' },
  { q: 'Can I cast Giant Growth during the mulligan step?', code: 'not_understood' },
  { q: '開始フェイズに《Shock》を唱えられますか？', code: 'not_understood' },
  // Told it arrived without saying when: summoning sickness (302.6) depends on it.
  { q: 'Can a token that was created attack?', code: 'not_understood' },
  // ("Can a creature that I cast last turn attack?" is answered now: attackers are declared in the asker's turn, 508.1,
  // and whichever turn "last turn" was, it came before that one began — test/language/en/en53-last-turn.test.ts.)
  // Another player's "last turn" may be the one their creature came in (302.6): still named.
  { q: 'Can a creature that my opponent cast last turn attack?', code: 'not_understood' },
  // Issue 11: a place other than the hand (601.3: only with a permission such as flashback, 702.34a) or a
  // keyword that casts from one is named back, never answered as a cast from the hand.
  { q: 'Can I cast Lightning Bolt from my graveyard?', code: 'not_understood' },
  { q: "Could I cast Shock out of my opponent's graveyard during my turn?", code: 'not_understood' },
  { q: "Can I cast Giant Growth from my opponent's hand?", code: 'not_understood' },
  { q: 'Can I cast Pyroclasm from the top of my library?', code: 'not_understood' },
  { q: 'Can I cast Shock from the command zone?', code: 'not_understood' },
  { q: 'Can I cast Giant Growth from exile?', code: 'not_understood' },
  { q: 'Can I cast Lightning Bolt with flashback?', code: 'not_understood' },
  { q: 'Can I play Grizzly Bears from my graveyard?', code: 'not_understood' },
  { q: 'I cast Shock from my graveyard targeting my opponent. What is their life total?', code: 'not_understood' },
  { q: '墓地から《Lightning Bolt》を唱えられますか？', code: 'not_understood' },
  { q: '《Shock》を相手の墓地から唱えることはできる？', code: 'not_understood' },
  { q: 'ライブラリーの一番上から《Pyroclasm》を唱えられますか？', code: 'not_understood' },
  { q: '《Shock》をフラッシュバックで唱えた。相手のライフは？', code: 'not_understood' },
];

describe('GIVEN a question whether a spell can be cast at a point of the turn', () => {
  it.each(ANSWERED)('THEN "$q" is answered ($verdict) citing $rules', async (row) => {
    const r = await asked(row.q);
    if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
    expect(r.verdict).toBe(row.verdict);
    for (const rule of row.rules) expect(r.rules, rule).toContain(rule);
    if (row.understood) expect(r.understood).toContain(row.understood);
    if (row.says) expect(r.answer).toContain(row.says);
  });
  it.each(REFUSED)('THEN "$q" is refused ($code), never answered at another moment', async (row) => {
    const r = await asked(row.q);
    expect(r.ok ? `answered: ${r.verdict}` : r.code).toBe(row.code);
  });
});
