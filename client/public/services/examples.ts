// Which voice samples illustrate a service: prompts and greetings for the phone, voices that speak
// two languages for bilingual work, one voice per language for multilingual projects, lively reads
// for commercials.

export type ExampleVoice = {
  readonly id: string;
  readonly name: string;
  readonly languages: readonly string[];
  readonly styles: readonly string[];
  readonly samples: ReadonlyArray<{ readonly id: string; readonly title: string; readonly language: string; readonly style: string | null | undefined; readonly url: string }>;
};

export type ExampleMode = "phone" | "bilingual" | "multilingual" | "commercial" | "any";

export type Example = { voiceId: string; voiceName: string; sample: ExampleVoice["samples"][number] };

const PHONE = /\b(ivr|menu|greeting|prompt|queue|voicemail|on-hold|hold)\b/i;
const LIVELY = new Set(["energetic", "friendly", "warm"]);

function firstSample(voice: ExampleVoice, test?: (sample: ExampleVoice["samples"][number]) => boolean): Example | null {
  const sample = voice.samples.find((candidate) => !test || test(candidate)) ?? null;
  return sample ? { voiceId: voice.id, voiceName: voice.name, sample } : null;
}

export function chooseExamples(voices: readonly ExampleVoice[], mode: ExampleMode, max = 4): Example[] {
  const withSamples = voices.filter((voice) => voice.samples.length > 0);
  let chosen: Array<Example | null>;
  switch (mode) {
    case "phone":
      chosen = withSamples.map((voice) => firstSample(voice, (sample) => PHONE.test(sample.title)));
      break;
    case "bilingual": {
      const bilingual = withSamples.filter((voice) => voice.languages.length > 1);
      chosen = (bilingual.length ? bilingual : withSamples).map((voice) => firstSample(voice));
      break;
    }
    case "multilingual": {
      const seen = new Set<string>();
      chosen = withSamples.map((voice) =>
        firstSample(voice, (sample) => {
          if (seen.has(sample.language)) return false;
          seen.add(sample.language);
          return true;
        }),
      );
      break;
    }
    case "commercial": {
      const lively = withSamples.filter((voice) => voice.styles.some((style) => LIVELY.has(style)));
      chosen = (lively.length ? lively : withSamples).map((voice) => firstSample(voice, (sample) => !!sample.style && LIVELY.has(sample.style)) ?? firstSample(voice));
      break;
    }
    default:
      chosen = withSamples.map((voice) => firstSample(voice));
  }
  const examples = chosen.filter((example): example is Example => example !== null);
  // Fall back to any sample rather than showing nothing.
  return (examples.length ? examples : withSamples.map((voice) => firstSample(voice)).filter((example): example is Example => example !== null)).slice(0, max);
}
