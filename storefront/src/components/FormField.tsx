import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the input saying why it is asked for, tied to it for screen readers. */
  hint?: string;
}

/** A labelled text input: the label is tied to the input, so screen readers and tests find it by name. */
export function FormField({ label, value, onValueChange, hint, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      )}
    </>
  );
}
