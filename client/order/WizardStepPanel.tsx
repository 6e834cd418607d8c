// The open step: its number and heading (where the focus lands after a move), how many of its
// fields need attention once the customer tried to continue, then the step itself.
import { Alert, Box, Stack, Text, Title } from "@mantine/core";
import type { ReactNode, RefObject } from "react";
import { Icon } from "../ui/Icon.tsx";
import classes from "./order.module.css";

export function WizardStepPanel(props: {
  panelRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The open step's index, and how many steps there are. */
  active: number;
  stepCount: number;
  title: string;
  errorCount: number;
  children: ReactNode;
}) {
  const { active, stepCount, errorCount } = props;
  return (
    <Box ref={props.panelRef} component="section" aria-labelledby="order-step-title" className={classes.step}>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed">
            Step {active + 1} of {stepCount}
          </Text>
          <Title order={2} id="order-step-title" ref={props.headingRef} tabIndex={-1} fz="h3" style={{ outline: "none" }}>
            {props.title}
          </Title>
        </div>
        {errorCount > 0 && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />}>
            {errorCount === 1 ? "One thing needs your attention" : `${errorCount} things need your attention`} before you continue: see the marked fields.
          </Alert>
        )}
        {props.children}
      </Stack>
    </Box>
  );
}
