// The bot-check as a form field: ALTCHA's proof-of-work widget ("I'm not a robot"), whose solved
// payload becomes the form's `altcha` value. The widget fetches its challenge from the server
// (/api/altcha/challenge), solves it in web workers, and reports every state change; this field
// passes the payload (or "" when there is none) to `onChange`, shows the state in words, and
// carries the form's validation message ("Verification required!", "Verifying... please wait.").
// A form submitted while the check runs is submitted again by itself once it is verified.
//
// Use with `useAltcha()`: spread `altcha.fieldProps` and `form.getInputProps("altcha")` on the field,
// wrap the form's validation in `altcha.validateWith(…)`, and call `altcha.reset()` after the
// server has seen a payload (each solved challenge is accepted once).
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { Box, Group, Input, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from "react";
import { altchaStatusMessage, altchaValidationError, isAltchaState, type AltchaState } from "./altcha.ts";
import { Icon } from "./Icon.tsx";
import classes from "./AltchaField.module.css";

export const ALTCHA_CHALLENGE_URL = "/api/altcha/challenge";

export type AltchaFieldHandle = {
  /** Back to unverified, forgetting the payload. */
  reset(): void;
  /** Starts verification. */
  verify(): void;
  state(): AltchaState;
  /** Submits the field's form again as soon as verification succeeds (the person pressed submit while it ran). */
  submitWhenVerified(): void;
};

export type AltchaFieldProps = {
  value?: string | null;
  onChange?: (payload: string) => void;
  onStateChange?: (state: AltchaState) => void;
  error?: ReactNode;
  ref?: Ref<AltchaFieldHandle>;
  /** Name of the hidden input carrying the payload. */
  name?: string;
  challengeUrl?: string;
  /** When verification starts by itself: when any field of the form gets focus by default. */
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  /** When a verified payload expires, solve a new challenge at once (seed.md §4, default on). */
  refetchOnExpire?: boolean;
  description?: ReactNode;
};

type StateChangeDetail = { state?: string; payload?: string | null };

export function AltchaField({
  onChange,
  onStateChange,
  error,
  ref,
  name = "altcha",
  challengeUrl = ALTCHA_CHALLENGE_URL,
  auto = "onfocus",
  refetchOnExpire = true,
  description,
}: AltchaFieldProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const [state, setState] = useState<AltchaState>("unverified");
  const stateRef = useRef<AltchaState>("unverified");
  const callbacks = useRef({ onChange, onStateChange });
  callbacks.current = { onChange, onStateChange };
  const submitOnVerified = useRef(false);
  const statusId = useId();
  const errorId = useId();
  // The widget draws itself once defined, so a server-rendered page would not match it: it is
  // added after hydration. Its code (the largest part of a form's) loads when the field mounts,
  // so a page without the field, or a form before its first interaction, does not wait for it.
  const [widgetLoaded, setWidgetLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    import("altcha").then(
      () => current && setWidgetLoaded(true),
      () => {
        if (!current) return;
        stateRef.current = "error";
        setState("error");
        callbacks.current.onStateChange?.("error");
      },
    );
    return () => {
      current = false;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => (widgetRef.current as AltchaWidgetElement | null)?.reset?.(),
      verify: () => void (widgetRef.current as AltchaWidgetElement | null)?.verify?.(),
      state: () => stateRef.current,
      submitWhenVerified: () => {
        submitOnVerified.current = true;
      },
    }),
    [],
  );

  useEffect(() => {
    const element = widgetRef.current as AltchaWidgetElement | null;
    if (!element) return;
    const onStateChangeEvent = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      if (!isAltchaState(detail.state)) return;
      const previous = stateRef.current;
      stateRef.current = detail.state;
      setState(detail.state);
      callbacks.current.onStateChange?.(detail.state);
      callbacks.current.onChange?.(detail.state === "verified" && detail.payload ? detail.payload : "");
      if (detail.state === "verified" && submitOnVerified.current) {
        submitOnVerified.current = false;
        // After the form has taken the payload (its state updates on the next render).
        const form = element.closest("form");
        setTimeout(() => form?.requestSubmit(), 50);
      } else if (detail.state !== "verifying") {
        submitOnVerified.current = false;
      }
      if (detail.state === "expired" && previous === "verified" && refetchOnExpire) {
        // The widget keeps "expired" until someone clicks: solve a fresh challenge instead.
        queueMicrotask(() => void element.verify?.());
      }
    };
    element.addEventListener("statechange", onStateChangeEvent);
    return () => element.removeEventListener("statechange", onStateChangeEvent);
  }, [refetchOnExpire, widgetLoaded]);

  // The widget starts "onfocus" when a field of its form gets focus after it has loaded: someone
  // already typing in the form when its code arrived would otherwise have to click the checkbox.
  useEffect(() => {
    const element = widgetRef.current as AltchaWidgetElement | null;
    if (!element || auto !== "onfocus") return;
    const startIfFocused = () => {
      if (stateRef.current === "unverified" && element.closest("form")?.contains(document.activeElement)) element.verify?.();
    };
    // Once the widget has mounted (its "load"), or now if it already had.
    element.addEventListener("load", startIfFocused);
    const timer = setTimeout(startIfFocused, 0);
    return () => {
      element.removeEventListener("load", startIfFocused);
      clearTimeout(timer);
    };
  }, [auto, widgetLoaded]);

  // The widget's own checkbox is the control: tell assistive technology about the status and error.
  useEffect(() => {
    const checkbox = widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (!checkbox) return;
    const describedBy = [statusId, error ? errorId : null].filter(Boolean).join(" ");
    checkbox.setAttribute("aria-describedby", describedBy);
    if (error) checkbox.setAttribute("aria-invalid", "true");
    else checkbox.removeAttribute("aria-invalid");
  }, [error, state, statusId, errorId, widgetLoaded]);

  const status = altchaStatusMessage(state);
  // The widget itself reads "Verifying..." and "Verified": those are only announced, not repeated.
  // Expiry, failure and the code step only show in a popover there, so they are written out here,
  // unless the form's error under the field already says the same.
  const visibleStatus = status && status.tone !== "success" && state !== "verifying" && !(error && status.tone === "error") ? status : null;
  const widgetStyle = useMemo(
    () => ({
      "--altcha-border-radius": "var(--mantine-radius-md)",
      "--altcha-color-primary": "var(--mantine-color-studio-7)",
      "--altcha-color-error": "var(--mantine-color-red-7)",
      "--altcha-color-success": "var(--mantine-color-teal-7)",
      "--altcha-border-color": error ? "var(--mantine-color-red-6)" : "var(--mantine-color-default-border)",
    }),
    [error],
  );

  return (
    <Input.Wrapper error={error} errorProps={{ id: errorId, role: "alert" }} description={description}>
      <Box mt={4} className={classes.widget}>
        {widgetLoaded && <altcha-widget ref={widgetRef} challenge={challengeUrl} name={name} auto={auto} language="en" type="checkbox" style={widgetStyle} />}
      </Box>
      <Text id={statusId} size="xs" mt={4} aria-live="polite" c={visibleStatus?.tone === "error" ? "red.7" : "dimmed"}>
        {visibleStatus ? (
          <Group component="span" gap={4} wrap="nowrap">
            {visibleStatus.tone === "error" && <Icon name="alert" size={14} />}
            <span>{visibleStatus.text}</span>
          </Group>
        ) : (
          status && <VisuallyHidden>{status.text}</VisuallyHidden>
        )}
      </Text>
    </Input.Wrapper>
  );
}

/** Wires an AltchaField into a Mantine form: state for validation, a handle to reset it. */
export function useAltcha() {
  const handle = useRef<AltchaFieldHandle>(null);
  const state = useRef<AltchaState>("unverified");
  return useMemo(
    () => ({
      fieldProps: {
        ref: handle,
        onStateChange: (next: AltchaState) => {
          state.current = next;
        },
      },
      reset: () => handle.current?.reset(),
      /** A form's validation: the fields' errors from `fieldErrors`, and the bot-check's. */
      validateWith:
        <Values extends { altcha: string }, Errors extends Record<string, unknown>>(fieldErrors: (values: Values) => Errors) =>
        (values: Values) => {
          const errors = fieldErrors(values);
          const botCheck = altchaValidationError(state.current, values.altcha);
          // Pressed while the check still runs, with every other field right: go on once it is done.
          if (state.current === "verifying" && Object.values(errors).every((error) => !error)) handle.current?.submitWhenVerified();
          return botCheck ? { ...errors, altcha: botCheck } : errors;
        },
    }),
    [],
  );
}
