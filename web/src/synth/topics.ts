// Keywords and professional specializations.
import { professionalTopic as prefixed } from '@synth/core/pure';

/** What the topic rules read of a professional specialization. */
export interface Specialization {
  readonly _id: string;
  readonly keywords: readonly string[];
}

/** A keyword typed by the user: trimmed, ignored when empty or already present. */
export function addKeyword(topics: string[], raw: string): string[] {
  const keyword = raw.trim();
  if (!keyword || topics.some((t) => t.toLowerCase() === keyword.toLowerCase())) return topics;
  return [...topics, keyword];
}

/** Selected when every one of its keywords is present as a prefixed topic. */
export function isSpecializationSelected(topics: string[], spec: Specialization): boolean {
  return spec.keywords.length > 0 && spec.keywords.every((k) => topics.includes(prefixed(k)));
}

export function selectSpecialization(topics: string[], spec: Specialization): string[] {
  const missing = spec.keywords.map(prefixed).filter((k) => !topics.includes(k));
  return missing.length ? [...topics, ...missing] : topics;
}

/** Removes its keywords, except those another still-selected specialization also uses. */
export function deselectSpecialization(
  topics: string[],
  spec: Specialization,
  all: readonly Specialization[] = [],
): string[] {
  const keptByOthers = new Set(
    all
      .filter((s) => s._id !== spec._id && isSpecializationSelected(topics, s))
      .flatMap((s) => s.keywords.map(prefixed)),
  );
  const remove = new Set(spec.keywords.map(prefixed).filter((k) => !keptByOthers.has(k)));
  return topics.filter((t) => !remove.has(t));
}

/** Removing one chip; a prefixed chip thereby deselects its specialization (it is no longer complete). */
export function removeTopic(topics: string[], topic: string): string[] {
  return topics.filter((t) => t !== topic);
}
