// The order wizard's steps as a small state machine: the open step is the address's `?step=`, a
// step is continued from only when the shared rules pass for it (the customer then sees its
// messages), and each move puts the focus on the new step's heading or on the first field in error.
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useSearchParams } from "react-router";
import type { WizardService } from "../../common/orders/wizards.ts";
import { stepIndex, wizardSteps, type FieldErrors, type WizardStep, type WizardStepKey } from "./wizardDraft.ts";
import { stepFieldErrors, type StepErrorSources } from "./wizardRules.ts";

type FocusTarget = "heading" | "error";

export type WizardSteps = {
  steps: WizardStep[];
  /** The open step's index in `steps`. */
  active: number;
  step: WizardStep;
  /** Everything that keeps each step from being continued, keyed by field (one message per field). */
  issues: FieldErrors[];
  /** What shows next to the fields. */
  errors: FieldErrors;
  hasIssues(index: number): boolean;
  /** How many messages the open step shows once the customer tried to continue from it. */
  stepErrorCount: number;
  /** The step panel and its heading, where the focus goes after a move. */
  panel: RefObject<HTMLDivElement | null>;
  heading: RefObject<HTMLHeadingElement | null>;
  goTo(index: number, focus?: FocusTarget): void;
  /** Continues to the next step when the open one is complete; false (focus on its first error) when not. */
  next(): boolean;
  /** A click in the stepper: back at once, forward only through complete steps. */
  selectStep(index: number): void;
  /** Shows every step's messages; the first step still incomplete, or -1. */
  checkAll(): number;
};

export function useWizardSteps(serviceSlug: WizardService, sources: StepErrorSources): WizardSteps {
  const steps = useMemo(() => wizardSteps(serviceSlug), [serviceSlug]);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = stepIndex(serviceSlug, searchParams.get("step"));
  const [checked, setChecked] = useState<ReadonlySet<WizardStepKey>>(() => new Set());

  const issues: FieldErrors[] = useMemo(() => steps.map((candidate) => stepFieldErrors(candidate, serviceSlug, sources)), [steps, serviceSlug, sources]);
  const hasIssues = (index: number) => Object.keys(issues[index]).length > 0;

  // What shows next to the fields: everything for the steps the customer tried to continue from;
  // elsewhere only what stays wrong whatever they do next (over a limit, refused by the server).
  const errors: FieldErrors = useMemo(() => {
    const shown: FieldErrors = {};
    steps.forEach((candidate, index) => Object.assign(shown, checked.has(candidate.key) ? issues[index] : stepFieldErrors(candidate, serviceSlug, sources, false)));
    return shown;
  }, [steps, checked, issues, serviceSlug, sources]);

  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === "heading") heading.current?.focus();
    if (target === "error") {
      // The first field in error, else what fixes a message about a whole list ("Add prompt").
      const invalid = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? panel.current?.querySelector<HTMLElement>("[data-fixes-error]");
      (invalid ?? heading.current)?.focus();
    }
  });

  const goTo = (index: number, focus: FocusTarget = "heading") => {
    focusTarget.current = focus;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (index === 0) next.delete("step");
        else next.set("step", steps[index].key);
        return next;
      },
      { replace: true, preventScrollReset: index === active },
    );
    if (index !== active) window.scrollTo({ top: 0 });
  };

  /** Shows the step's messages; true when the step is complete. */
  const checkStep = (index: number): boolean => {
    const candidate = steps[index];
    if (!candidate.checks) return true;
    setChecked((current) => new Set(current).add(candidate.key));
    return !hasIssues(index);
  };

  const next = () => {
    if (checkStep(active)) {
      goTo(active + 1);
      return true;
    }
    focusTarget.current = "error";
    return false;
  };

  const selectStep = (index: number) => {
    if (index <= active) return goTo(index);
    for (let i = active; i < index; i++) {
      if (!checkStep(i)) return goTo(i, "error");
    }
    goTo(index);
  };

  const checkAll = () => {
    setChecked(new Set(steps.map((candidate) => candidate.key)));
    return steps.findIndex((_, index) => hasIssues(index));
  };

  const step = steps[active];
  const stepErrorCount = step.checks && checked.has(step.key) ? Object.keys(issues[active]).length : 0;

  return { steps, active, step, issues, errors, hasIssues, stepErrorCount, panel, heading, goTo, next, selectStep, checkAll };
}
