// The wizard's steps in a row: where the customer is, and which passed steps still miss something.
import { Stepper, VisuallyHidden } from "@mantine/core";
import { Icon } from "../ui/Icon.tsx";
import type { WizardStep } from "./wizardDraft.ts";

export function WizardStepper({ steps, active, wide, hasIssues, onStepClick }: { steps: readonly WizardStep[]; active: number; wide: boolean; hasIssues(index: number): boolean; onStepClick(index: number): void }) {
  return (
    <Stepper active={active} onStepClick={onStepClick} size={wide ? "sm" : "xs"} labelPosition={wide ? "right" : "bottom"} aria-label="Order steps">
      {steps.map((candidate, index) => {
        // A step passed with something still missing (opened by its address, or changed since).
        const unfinished = index < active && hasIssues(index);
        return (
          <Stepper.Step
            key={candidate.key}
            label={
              <>
                <VisuallyHidden>
                  Step {index + 1} of {steps.length}:{" "}
                </VisuallyHidden>
                {candidate.label}
                {unfinished && <VisuallyHidden> (incomplete)</VisuallyHidden>}
              </>
            }
            description={wide ? candidate.description : undefined}
            color={unfinished ? "red.9" : undefined}
            completedIcon={unfinished ? <Icon name="alert" size={16} /> : undefined}
            aria-current={index === active ? "step" : undefined}
          />
        );
      })}
    </Stepper>
  );
}
