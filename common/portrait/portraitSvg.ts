// A generated portrait as an SVG document (portraitFeatures decides its colours and hair): head
// and shoulders in front of sound-wave rings. The site shows it for a voice or a team member
// without a photo, and the demo data stores it as the demo voices' photos.
import { portraitFeatures, type HairStyle } from "./portraitFeatures.ts";

const HAIR_PATHS: Record<Exclude<HairStyle, "curls" | "bun">, string> = {
  short: "M33 43 C32 26 41 20 50 20 C60 20 68 26 67 43 C64 34 58 30 50 30 C42 30 36 34 33 43 Z",
  crop: "M35 37 C36 26 43 22 50 22 C57 22 64 26 65 37 C59 31 41 31 35 37 Z",
  long: "M31 44 C30 24 41 19 50 19 C60 19 70 24 69 44 L71 72 C67 74 62 74 59 71 L62 40 C58 33 42 33 38 40 L41 71 C38 74 33 74 29 72 Z",
  wave: "M32 45 C29 26 43 17 54 19 C65 21 71 30 68 45 C64 34 56 30 46 34 C40 36 35 40 32 45 Z",
};
/** The fringe drawn over the head of long hair (its back is drawn behind the head). */
const LONG_FRINGE = "M34 42 C36 31 44 28 50 28 C57 28 64 31 66 42 C61 35 39 35 34 42 Z";
const CURLS: Array<[number, number, number]> = [
  [35, 37, 6], [38, 29, 6.5], [45, 23.5, 6.5], [53, 22.5, 6.5], [60, 25.5, 6.5], [65, 32, 6], [66, 39, 5],
];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function hairInFront(style: HairStyle, color: string): string {
  if (style === "curls") return CURLS.map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`).join("");
  if (style === "bun") return `<circle cx="50" cy="17" r="7.5" fill="${color}"/><path d="${HAIR_PATHS.crop}" fill="${color}"/>`;
  if (style === "long") return `<path d="${LONG_FRINGE}" fill="${color}"/>`;
  return `<path d="${HAIR_PATHS[style]}" fill="${color}"/>`;
}

/** The portrait of `name` as an SVG document; `title` names it for those who cannot see it. */
export function portraitSvg(name: string, title?: string): string {
  const features = portraitFeatures(name);
  const rings = Array.from({ length: features.rings }, (_, ring) => `<circle cx="50" cy="44" r="${27 + ring * 9}"/>`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 100 100"${title ? ' role="img"' : ""}>`,
    title ? `<title>${escapeXml(title)}</title>` : "",
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${features.background[0]}"/><stop offset="1" stop-color="${features.background[1]}"/></linearGradient></defs>`,
    `<rect width="100" height="100" fill="url(#bg)"/>`,
    `<g fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1.5">${rings}</g>`,
    `<path d="M14 100 C14 80 30 71 50 71 C70 71 86 80 86 100 Z" fill="${features.shirt}"/>`,
    `<rect x="43" y="56" width="14" height="17" rx="5" fill="${features.skin}"/>`,
    features.hairStyle === "long" ? `<path d="${HAIR_PATHS.long}" fill="${features.hair}"/>` : "",
    `<ellipse cx="50" cy="44" rx="16" ry="19" fill="${features.skin}"/>`,
    hairInFront(features.hairStyle, features.hair),
    `</svg>`,
  ].join("");
}
