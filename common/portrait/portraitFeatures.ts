// What a voice's generated portrait looks like, decided by its name alone: the same voice always
// gets the same portrait, and two voices of the roster differ in colours and hair. Abstract on
// purpose (no face): it stands for a person without pretending to be their photo.

export type HairStyle = "short" | "long" | "bun" | "curls" | "crop" | "wave";

export type PortraitFeatures = {
  /** The background's two gradient stops (HSL strings). */
  background: [string, string];
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  /** How many sound-wave rings stand behind the head (2–4). */
  rings: number;
};

const SKIN = ["#f5d0b5", "#e8b594", "#d49a6a", "#b67a4c", "#8d5a3b", "#6a4029"];
const HAIR = ["#2b1d16", "#4a3021", "#7a4b2a", "#b07a3b", "#d9b26f", "#8c8c8c", "#1c1c28"];
const STYLES: HairStyle[] = ["short", "long", "bun", "curls", "crop", "wave"];

/** FNV-1a over the name's UTF-16 units: small, stable and well spread for short strings. */
export function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The `bits`-wide slice of `hash` starting at bit `from`. */
const slice = (hash: number, from: number, bits: number) => (hash >>> from) & ((1 << bits) - 1);

export function portraitFeatures(name: string): PortraitFeatures {
  const key = name.trim().toLowerCase();
  const hash = nameHash(key);
  const hue = Math.round((slice(hash, 0, 9) / 512) * 360);
  const shirtHue = (hue + 150 + slice(hash, 9, 5) * 2) % 360;
  return {
    background: [`hsl(${hue} 70% 86%)`, `hsl(${(hue + 40) % 360} 60% 70%)`],
    skin: SKIN[slice(hash, 14, 8) % SKIN.length],
    hair: HAIR[slice(hash, 22, 8) % HAIR.length],
    hairStyle: STYLES[nameHash(`${key}#style`) % STYLES.length],
    shirt: `hsl(${shirtHue} 45% 38%)`,
    rings: 2 + (slice(hash, 30, 2) % 3),
  };
}
