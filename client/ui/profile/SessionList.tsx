// Where the viewer is signed in: each session's device, address and last activity, "This device"
// on the current one, "Sign out" on the others, and "Sign out everywhere else".
import { Badge, Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { SessionList_user$key } from "../../__generated__/SessionList_user.graphql.ts";
import { ProfileListItem } from "./ProfileListItem.tsx";
import { TOAST_MS } from "../../app/timing.ts";
import { formatDate, formatRelative } from "../../../common/dates.ts";
import { requestErrorMessage } from "../formErrors.ts";
import { Icon } from "../Icon.tsx";
import { ProfileSection } from "./ProfileSection.tsx";
import { useRevokeOtherSessionsMutation } from "./useRevokeOtherSessionsMutation.ts";
import { useRevokeSessionMutation } from "./useRevokeSessionMutation.ts";
import { describeUserAgent } from "./userAgent.ts";
import { askToConfirm } from "../askToConfirm.tsx";

export function SessionList({ user: userKey }: { user: SessionList_user$key }) {
  const user = useFragment(
    graphql`
      fragment SessionList_user on User {
        sessions {
          id
          userAgent
          ip
          createdAt
          lastSeenAt
          current
        }
      }
    `,
    userKey,
  );
  const [revokeSession] = useRevokeSessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const [pending, setPending] = useState<string | null>(null);
  const others = user.sessions.filter((session) => !session.current);

  const onRevoke = async (id: string, device: string) => {
    setPending(id);
    try {
      const result = await revokeSession(id);
      if (result.__typename === "UserPayload") notifications.show({ color: "teal", message: `${device} is signed out.`, autoClose: TOAST_MS });
      else notifications.show({ color: "red", message: result.__typename === "NotFoundError" || result.__typename === "PermissionError" ? result.message : "This session could not be signed out." });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not sign out that device", message: requestErrorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  const onRevokeOthers = () =>
    askToConfirm({
      title: "Sign out everywhere else?",
      question: "Every other browser and device using your account will be signed out. This device stays signed in.",
      confirm: "Sign out other devices",
      danger: true,
      onConfirm: async () => {
        try {
          const result = await revokeOthers();
          if (result.__typename === "UserPayload") notifications.show({ color: "teal", message: "All other devices are signed out.", autoClose: TOAST_MS });
          else notifications.show({ color: "red", message: result.__typename === "PermissionError" ? result.message : "Other devices could not be signed out." });
        } catch (error) {
          notifications.show({ color: "red", title: "Could not sign out other devices", message: requestErrorMessage(error) });
        }
      },
    });

  return (
    <ProfileSection
      title="Where you are signed in"
      description="If you do not recognise a device, sign it out and change your password."
      actions={
        <Button variant="light" color="red" onClick={onRevokeOthers} loading={revokingOthers} disabled={others.length === 0}>
          Sign out everywhere else
        </Button>
      }
    >
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Signed-in devices">
        {user.sessions.map((session, index) => {
          const device = describeUserAgent(session.userAgent);
          return (
            <ProfileListItem key={session.id} first={index === 0}>
              <Group gap="md" wrap="nowrap" miw={0}>
                <ThemeIcon variant="light" size={40} radius="md" color={session.current ? "teal" : "gray"}>
                  <Icon name="device" size={20} />
                </ThemeIcon>
                <Stack gap={2} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{device}</Text>
                    {session.current && (
                      <Badge color="teal" variant="light" size="sm">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {session.ip ? `${session.ip} · ` : ""}
                    {session.current ? "Active now" : <>Last seen <time dateTime={session.lastSeenAt} title={formatDate(session.lastSeenAt, "dateTime")}>{formatRelative(session.lastSeenAt)}</time></>}
                    {" · "}signed in <time dateTime={session.createdAt}>{formatDate(session.createdAt, "dateTime")}</time>
                  </Text>
                </Stack>
              </Group>
              {!session.current && (
                <Button variant="default" size="xs" onClick={() => onRevoke(session.id, device)} loading={pending === session.id} aria-label={`Sign out ${device}${session.ip ? ` at ${session.ip}` : ""}`}>
                  Sign out
                </Button>
              )}
            </ProfileListItem>
          );
        })}
      </Stack>
    </ProfileSection>
  );
}
