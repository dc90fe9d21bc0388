/** The /scenario command's own sentences (titles, hints, errors), in English and Japanese. */
import type { Lang } from '../core/lang.ts';

type TextParams = Record<string, string | number>;

const EMPTY_HINT_EN = 'Give the scenario as JSON starting with {, for example {"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}]}';
const EMPTY_HINT_JA = '{ で始まるJSONでシナリオを指定してください。例：{"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}]}';

const SCENARIO_EN = {
  title: () => 'Scenario',
  understood: () => 'Understood as',
  answer: () => 'Answer',
  /** A bold label and its text: "**Answer:** …". */
  labelled: (p: TextParams) => `**${p.label}:** ${p.text}`,
  steps: (p: TextParams) => `Steps (${p.count})`,
  key_steps: (p: TextParams) => `The steps that decide it (${p.shown} of ${p.count})`,
  key_steps_more: (p: TextParams) => `Press “All steps” below for all ${p.count} steps, each with the rule behind it.`,
  footer: () => 'Stackwise rules engine · each step cites the Comprehensive Rules',
  empty: () => 'Please give a scenario: JSON starting with { (console/CLI: or a file path, or - for standard input). For example: {"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}],"actions":[{"kind":"damage","target":"o1","amount":2}]}',
  empty_file: (p: TextParams) => `The file ${p.path} is empty. ${EMPTY_HINT_EN}`,
  empty_stdin: () => `Standard input is empty. ${EMPTY_HINT_EN}`,
  not_json_discord: () => 'Please paste the scenario itself as JSON: it must start with {.',
  not_json: (p: TextParams) => `The scenario is not valid JSON (${p.where}). Check for a missing comma, quote or bracket there.`,
  too_long: (p: TextParams) => `That scenario is too long (${p.length} characters; at most ${p.max}).`,
  too_deep: (p: TextParams) => `The scenario's JSON is too deeply nested (max ${p.max} levels of objects and lists; it goes deeper at ${p.where}). Write the set-up flatter.`,
  invalid: (p: TextParams) => `The scenario has ${p.count} problem${p.count === 1 ? '' : 's'}:`,
  more_problems: (p: TextParams) => `…and ${p.count} more.`,
  engine_stopped: () => 'The rules engine stopped before the end of the scenario:',
  file_not_found: (p: TextParams) => `There is no file ${p.path}. Give the scenario as JSON (starting with {) or the path of a .json file.`,
  file_is_directory: (p: TextParams) => `${p.path} is a directory, not a scenario file.`,
  file_not_a_file: (p: TextParams) => `${p.path} is not a regular file (a device, pipe or socket), so it is not read. Give the path of a .json file.`,
  file_unreadable: (p: TextParams) => `The file ${p.path} could not be read (${p.reason}).`,
  file_too_large: (p: TextParams) => `The file ${p.path} is too large (more than ${p.max} bytes).`,
  stdin_console: () => 'In the console, give the scenario as JSON or a file path: standard input is where the commands come from.',
  where_line: (p: TextParams) => `line ${p.line}, column ${p.column}`,
  where_end: () => 'it ends too early',
  where_unknown: () => 'somewhere in it',
  stdin: () => 'standard input',
} as const satisfies Record<string, (p: TextParams) => string>;

export type ScenarioTextKey = keyof typeof SCENARIO_EN;

/** Every key (for the catalogue tests). */
export const SCENARIO_TEXT_KEYS = Object.keys(SCENARIO_EN) as ScenarioTextKey[];

const SCENARIO_JA: Record<ScenarioTextKey, (p: TextParams) => string> = {
  title: () => 'シナリオ',
  understood: () => '理解した内容',
  answer: () => '答え',
  // (A Japanese label ends with a full-width colon and no space: 「**答え：**死亡：…」.)
  labelled: (p) => `**${p.label}：**${p.text}`,
  steps: (p) => `手順（${p.count}）`,
  key_steps: (p) => `決め手になった手順（全${p.count}手順のうち${p.shown}）`,
  key_steps_more: (p) => `全${p.count}手順とそれぞれの根拠のルールは、下の「全手順」ボタンで確認できます。`,
  footer: () => 'Stackwise ルールエンジン・各手順に総合ルールの番号を示しています',
  empty: () =>
    'シナリオを指定してください：{ で始まるJSON（コンソール/CLIではファイルのパス、標準入力なら - も可）。例：{"objects":[{"name":"Bear","types":["Creature"],"power":2,"toughness":2}],"actions":[{"kind":"damage","target":"o1","amount":2}]}',
  empty_file: (p) => `ファイル「${p.path}」は空です。${EMPTY_HINT_JA}`,
  empty_stdin: () => `標準入力が空です。${EMPTY_HINT_JA}`,
  not_json_discord: () => 'シナリオそのものをJSONで貼り付けてください。{ で始まる必要があります。',
  not_json: (p) => `シナリオが正しいJSONではありません（${p.where}）。その辺りのカンマ、引用符、括弧を確認してください。`,
  too_long: (p) => `シナリオが長すぎます（${p.length}文字。上限は${p.max}文字）。`,
  too_deep: (p) => `シナリオのJSONの入れ子が深すぎます（オブジェクトとリストは${p.max}段まで。${p.where}でそれより深くなっています）。もっと浅い構成で書いてください。`,
  invalid: (p) => `シナリオに${p.count}件の問題があります：`,
  more_problems: (p) => `…ほか${p.count}件。`,
  engine_stopped: () => 'ルールエンジンはシナリオの途中で停止しました：',
  file_not_found: (p) => `ファイル「${p.path}」はありません。シナリオはJSON（{ で始まるもの）か .json ファイルのパスで指定してください。`,
  file_is_directory: (p) => `「${p.path}」はディレクトリで、シナリオのファイルではありません。`,
  file_not_a_file: (p) => `「${p.path}」は通常のファイルではない（デバイス、パイプまたはソケット）ため、読み込みません。.json ファイルのパスを指定してください。`,
  file_unreadable: (p) => `ファイル「${p.path}」を読めませんでした（${p.reason}）。`,
  file_too_large: (p) => `ファイル「${p.path}」が大きすぎます（${p.max}バイト超）。`,
  stdin_console: () => 'コンソールでは、シナリオをJSONかファイルのパスで指定してください（標準入力はコマンドの入力に使われています）。',
  where_line: (p) => `${p.line}行目、${p.column}文字目`,
  where_end: () => '途中で終わっています',
  where_unknown: () => '位置は不明',
  stdin: () => '標準入力',
};

const SCENARIO_TEXT: Readonly<Record<Lang, Record<ScenarioTextKey, (p: TextParams) => string>>> = { en: SCENARIO_EN, ja: SCENARIO_JA };

export function scenarioText(lang: Lang, key: ScenarioTextKey, params: TextParams = {}): string {
  return SCENARIO_TEXT[lang][key](params);
}
