import type { Ref } from "react";
import type { FieldDefinition } from "~/forms/form-definition";
import { formCopy } from "~/content/forms";

interface TextFieldProps {
  readonly formId: string;
  readonly field: FieldDefinition;
  /** How many characters the field holds (for the counter): the field's value is the browser's, never set here. */
  readonly typedLength: number;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  readonly inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** The counter appears in the last fifth of the allowed length, where it starts to matter. */
const COUNTER_THRESHOLD = 0.8;

export function TextField({ formId, field, typedLength, error, onChange, onBlur, inputRef }: TextFieldProps) {
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const showCounter = field.kind === "textarea" && field.maxLength !== undefined && typedLength >= field.maxLength * COUNTER_THRESHOLD;
  const counterId = showCounter ? `${id}-counter` : undefined;
  const describedBy = [hintId, errorId, counterId].filter(Boolean).join(" ") || undefined;

  const shared = {
    id,
    name: field.name,
    required: true,
    autoComplete: field.autoComplete,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onBlur,
    ref: inputRef,
  } as const;

  return (
    <div className="field" data-invalid={error ? "" : undefined}>
      <label className="field-label" htmlFor={id}>
        {field.label}
      </label>
      {field.hint && (
        <p className="field-hint" id={hintId}>
          {field.hint}
        </p>
      )}
      {field.kind === "textarea" ? (
        <textarea {...shared} rows={field.rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={field.kind}
          inputMode={field.kind === "number" ? "numeric" : undefined}
          min={field.min}
          max={field.max}
          step={field.kind === "number" ? 1 : undefined}
          pattern={field.pattern}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {showCounter && field.maxLength !== undefined && (
        <p className="field-counter" id={counterId} aria-live="polite">
          {formCopy.charactersLeft(field.maxLength - typedLength)}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
