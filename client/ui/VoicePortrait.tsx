// A voice's photo as a square, or its generated portrait when it has none.
import { Image } from "@mantine/core";
import { GeneratedPortrait } from "./portrait/GeneratedPortrait.tsx";

export function VoicePortrait({ name, photoUrl, size, alt = "" }: { name: string; photoUrl: string | null | undefined; size: number; alt?: string }) {
  if (!photoUrl) return <GeneratedPortrait name={name} size={size} label={alt || undefined} />;
  return <Image src={photoUrl} alt={alt} w={size} h={size} radius="md" fit="cover" loading="lazy" style={{ flex: "none" }} />;
}
