// A voice's photo as a square, or its initial when it has none.
import { Avatar, Image } from "@mantine/core";

export function VoicePortrait({ name, photoUrl, size, alt = "" }: { name: string; photoUrl: string | null | undefined; size: number; alt?: string }) {
  if (!photoUrl) {
    return (
      <Avatar size={size} radius="md" color="studio" aria-hidden="true">
        {name.slice(0, 1)}
      </Avatar>
    );
  }
  return <Image src={photoUrl} alt={alt} w={size} h={size} radius="md" fit="cover" loading="lazy" style={{ flex: "none" }} />;
}
