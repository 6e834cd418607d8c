// A voice's generated portrait (portraitFeatures): head and shoulders in front of sound-wave
// rings, drawn as inline SVG so it costs no request and stays sharp at any size.
import { useId } from "react";
import { portraitFeatures, type HairStyle } from "./portraitFeatures.ts";

const HAIR_PATHS: Record<Exclude<HairStyle, "curls" | "bun">, string> = {
  short: "M33 43 C32 26 41 20 50 20 C60 20 68 26 67 43 C64 34 58 30 50 30 C42 30 36 34 33 43 Z",
  crop: "M35 37 C36 26 43 22 50 22 C57 22 64 26 65 37 C59 31 41 31 35 37 Z",
  long: "M31 44 C30 24 41 19 50 19 C60 19 70 24 69 44 L71 72 C67 74 62 74 59 71 L62 40 C58 33 42 33 38 40 L41 71 C38 74 33 74 29 72 Z",
  wave: "M32 45 C29 26 43 17 54 19 C65 21 71 30 68 45 C64 34 56 30 46 34 C40 36 35 40 32 45 Z",
};

const CURLS: Array<[number, number, number]> = [
  [35, 37, 6], [38, 29, 6.5], [45, 23.5, 6.5], [53, 22.5, 6.5], [60, 25.5, 6.5], [65, 32, 6], [66, 39, 5],
];

function Hair({ style, color }: { style: HairStyle; color: string }) {
  if (style === "curls") return <g fill={color}>{CURLS.map(([cx, cy, r]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />)}</g>;
  if (style === "bun") {
    return (
      <g fill={color}>
        <circle cx={50} cy={17} r={7.5} />
        <path d={HAIR_PATHS.crop} />
      </g>
    );
  }
  return <path d={HAIR_PATHS[style]} fill={color} />;
}

export function GeneratedPortrait({ name, size, label }: { name: string; size: number; label?: string }) {
  const features = portraitFeatures(name);
  const gradient = `portrait-${useId().replace(/:/g, "")}`;
  const labelled = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} style={{ flex: "none", borderRadius: "var(--mantine-radius-md)" }} {...labelled}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={features.background[0]} />
          <stop offset="1" stopColor={features.background[1]} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${gradient})`} />
      <g fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={1.5}>
        {Array.from({ length: features.rings }, (_, ring) => <circle key={ring} cx={50} cy={44} r={27 + ring * 9} />)}
      </g>
      <path d="M14 100 C14 80 30 71 50 71 C70 71 86 80 86 100 Z" fill={features.shirt} />
      <rect x={43} y={56} width={14} height={17} rx={5} fill={features.skin} />
      {features.hairStyle === "long" && <Hair style="long" color={features.hair} />}
      <ellipse cx={50} cy={44} rx={16} ry={19} fill={features.skin} />
      {features.hairStyle !== "long" && <Hair style={features.hairStyle} color={features.hair} />}
      {features.hairStyle === "long" && <path d="M34 42 C36 31 44 28 50 28 C57 28 64 31 66 42 C61 35 39 35 34 42 Z" fill={features.hair} />}
    </svg>
  );
}
