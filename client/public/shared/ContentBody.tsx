// Text from the catalogue (pages, services, content entries) is plain text with paragraphs
// separated by a blank line. A short numbered line ("3. Prices and payment") is a section heading.
import { Stack, Text, Title, type TitleOrder } from "@mantine/core";

export type ContentBlock = { kind: "heading" | "paragraph"; text: string };

const HEADING = /^\d{1,2}\.\s+\S.{0,78}$/;

export function contentBlocks(body: string): ContentBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => ({ kind: HEADING.test(text) && !/[.!?:]$/.test(text) ? "heading" : "paragraph", text }));
}

export function ContentBody({ body, headingOrder = 2, size = "md", lead = false }: { body: string; headingOrder?: TitleOrder; size?: "sm" | "md" | "lg"; lead?: boolean }) {
  const blocks = contentBlocks(body);
  return (
    <Stack gap="md">
      {blocks.map((block, index) =>
        block.kind === "heading" ? (
          <Title key={index} order={headingOrder} fz={headingOrder === 2 ? "h3" : "h4"} mt="sm">
            {block.text}
          </Title>
        ) : (
          <Text key={index} size={lead && index === 0 ? "lg" : size} lh={1.65} style={{ whiteSpace: "pre-line" }}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
