// How a script's words are counted for pricing and for the spoken-duration estimate. A web or
// e-mail address is read out in parts ("www dot studio front dot com"), so it counts as 4 words,
// as many voice-over shops count it.
const ADDRESS = /^(?:https?:\/\/|www\.)\S+$|^\S+@\S+\.\S+$|^\S+\.(?:com|net|org|nl|de|fr|eu|io|co|uk|be|es|it|at|ie|lu)(?:\/\S*)?$/i;
export const WORDS_PER_ADDRESS = 4;

export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (!/[\p{L}\p{N}]/u.test(token)) continue;
    words += ADDRESS.test(token.replace(/[.,;:!?)]+$/, "")) ? WORDS_PER_ADDRESS : 1;
  }
  return words;
}

/** Seconds it takes to read `words` aloud at `wordsPerMinute`, rounded up to whole seconds. */
export function spokenSeconds(words: number, wordsPerMinute: number): number {
  if (words === 0) return 0;
  return Math.ceil((words * 60) / wordsPerMinute);
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes} min ${rest} s` : `${rest} s`;
}
