// A generated portrait (common/portrait) for a voice or a person without a photo: an SVG document
// in a data address, so it costs no request and sits in the page like a photo would.
import { Image } from "@mantine/core";
import { useMemo } from "react";
import { portraitSvg } from "../../../common/portrait/portraitSvg.ts";

export function GeneratedPortrait({ name, size, label }: { name: string; size: number; label?: string }) {
  const source = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(portraitSvg(name))}`, [name]);
  return <Image src={source} alt={label ?? ""} w={size} h={size} radius="md" style={{ flex: "none" }} />;
}
