// An e-mail as it was written: its headers, then its plain text in a monospace block, line breaks
// kept, with the web addresses in it as links.
import { Anchor, Code, DataList, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { EmailMessageView_email$key } from "../../__generated__/EmailMessageView_email.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { DetailField } from "../DetailField.tsx";
import { textLinks } from "./textLinks.ts";

export function EmailMessageView({ email }: { email: EmailMessageView_email$key }) {
  const data = useFragment(
    graphql`
      fragment EmailMessageView_email on EmailMessage {
        to
        subject
        text
        createdAt
      }
    `,
    email,
  );
  const textHeading = useId();
  return (
    <Stack gap="sm">
      <DataList labelWidth={130} withDivider>
        <DetailField
          label="To"
          value={
            <Anchor href={`mailto:${data.to}`} style={{ overflowWrap: "anywhere" }}>
              {data.to}
            </Anchor>
          }
        />
        <DetailField label="Subject" value={<Text span style={{ overflowWrap: "anywhere" }}>{data.subject}</Text>} />
        <DetailField label="Written" value={<DateTimeCell value={data.createdAt} />} />
      </DataList>
      <Stack gap="xs" component="section" aria-labelledby={textHeading}>
        <Title order={2} size="h4" id={textHeading}>
          Text
        </Title>
        <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "var(--mantine-font-size-sm)" }}>
          {textLinks(data.text).map((part, index) =>
            part.kind === "link" ? (
              <Anchor key={index} href={part.text} target="_blank" rel="noopener noreferrer" inherit>
                {part.text}
              </Anchor>
            ) : (
              part.text
            ),
          )}
        </Code>
      </Stack>
    </Stack>
  );
}
