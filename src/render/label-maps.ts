/**
 * Engine labels to our labels in each language (the engine labels objects in English, as
 * scenario/build.ts gave them): a resolution's maps are built once, however many steps are rendered.
 */
import type { Label } from '../scenario/build.ts';
import type { Lang } from '../core/lang.ts';

const NO_LABELS: Record<string, Label> = {};
/** One resolution's label maps per language, built once however many steps are rendered. */
const labelMapCache = new WeakMap<Record<string, Label>, Partial<Record<Lang, { byLabel: Map<string, string>; byId: Map<string, string> }>>>();

export function labelMapsFor(labels: Record<string, Label> | undefined, lang: Lang): { byLabel: Map<string, string>; byId: Map<string, string> } {
  const key = labels ?? NO_LABELS;
  let perLang = labelMapCache.get(key);
  if (!perLang) labelMapCache.set(key, (perLang = {}));
  return (perLang[lang] ??= { byLabel: labelMapFor(labels, lang), byId: new Map(Object.entries(key).map(([id, l]) => [id, l[lang]])) });
}

/** Engine label -> our label in `lang` (the engine labels objects in English, as build.ts gave them). */
export function labelMapFor(labels: Record<string, Label> | undefined, lang: Lang): Map<string, string> {
  const map = new Map<string, string>();
  for (const l of Object.values(labels ?? {})) {
    if (lang === 'ja') map.set(l.engine ?? l.en, l.ja);
    else if (l.engine !== undefined) map.set(l.engine, l.en);
  }
  return map;
}
